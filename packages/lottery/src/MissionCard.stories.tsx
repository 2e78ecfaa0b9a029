import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MissionCard } from './MissionCard.tsx';
import { storyMission } from './missionStories.ts';
import { shownIn } from './storyMoney.ts';

const meta = {
  component: MissionCard,
  args: { mission: storyMission(), state: 'inProgress', onClaim: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MissionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ loaded, canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Bet on lottery today' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      `${shownIn(loaded, '64')} of ${shownIn(loaded, '200')}`,
    );
    await expect(canvas.getByText(`Reward ${shownIn(loaded, '18')}`)).toBeVisible();
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim reward' })).toBeNull();
  },
};

export const Claimable: Story = {
  args: {
    mission: storyMission({
      kind: 'lotteryOrders',
      target: '1',
      progress: '1',
      reward: '8',
      status: 'claimable',
    }),
    state: 'claimable',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('1 of 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim reward' }));
    await expect(args.onClaim).toHaveBeenCalledWith(args.mission);
  },
};

export const Claiming: Story = {
  args: { ...Claimable.args, state: 'claiming' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Claiming reward' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Claimed: Story = {
  args: { mission: storyMission({ progress: '250', status: 'claimed' }), state: 'claimed' },
  play: async ({ loaded, canvas }) => {
    // Past the target the bar is full; the text still says how far the member went.
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '200');
    await expect(
      canvas.getByText(`${shownIn(loaded, '250')} of ${shownIn(loaded, '200')}`),
    ).toBeVisible();
    await expect(canvas.getByText('Reward claimed')).toBeVisible();
  },
};

export const PeriodOver: Story = {
  args: { mission: storyMission({ progress: '250', status: 'claimable' }), state: 'periodOver' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Period over')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WeeklyWins: Story = {
  args: {
    mission: storyMission({
      kind: 'lotteryDrawsWon',
      period: 'weekly',
      target: '10',
      progress: '3',
      reward: '88',
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Win lottery draws this week' }),
    ).toHaveAttribute('aria-valuetext', '3 of 10');
  },
};
