import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MissionLeaderboard } from './MissionLeaderboard.tsx';
import { storyBoard } from './missionStories.ts';
import { shownIn } from './storyMoney.ts';

const meta = {
  component: MissionLeaderboard,
  args: { board: storyBoard, kind: 'lotteryStake', title: 'Bet on lottery today' },
} satisfies Meta<typeof MissionLeaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ loaded, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Leaderboard: Bet on lottery today' });
    const rows = within(table).getAllByRole('row');
    // A header row and four players; equal scores share rank 2.
    await expect(rows).toHaveLength(5);
    const mine = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(mine).toHaveLength(1);
    await expect(mine[0]).toHaveTextContent(`de***o(you)${shownIn(loaded, '640')}`);
    await expect(canvas.queryByText(/^Your rank/)).toBeNull();
  },
};

export const OutsideTheList: Story = {
  args: {
    board: {
      ...storyBoard,
      list: storyBoard.list.filter((row) => !row.mine),
      me: { rank: 25, score: '2' },
    },
  },
  play: async ({ loaded, canvas }) => {
    await expect(canvas.getByText(`Your rank: 25, score ${shownIn(loaded, '2')}`)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { board: { ...storyBoard, list: [], me: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scores yet this period.')).toBeVisible();
  },
};
