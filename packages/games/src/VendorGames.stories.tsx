import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { api, member, resetFavourites } from './storyGamesApi.ts';
import { VendorGames } from './VendorGames.tsx';

const meta = {
  component: VendorGames,
  args: { vassalage: 'DEMO', gameType: 'RNG' },
  parameters: { api },
  beforeEach: resetFavourites,
} satisfies Meta<typeof VendorGames>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Visitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Demo game 1' });
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('button', { name: 'Demo game 13' })).toBeVisible();
  },
};

export const MemberLaunches: Story = {
  parameters: { session: member },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 3' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo game 3' });
    await expect(within(dialog).getByTitle('Demo game 3').tagName).toBe('IFRAME');
  },
};

export const MemberFavourites: Story = {
  parameters: { session: member },
  play: async ({ canvas, userEvent }) => {
    const second = await canvas.findByRole('button', { name: 'Favourite: Demo game 2' });
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    const first = canvas.getByRole('button', { name: 'Favourite: Demo game 1' });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const TrialMember: Story = {
  parameters: { session: { ...member, memberInfo: { ...member.memberInfo, type: 4 } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 1' }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Trial accounts cannot play games');
  },
};
