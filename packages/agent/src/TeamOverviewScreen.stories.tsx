import type { TeamOverview } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentScreen, never } from './storyFixtures.tsx';
import { TeamOverviewScreen } from './TeamOverviewScreen.tsx';

const figures = {
  newMembers: 3,
  deposits: '5000.00',
  depositors: 4,
  withdrawals: '1200.00',
  validBet: '52000.00',
  prizes: '47000.00',
  rebates: '300.00',
  promotions: '100.00',
  profitLoss: '-4600.00',
};
const overview: TeamOverview = {
  ...figures,
  teamBalance: '8800.00',
  teamSize: 42,
  onlineMembers: 5,
  days: [
    { day: '2026-11-27', ...figures },
    { day: '2026-11-28', ...figures, newMembers: 0 },
  ],
};
const asked: unknown[] = [];

const meta = {
  component: TeamOverviewScreen,
  // 2026-11-28 02:30 UTC: the 28th in Ho Chi Minh City.
  args: { now: Date.UTC(2026, 10, 28, 2, 30), timeZone: 'Asia/Ho_Chi_Minh' },
  ...agentScreen('team-overview', {
    agentTeamOverview: async (input: unknown) => {
      asked.push(input);
      return overview;
    },
  }),
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof TeamOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deep team's figures, and the last 7 brand days asked for with their daily series. */
export const DeepTeam: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('42')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Last 7 days' }));
    await waitFor(() => expect(asked).toContainEqual({ from: '2026-11-22', to: '2026-11-28' }));
    const table = await canvas.findByRole('table', { name: 'Day by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(asked[0]).toEqual({ from: '2026-11-28', to: '2026-11-28' });
  },
};

/** An agent with no team: zeros, no daily lines. */
export const NoTeam: Story = {
  parameters: {
    api: {
      agentTeamOverview: async (): Promise<TeamOverview> => ({
        newMembers: 0,
        deposits: '0.00',
        depositors: 0,
        withdrawals: '0.00',
        validBet: '0.00',
        prizes: '0.00',
        rebates: '0.00',
        promotions: '0.00',
        profitLoss: '0.00',
        teamBalance: '0.00',
        teamSize: 1,
        onlineMembers: 0,
        days: [],
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Online members')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { agentTeamOverview: never } },
};
