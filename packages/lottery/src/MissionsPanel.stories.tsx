import { ApiError } from '@portal/api-client';
import { callStateStories } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MissionsPanel } from './MissionsPanel.tsx';
import { missionSession, storyMissions } from './missionStories.ts';
import { shownIn } from './storyMoney.ts';

/** A server whose first mission is claimed once the claim call has been answered. */
const claimingServer = () => {
  let claimed = false;
  return {
    missionSummary: async () => ({
      missions: storyMissions.map((m) =>
        claimed && m.missionId === 1 ? { ...m, status: 'claimed' as const } : m,
      ),
    }),
    claimMission: fn(async (input: unknown) => {
      claimed = true;
      const { missionId, periodKey } = input as { missionId: number; periodKey: string };
      return { missionId, periodKey, reward: 8, status: 'claimed' };
    }),
    balance: async () => ({
      sumBalance: '10008',
      currency: 'CNY',
      currencySymbol: '¥',
      list: [],
    }),
  };
};

const meta = {
  component: MissionsPanel,
  args: { onLeaderboards: fn() },
  parameters: { session: missionSession, api: claimingServer() },
} satisfies Meta<typeof MissionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { api: claimingServer() },
  play: async ({ loaded, canvas, userEvent, args, parameters }) => {
    const claim = await canvas.findByRole('button', { name: 'Claim reward' });
    await expect(canvas.getByText('In progress')).toBeVisible();
    await expect(canvas.getAllByText('Reward claimed')).toHaveLength(1);
    await userEvent.click(claim);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Reward of ${shownIn(loaded, '8')} paid into your wallet.`,
    );
    await expect(await canvas.findAllByText('Reward claimed')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Claim reward' })).toBeNull();
    await expect(
      (parameters.api as ReturnType<typeof claimingServer>).claimMission,
    ).toHaveBeenCalledWith({ missionId: 1, periodKey: '2026-11-21' });
    await userEvent.click(canvas.getByRole('button', { name: 'See the leaderboards' }));
    await expect(args.onLeaderboards).toHaveBeenCalled();
  },
};

export const ClaimAfterThePeriod: Story = {
  parameters: {
    api: {
      missionSummary: async () => ({ missions: storyMissions }),
      claimMission: async () => {
        throw new ApiError('mission.period.over', undefined, 409);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByText('Period over')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim reward' })).toBeNull();
  },
};

export const ClaimRefused: Story = {
  parameters: {
    api: {
      missionSummary: async () => ({ missions: storyMissions }),
      claimMission: async () => {
        throw new ApiError('mission.already.claimed', undefined, 409);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim reward' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The reward of this mission was already claimed.',
    );
  },
};

const states = callStateStories('missionSummary', {
  empty: { missions: [] },
  says: 'No missions right now.',
  code: 'function.not.available',
  status: 403,
  alert: 'Not enabled function, please contact customer service.',
});

export const Empty: Story = states.Empty;

export const Loading: Story = states.Loading;

export const Failed: Story = states.Failed;
