import type {
  AgentApplication,
  AgentTree,
  StaffAgentRunLine,
  StaffDividendBill,
  TreeMember,
} from '@portal/contract';
import { ROLE_PERMISSIONS } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  loadConsoleCatalogue,
  openedDialog,
  page,
  reasonRequired,
  refusedStory,
  withConsole,
} from '../storyDecorators.tsx';
import { AgentsDeskScreen } from './AgentsDeskScreen.tsx';

const merchants = async () => ({ merchants: [{ merchantCode: 'SR77', name: 'Sunrise' }] });

const member = (memberId: number, username: string, teamSize = 1, series = 1800): TreeMember => ({
  memberId,
  username,
  type: teamSize > 1 ? 1 : 0,
  series,
  teamSize,
});

const topLevel: AgentTree = {
  member: null,
  above: [],
  downlines: { ...page([member(1, 'agent', 4, 1950), member(9, 'demo')]), total: 2 },
};
const subagent: AgentTree = {
  member: { ...member(2, 'subagent', 2, 1900), pendingMove: null },
  above: [member(1, 'agent', 4, 1950)],
  downlines: { ...page([member(3, 'subplayer', 1, 1850)]), total: 1 },
};

const application = (id: number, name: string, username: string | null): AgentApplication => ({
  applicationId: id,
  merchantCode: 'SR77',
  memberId: username ? 20 + id : null,
  username,
  name,
  contact: 'contact@example.com',
  note: 'I run a club',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  reason: null,
});

const meta = {
  component: AgentsDeskScreen,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { permissions: [...ROLE_PERMISSIONS.risk] },
} satisfies Meta<typeof AgentsDeskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const moved: unknown[] = [];

const agent: AgentTree = {
  member: { ...member(1, 'agent', 4, 1950), pendingMove: null },
  above: [],
  downlines: { ...page([member(2, 'subagent', 2, 1900), member(4, 'teamplayer')]), total: 2 },
};

/** The top level; a click goes one level down, an upline's name one level up again. */
export const Default: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: async (input: { memberId?: number }) =>
          input.memberId === 1 ? agent : input.memberId === 2 ? subagent : topLevel,
        agentApplications: async () => page([]),
      },
    },
  },
  play: async ({ canvas }) => {
    const top = await canvas.findByRole('table', { name: 'Top level' });
    await expect(within(top).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(top).getByRole('button', { name: 'agent' }));
    await expect(await canvas.findByRole('region', { name: 'Member agent' })).toHaveTextContent(
      'No upline: top level',
    );
    const down = canvas.getByRole('table', { name: 'Direct downlines' });
    await userEvent.click(within(down).getByRole('button', { name: 'subagent' }));
    const sub = await canvas.findByRole('region', { name: 'Member subagent' });
    await userEvent.click(
      within(within(sub).getByRole('navigation', { name: 'Uplines' })).getByRole('button', {
        name: 'agent',
      }),
    );
    await expect(await canvas.findByRole('region', { name: 'Member agent' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Top level' }));
    await expect(await canvas.findByRole('table', { name: 'Top level' })).toBeVisible();
  },
};

/** A member's place: its upline path and downlines; the move asks for a reason first. */
export const Member: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: async () => subagent,
        agentApplications: async () => page([]),
        agentMove: async (input: unknown) => {
          moved.push(input);
          return {
            memberId: 2,
            toUplineId: 9,
            toUpline: 'demo',
            effectiveAt: '2026-11-22T00:00:00.000Z',
            reason: 'asked by the brand',
          };
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Member subagent' });
    await expect(within(card).getByRole('navigation', { name: 'Uplines' })).toHaveTextContent(
      'agent',
    );
    await expect(canvas.getByRole('table', { name: 'Direct downlines' })).toHaveTextContent(
      'subplayer',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Move under another upline' }));
    const dialog = await openedDialog({ name: 'Move subagent' });
    await userEvent.type(within(dialog).getByLabelText("New upline's member id"), '9');
    await reasonRequired(dialog, { confirm: 'Move', sent: moved, reason: 'asked by the brand' });
    await expect(moved.at(-1)).toEqual({
      merchantCode: 'SR77',
      memberId: 2,
      toUplineId: 9,
      reason: 'asked by the brand',
    });
  },
};

/** A move waiting for the next brand day shows on the member. */
export const MoveWaiting: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: async () => ({
          ...subagent,
          member: {
            ...member(2, 'subagent', 2, 1900),
            pendingMove: {
              toUplineId: 9,
              toUpline: 'demo',
              effectiveAt: '2026-11-22T00:00:00.000Z',
              reason: 'asked by the brand',
            },
          },
        }),
        agentApplications: async () => page([]),
      },
    },
  },
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('region', { name: 'Team tree' });
    await expect(await within(tree).findByRole('status')).toHaveTextContent('Moves under demo');
  },
};

