import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useLaunchGame } from './gamesContext.ts';
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

/** A vendor's card opened on a page: the games provider loads the popup (its own chunk) on the first open. */
export const OpenedByTheProvider: Story = {
  render: () => {
    const launch = useLaunchGame();
    return (
      <button
        type="button"
        onClick={() =>
          void launch({
            name: 'Demo Games',
            vassalage: 'DEMO',
            gameType: 'RNG',
            isGame: 'VASSALAGE',
          })
        }
      >
        Demo Games
      </button>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Demo Games' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo Games' });
    // The modal is drawn hidden for its open delay, then shown.
    const game = await within(dialog).findByRole('button', { name: 'Demo game 2' });
    await waitFor(() => expect(game).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Demo Games' })).toBeNull(),
    );
  },
};
