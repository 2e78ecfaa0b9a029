import { ApiError } from '@portal/api-client';
import type { FreezeScope, StaffFreezes } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  loadConsoleCatalogue,
  openedDialog,
  reasonRequired,
  withConsole,
} from '../storyDecorators.tsx';
import { AgentFreezeCard } from './AgentFreezeCard.tsx';

const meta = {
  component: AgentFreezeCard,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { canManage: true },
} satisfies Meta<typeof AgentFreezeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const SINCE = '2026-11-24T02:10:00.000Z';

const freezes = (
  staff: Partial<Record<FreezeScope, string>> = {},
  bill: readonly FreezeScope[] = [],
): StaffFreezes => ({
  memberId: 12,
  username: 'subagent',
  scopes: (['team', 'withdrawals', 'transfers'] as const).map((scope) => ({
    scope,
    staff: staff[scope] ? { reason: staff[scope], since: SINCE } : null,
    bill: bill.includes(scope) ? { since: SINCE } : null,
  })),
});

const lookUp = async (canvas: ReturnType<typeof within>) => {
  const form = canvas.getByRole('form', { name: "Find an agent's freezes" });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Brand code' }), 'SR77');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Agent id' }), '12');
  await userEvent.click(within(form).getByRole('button', { name: 'Show freezes' }));
  return canvas.findByRole('table', { name: 'Freezes of subagent' });
};

const asked: unknown[] = [];

/** Nothing frozen; staff freeze withdrawals with a reason and the row shows it. */
export const Default: Story = {
  parameters: {
    staff: {
      answers: {
        agentPayFreezes: async () =>
          asked.length > 0 ? freezes({ withdrawals: 'KYC' }) : freezes(),
        agentPayFreeze: async (input: unknown) => {
          asked.push(input);
          return freezes({ withdrawals: 'KYC' });
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await lookUp(canvas);
    const row = within(table).getByRole('row', { name: /Withdrawals/ });
    await expect(row).toHaveTextContent('Open');
    await userEvent.click(within(row).getByRole('button', { name: 'Freeze Withdrawals' }));
    await reasonRequired(await openedDialog({ name: 'Freeze Withdrawals' }), {
      confirm: 'Freeze',
      sent: asked,
      reason: ' KYC ',
    });
    await expect(asked).toEqual([
      { merchantCode: 'SR77', memberId: 12, scope: 'withdrawals', frozen: true, reason: 'KYC' },
    ]);
    await expect(
      await within(table).findByRole('button', { name: 'Unfreeze Withdrawals' }),
    ).toBeVisible();
    await expect(within(table).getByRole('row', { name: /Withdrawals/ })).toHaveTextContent('KYC');
  },
};

/**
 * An unpaid bill froze every scope and staff froze the team too: unfreezing says only staff's
 * freeze lifts; the bill's stays shown.
 */
export const FrozenByBill: Story = {
  parameters: {
    staff: {
      answers: {
        agentPayFreezes: async () =>
          freezes({ team: 'Fraud review' }, ['team', 'withdrawals', 'transfers']),
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await lookUp(canvas);
    const team = within(table).getByRole('row', { name: /Team/ });
    await expect(team).toHaveTextContent('Fraud review');
    await expect(within(table).getAllByText(/^Frozen since/)).toHaveLength(4);
    await userEvent.click(
      within(team).getByRole('button', { name: 'Unfreeze Team (no new downlines or contracts)' }),
    );
    const dialog = await openedDialog();
    await expect(dialog).toHaveTextContent(
      'Lifts the staff freeze only; a freeze for an unpaid bill stays until the bill is settled.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

/** A role that reads pay only sees the scopes and no toggle. */
export const ReadOnly: Story = {
  args: { canManage: false },
  parameters: {
    staff: { answers: { agentPayFreezes: async () => freezes({ transfers: 'Chargeback' }) } },
  },
  play: async ({ canvas }) => {
    const table = await lookUp(canvas);
    await expect(within(table).getByRole('row', { name: /Transfers out/ })).toHaveTextContent(
      'Chargeback',
    );
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

/** An id outside the brand: the catalogue's message. */
export const NotFound: Story = {
  parameters: {
    staff: {
      answers: {
        agentPayFreezes: async () => {
          throw new ApiError('not.found', undefined, 404);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: "Find an agent's freezes" });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Brand code' }), 'SR77');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Agent id' }), '999');
    await userEvent.click(within(form).getByRole('button', { name: 'Show freezes' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