const decided: unknown[] = [];

/** Support sees the applications only: it approves one with a type and prize group, rejects one with a reason. */
export const Applications: Story = {
  args: { permissions: [...ROLE_PERMISSIONS.support].filter((p) => p !== 'agents.read') },
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentApplications: async () =>
          page([application(1, 'Visitor Vu', null), application(2, 'Demo', 'demo')]),
        agentApplicationDecide: async (input: { decision: string }) => {
          decided.push(input);
          return {
            ...application(2, 'Demo', 'demo'),
            status: input.decision === 'approve' ? 'approved' : 'rejected',
          };
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Team tree' })).toBeNull();
    const table = await canvas.findByRole('table', { name: 'Applications' });
    await expect(table).toHaveTextContent('Visitor Vu (visitor)');
    await userEvent.click(within(table).getByRole('button', { name: 'Approve Demo' }));
    const approve = await openedDialog({ name: 'Approve Demo' });
    const series = within(approve).getByLabelText('Prize group');
    await userEvent.clear(series);
    await userEvent.type(series, '1900');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await expect(decided.at(-1)).toEqual({
      applicationId: 2,
      decision: 'approve',
      type: 1,
      series: 1900,
    });
    await userEvent.click(within(table).getByRole('button', { name: 'Reject Visitor Vu' }));
    const reject = await openedDialog({ name: 'Reject Visitor Vu' });
    await userEvent.type(within(reject).getByLabelText('Reason'), 'no licence');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await expect(decided.at(-1)).toEqual({
      applicationId: 1,
      decision: 'reject',
      reason: 'no licence',
    });
  },
};

export const NoApplications: Story = {
  args: { permissions: ['agents.applications'] },
  parameters: {
    staff: { answers: { staffMerchants: merchants, agentApplications: async () => page([]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No applications are waiting.')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { permissions: ['agents.applications'] },
  ...refusedStory('agentApplications', { staffMerchants: merchants }),
};

export const Loading: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: () => new Promise(() => undefined),
        agentApplications: () => new Promise(() => undefined),
      },
    },
  },
};

const cancelled: unknown[] = [];
const settled: unknown[] = [];
const bill = (billId: number, status: StaffDividendBill['status']): StaffDividendBill => ({
  billId,
  merchantCode: 'SR77',
  periodStart: '2026-11-20T00:00:00.000Z',
  payerAccount: 'agent',
  payeeAccount: 'subagent',
  currency: 'CNY',
  amount: '1200.00',
  collected: status === 'partiallyCollected' ? '400.00' : '0.00',
  status,
  dueAt: '2026-11-22T02:10:00.000Z',
  cancelReason: '',
});

/**
 * The pay part: runs and bills listed; an open bill is cancelled with a reason (a paid one has
 * no cancel); a closed salary window is settled now, under its schedule's key.
 */
