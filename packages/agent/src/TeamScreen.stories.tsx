import type { TeamMember } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { agentScreen, never, pageOf } from './storyFixtures.tsx';
import { TeamScreen } from './TeamScreen.tsx';

const member = (
  memberId: number,
  username: string,
  teamSize: number,
  more: Partial<TeamMember> = {},
): TeamMember => ({
  memberId,
  username,
  type: teamSize > 0 ? 1 : 0,
  series: 1950,
  balance: '120.50',
  lastLoginAt: '2026-11-27T10:00:00.000Z',
  registeredAt: '2026-10-01T00:00:00.000Z',
  teamSize,
  contracts: [],
  ...more,
});

/** A deep team: agent > subagent > subsubagent > player, plus a direct player. */
const levels: Record<string, TeamMember[]> = {
  root: [
    member(3001, 'subagent', 2, {
      type: 2,
      series: 1930,
      contracts: [
        { type: 'dividend', state: 'offered' },
        { type: 'dailySalary', state: 'active' },
        { type: 'realTimeSalary', state: 'ending' },
      ],
    }),
    member(3002, 'teamplayer', 0, { series: 1900 }),
  ],
  3001: [member(4001, 'subsubagent', 1)],
  4001: [member(5001, 'deepplayer', 0)],
};
const asked: unknown[] = [];

const meta = {
  component: TeamScreen,
  ...agentScreen('team', {
    agentTeamMembers: async (input: unknown) => {
      asked.push(input);
      const { parentId, search } = input as { parentId?: number; search?: string };
      const rows = (levels[parentId ?? 'root'] ?? []).filter(
        (row) => !search || row.username.startsWith(search),
      );
      return { ...pageOf(rows), parentId: parentId ?? 2001 };
    },
  }),
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof TeamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Down two levels and back up by the trail. */
export const DeepTeam: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open the team of subagent' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Open the team of subsubagent' }),
    );
    const table = await canvas.findByRole('table', { name: 'Team management' });
    await expect(table).toHaveTextContent('deepplayer');
    // A member without a team of its own has nothing to open.
    await expect(within(table).queryByRole('button', { name: /^Open the team of/ })).toBeNull();
    const trail = canvas.getByRole('navigation', { name: 'Team path' });
    await expect(
      within(trail)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['My team', 'subagent', 'subsubagent']);
    await userEvent.click(within(trail).getByRole('button', { name: 'My team' }));
    await expect(await canvas.findByText('teamplayer')).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('teamplayer');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'team');
    await waitFor(() => expect(canvas.queryByText('subagent')).toBeNull());
    await expect(canvas.getByText('teamplayer')).toBeVisible();
    await expect(asked).toContainEqual({ search: 'team', pageNo: 1, pageSize: 20 });
  },
};

/** Each row's type, prize group and contract states, as the rules' columns. */
export const Columns: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Team management' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual([
      'Username',
      'Type',
      'Prize group',
      'Team size',
      'Balance',
      'Last login',
      'Contracts',
      'Actions',
    ]);
    const sub = within(table).getByRole('row', { name: /subagent/ });
    await expect(sub).toHaveTextContent('Senior agent');
    await expect(sub).toHaveTextContent('1930');
    await expect(sub).toHaveTextContent(
      'Dividend: offer waiting, Daily wages: active, Real-time salary: ending',
    );
    const player = within(table).getByRole('row', { name: /teamplayer/ });
    await expect(player).toHaveTextContent('Member');
    await expect(player).toHaveTextContent('1900');
    await expect(player).toHaveTextContent('None');
  },
};

/** An agent with no team yet. */
export const NoTeam: Story = {
  parameters: {
    api: { agentTeamMembers: async () => ({ ...pageOf([]), parentId: 2001 }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No team members found.')).toBeVisible();
  },
};

/** The Transfer action of a row opens the transfer dialog for that member. */
export const Transfer: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Transfer to teamplayer' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: 'Transfer to teamplayer' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Bets of teamplayer' })).toHaveAttribute(
      'href',
      '/agentHome/team-bets?member=3002&name=teamplayer',
    );
  },
};

export const Loading: Story = {
  parameters: { api: { agentTeamMembers: never } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
