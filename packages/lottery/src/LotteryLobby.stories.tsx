import type { LotteryMenuGroup } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LotteryLobby } from './LotteryLobby.tsx';

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#e33"/></svg>',
)}`;

const game = (gameCode: string, gameName: string, gameGroupCode: string, isSale = true) => ({
  gameId: gameCode.length,
  gameCode,
  gameName,
  gameGroupCode,
  webIconUrl: icon,
  isSale,
  tag: '',
  prizeMode: 'LOTT' as const,
  drawGroup: gameGroupCode,
});

const groups: LotteryMenuGroup[] = [
  {
    gameGroupCode: 'K3',
    gameGroupName: 'Fast 3',
    games: [game('K31M', 'Fast 3 (1 min)', 'K3'), game('K35M', 'Fast 3 (5 min)', 'K3', false)],
  },
  { gameGroupCode: 'SSC', gameGroupName: 'SSC', games: [game('SSC1M', 'Speed SSC', 'SSC')] },
];

const meta = {
  component: LotteryLobby,
  args: { groups, selectedGroup: undefined, onGroup: fn(), onGame: fn() },
} satisfies Meta<typeof LotteryLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstGroup: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Fast 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fast 3 (1 min)' }));
    await expect(args.onGame).toHaveBeenCalledWith('K31M');
    await expect(canvas.getByRole('button', { name: 'Fast 3 (5 min)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'SSC' }));
    await expect(args.onGroup).toHaveBeenCalledWith('SSC');
  },
};

export const GroupFromTheAddress: Story = {
  args: { selectedGroup: 'SSC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Speed SSC' })).toBeVisible();
  },
};

export const NothingOnSale: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lottery games are on sale.')).toBeVisible();
  },
};