export const Pay: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: async () => topLevel,
        agentApplications: async () => page([]),
        agentPayRuns: async () =>
          page([
            {
              merchantCode: 'SR77',
              runType: 'dailySalary',
              windowStart: '2026-11-20T00:00:00.000Z',
              windowEnd: '2026-11-21T00:00:00.000Z',
              currency: 'CNY',
              total: '3500.00',
              lines: 2,
              ranAt: '2026-11-21T02:05:00.000Z',
            },
          ]),
        agentPayBills: async () => page([bill(7, 'partiallyCollected'), bill(8, 'paid')]),
        agentPayBillCancel: async (input: unknown) => {
          cancelled.push(input);
          return { billId: 7, status: 'cancelled' };
        },
        agentPaySettleNow: async (input: unknown) => {
          settled.push(input);
          return { windowStart: '2026-11-20T00:00:00.000Z', alreadyRun: true };
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const runs = await canvas.findByRole('table', { name: 'Runs by window' });
    // Each card is a region named by its heading; its table names its rows, not the same words.
    for (const [card, table] of [
      ['Pay runs', 'Runs by window'],
      ['Dividend bills', 'Bills and collections'],
    ]) {
      const region = canvas.getByRole('region', { name: card });
      await expect(within(region).getByRole('table', { name: table })).toBeVisible();
      await expect(within(region).queryByRole('table', { name: card })).toBeNull();
    }
    await expect(runs).toHaveTextContent('dailySalary');
    // Wire money shown as staff read amounts: grouped, with the run's and bill's currency.
    await expect(runs).toHaveTextContent('3,500.00 CNY');
    const bills = await canvas.findByRole('table', { name: 'Bills and collections' });
    await expect(bills).toHaveTextContent('1,200.00 CNY');
    await expect(bills).toHaveTextContent('400.00 CNY');
    await expect(within(bills).queryByRole('button', { name: 'Cancel bill 8' })).toBeNull();
    await userEvent.click(within(bills).getByRole('button', { name: 'Cancel bill 7' }));
    const dialog = await openedDialog({ name: 'Cancel bill 7' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Disputed ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    await expect(cancelled).toEqual([{ billId: 7, reason: 'Disputed' }]);

    const form = canvas.getByRole('form', { name: 'Settle now' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Brand code' }), 'SR77');
    await userEvent.type(within(form).getByLabelText('Window start'), '2026-11-20T00:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Settle now' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'That window was already paid; nothing more was paid.',
    );
    await expect(settled).toEqual([
      expect.objectContaining({ merchantCode: 'SR77', contractType: 'dailySalary' }),
    ]);
  },
};

const dividendRun = {
  merchantCode: 'SR77',
  runType: 'dividend:daily',
  windowStart: '2026-11-20T00:00:00.000Z',
  windowEnd: '2026-11-21T00:00:00.000Z',
  currency: 'CNY',
  total: '800.00',
  lines: 2,
  ranAt: '2026-11-21T02:10:00.000Z',
};
const runLine = (
  agentAccount: string,
  payerAccount: string | null,
  amount: string,
  paid: string,
  movementId: string | null,
): StaffAgentRunLine => ({
  agentId: agentAccount.length,
  agentAccount,
  contractId: agentAccount.length + 40,
  payerAccount,
  currency: 'CNY',
  base: '8000.00',
  activeMembers: 3,
  rate: payerAccount ? '5' : '10',
  amount,
  paid,
  movementId,
});
const linesAsked: unknown[] = [];

/**
 * A run's lines, opened from the runs list: the top agent paid by the platform through the
 * run's movement, its downline owed by it (a bill, no movement of the run); closed again.
 */
export const PayRunLines: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: async () => topLevel,
        agentApplications: async () => page([]),
        agentPayRuns: async () => page([dividendRun]),
        agentPayBills: async () => page([]),
        agentPayRunLines: async (input: unknown) => {
          linesAsked.push(input);
          return page([
            runLine('agent', null, '800.00', '800.00', '9001'),
            runLine('subagent', 'agent', '400.00', '0.00', null),
          ]);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const runs = await canvas.findByRole('table', { name: 'Runs by window' });
    const open = within(runs).getByRole('button', { name: /^Lines of dividend:daily from / });
    await userEvent.click(open);
    const lines = await canvas.findByRole('table', { name: /^Lines of dividend:daily, / });
    const [, top, sub] = within(lines).getAllByRole('row');
    await expect(top).toHaveTextContent('agent');
    await expect(top).toHaveTextContent('Platform');
    await expect(top).toHaveTextContent('800.00 CNY');
    await expect(top).toHaveTextContent('9001');
    await expect(sub).toHaveTextContent('subagent');
    await expect(sub).toHaveTextContent('#48');
    await expect(sub).toHaveTextContent('400.00 CNY');
    await expect(linesAsked).toEqual([
      expect.objectContaining({
        merchantCode: 'SR77',
        runType: 'dividend:daily',
        windowStart: '2026-11-20T00:00:00.000Z',
      }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('table', { name: /^Lines of / })).toBeNull();
  },
};

const settledDividends: unknown[] = [];

/**
 * "Settle now" for a closed dividend period: staff pick the period's kind as the runs list
 * names it; the call carries the dividend and its period, and a first run says it is queued.
 */
export const PaySettleDividend: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentTree: async () => topLevel,
        agentApplications: async () => page([]),
        agentPayRuns: async () => page([]),
        agentPayBills: async () => page([]),
        agentPaySettleNow: async (input: unknown) => {
          settledDividends.push(input);
          return { windowStart: '2026-11-01T00:00:00.000Z', alreadyRun: false };
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Settle now' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Brand code' }), 'SR77');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Run' }),
      'Half-monthly dividend',
    );
    await userEvent.type(within(form).getByLabelText('Window start'), '2026-11-03T00:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Settle now' }));
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      "The window's run is queued.",
    );
    await expect(settledDividends).toEqual([
      expect.objectContaining({
        merchantCode: 'SR77',
        contractType: 'dividend',
        period: 'semimonthly',
      }),
    ]);
  },
};

/** A role that only reads pay (finance) sees runs and bills and no action. */
export const PayReadOnly: Story = {
  args: { permissions: [...ROLE_PERMISSIONS.finance] },
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        agentPayRuns: async () => page([]),
        agentPayBills: async () => page([bill(7, 'issued')]),
      },
    },
  },
  play: async ({ canvas }) => {
    const bills = await canvas.findByRole('table', { name: 'Bills and collections' });
    await expect(within(bills).queryByRole('button', { name: 'Cancel bill 7' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Settle now' })).toBeNull();
    await expect(canvas.getByText('No run has paid anything yet.')).toBeVisible();
  },
};
