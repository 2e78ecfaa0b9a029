import type { TeamBet, TeamMember } from '@portal/contract';
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

const bet = (betId: string, status: TeamBet['status'], username = 'luckyone'): TeamBet => ({
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
  memberId: username.length,
  username,
});

const asked: unknown[] = [];
const api = {
  agentTeamMembers: async () => ({
    ...pageOf([downline(3002, 'teamplayer'), downline(3003, 'luckyone')]),
    parentId: 2001,
  }),
  // Two keyset pages: the first names the second's cursor, the second ends the list.
  agentTeamBets: async (input: unknown) => {
    asked.push(input);
    const { status, cursor } = input as { status?: TeamBet['status']; cursor?: string };
    const rows = cursor
      ? [bet('b3', 'lost', 'deepplayer')]
      : [bet('b1', 'won'), bet('b2', 'lost', 'teamplayer')];
    return {
      content: rows.filter((b) => !status || b.status === status),
      nextCursor: cursor ? null : 'next-1',
    };
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

/**
 * No member picked: the whole team's bets with whose each is; one level down; the next keyset
 * page and back.
 */
export const WholeTeam: Story = {
  decorators: [at('')],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Team bets' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByRole('cell', { name: 'teamplayer' })).toBeVisible();
    await expect(asked).toContainEqual({ levels: 'all', period: 'today', pageSize: 20 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Team bets' })).getByRole('cell', {
          name: 'deepplayer',
        }),
      ).toBeVisible(),
    );
    await expect(asked).toContainEqual({
      levels: 'all',
      period: 'today',
      cursor: 'next-1',
      pageSize: 20,
    });
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Levels' }), 'direct');
    await waitFor(() =>
      expect(asked).toContainEqual({ levels: 'direct', period: 'today', pageSize: 20 }),
    );
  },
};

/**
 * The game filter: the team's bets in one category (its name in the member's language), back to
 * every game; a new filter starts again at the first page.
 */
export const ByGame: Story = {
  decorators: [at('')],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Team bets' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const game = canvas.getByRole('combobox', { name: 'Game' });
    await expect(within(game).getByRole('option', { name: 'Live casino' })).toBeInTheDocument();
    await userEvent.selectOptions(game, 'LIVE');
    // The filter starts again at the first page (no cursor).
    await waitFor(() =>
      expect(asked).toContainEqual({
        levels: 'all',
        period: 'today',
        category: 'LIVE',
        pageSize: 20,
      }),
    );
    await expect(asked.at(-1)).not.toHaveProperty('cursor');
    await userEvent.selectOptions(game, '');
    await expect(await canvas.findByRole('cell', { name: 'teamplayer' })).toBeVisible();
  },
};

/** A member picked among the direct downlines: that member's bets. */
export const PickAMember: Story = {
  decorators: [at('')],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a member' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Bets of luckyone' }));
    const table = await canvas.findByRole('table', { name: 'Bets of luckyone' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(asked).toContainEqual({
      memberId: 3003,
      levels: 'all',
      period: 'today',
      pageSize: 20,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Whole team' }));
    await expect(await canvas.findByRole('table', { name: 'Team bets' })).toBeVisible();
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
      levels: 'all',
      period: 'today',
      status: 'won',
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose a member' }));
    await expect(await canvas.findByText('No team members found.')).toBeVisible();
  },
};

export const NoBets: Story = {
  decorators: [at('?member=3002&name=teamplayer')],
  parameters: {
    api: {
      ...api,
      agentTeamBets: async () => ({ content: [], nextCursor: null }),
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
  globals: { viewport: { value: 'phone' } },
};
