import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { api, member, resetFavourites } from './storyGamesApi.ts';
import { VendorGamesPopup } from './VendorGamesPopup.tsx';

const meta = {
  component: VendorGamesPopup,
  args: {
    open: true,
    vendor: { name: 'Demo Games', vassalage: 'DEMO', gameType: 'RNG' },
    onClose: fn(),
    onPlay: fn(),
  },
  parameters: { api, session: member },
  beforeEach: resetFavourites,
} satisfies Meta<typeof VendorGamesPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A vendor whose cards say isGame VASSALAGE: its games open in a popup named after it. */
export const Open: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo Games' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Demo game 2' }));
    await expect(args.onPlay).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Demo game 2', vassalage: 'DEMO', gameId: 'g2' }),
    );
  },
};

export const Closes: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo Games' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Demo Games' })).toBeNull();
  },
};
