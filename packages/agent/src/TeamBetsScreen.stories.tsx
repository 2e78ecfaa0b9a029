import type { BetRecord, TeamMember } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentSession, never, pageOf } from './storyFixtures.tsx';
import { TeamBetsScreen } from './TeamBetsScreen.tsx';

const downline = (memberId: number, username: string): TeamMember => ({
  memberId,
  username,
  type: 0,
  series: 1900,
  balance: '10.00',
  lastLoginAt: null,
  registeredAt: '2026-10-01T00:00:00.000Z',
  teamSize: 0,
  contracts: [],
});

const bet = (betId: string, status: BetRecord['status']): BetRecord => ({
  betId,
  category: 'LOTT',
  vassalage: 'LOTT',
  gameName: 'Fast 3',
  betAmount: '20.00',
  winAmount: status === 'pending' ? null : status === 'won' ? '39.00' : '0.00',
  profit: status === 'pending' ? null : status === 'won' ? '19.00' : '-20.00',
  status,
  betAt: '2026-11-28T01:00:00.000Z',
  settledAt: status === 'pending' ? null : '2026-11-28T01:05:00.000Z',
});

const asked: unknown[] = [];
const api = {
  agentTeamMembers: async () => ({
    ...pageOf([downline(3002, 'teamplayer'), downline(3003, 'luckyone')]),
    parentId: 2001,
  }),
  agentTeamBets: async (input: unknown) => {
    asked.push(input);
    const { status } = input as { status?: BetRecord['status'] };
    const rows = [bet('b1', 'won'), bet('b2', 'lost')].filter(
      (b) => !status || b.status === status,
    );
    return { ...pageOf(rows), totals: { betAmount: '40.00', winAmount: '39.00', profit: '-1.00' } };
  },
};

/**
 * At /agentHome/team-bets with the address's query (team management links here with one);
 * each story names its own, as a router may not hold another.
 */
const at = (query: string) => (Story: () => React.JSX.Element) => (
  <MemoryRouter initialEntries={[`/agentHome/team-bets${query}`]}>
    <Routes>
      <Route path="/agentHome/*" element={<Story />} />
    </Routes>
  </MemoryRouter>
);

const meta = {
  component: TeamBetsScreen,
  args: { timeZone: 'Asia/Shanghai' },
  parameters: { session: agentSession, api },
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof TeamBetsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No member picked: the direct downlines to choose from; a pick shows that member's bets. */
export const PickAMember: Story = {
  decorators: [at('')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bets of luckyone' }));
    const table = await canvas.findByRole('table', { name: 'Bets of luckyone' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(asked).toContainEqual({
      memberId: 3003,
      period: 'today',
      pageNo: 1,
      pageSize: 20,
    });
  },
};

/** From team management's link, filtered by status. */
export const FromTeamManagement: Story = {
  decorators: [at('?member=5001&name=deepplayer')],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Bets of deepplayer' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'won');
    const table = canvas.getByRole('table', { name: 'Bets of deepplayer' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('cell', { name: 'Won' })).toBeVisible();
    await expect(asked).toContainEqual({
      memberId: 5001,
      period: 'today',
      status: 'won',
      pageNo: 1,
      pageSize: 20,
    });
  },
};

export const NoTeam: Story = {
  decorators: [at('')],
  parameters: {
    api: { ...api, agentTeamMembers: async () => ({ ...pageOf([]), parentId: 2001 }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No team members found.')).toBeVisible();
  },
};

export const NoBets: Story = {
  decorators: [at('?member=3002&name=teamplayer')],
  parameters: {
    api: {
      ...api,
      agentTeamBets: async () => ({
        ...pageOf([]),
        totals: { betAmount: '0.00', winAmount: '0.00', profit: '0.00' },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records for this period.')).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [at('?member=3002&name=teamplayer')],
  parameters: { api: { ...api, agentTeamBets: never } },
};

export const Phone: Story = {
  decorators: [at('?member=3002&name=teamplayer')],
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
