import type { ReconciliationReport, StaffDeposit, StaffWithdrawal } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { deskStories, page, refusedStory } from '../storyDecorators.tsx';
import { FinanceScreen } from './FinanceScreen.tsx';

const withdrawal = (id: number, over: Partial<StaffWithdrawal> = {}): StaffWithdrawal => ({
  withdrawalId: id,
  merchantCode: 'LX88',
  memberId: 3,
  username: 'demo',
  currency: 'CNY',
  amount: '500.00',
  status: 'pending',
  bankName: 'Test Bank',
  accountMasked: '**** **** 2222',
  payee: 'Dana Demo',
  createdAt: '2026-11-23T10:00:00.000Z',
  turnoverSinceDeposit: '1200.00',
  reason: null,
  confirmation: null,
  receivedAmount: null,
  proofCount: 0,
  ...over,
});

const deposit = (orderNo: string, over: Partial<StaffDeposit> = {}): StaffDeposit => ({
  orderNo,
  merchantCode: 'LX88',
  currency: 'CNY',
  memberId: 3,
  username: 'demo',
  channelId: 'bank',
  kind: 'bankTransfer',
  amount: '800.00',
  paidAmount: null,
  status: 'pending',
  memo: '7F3A9C21B0',
  flag: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const report = (day: string, over: Partial<ReconciliationReport> = {}): ReconciliationReport => ({
  merchantCode: 'LX88',
  day,
  currency: 'CNY',
  timeZone: 'UTC',
  mainWallets: '61250.00',
  vendorWallets: '0.00',
  withdrawalHolds: '0.00',
  playerLiabilities: '61250.00',
  providerClearing: '25.00',
  bankClearing: '0.00',
  depositSuspense: '0.00',
  payoutsInTransit: '0.00',
  vendorHouses: '-120.00',
  provider: 'sandbox',
  statementPayins: '250.00',
  statementPayouts: '300.00',
  ledgerPayins: '250.00',
  ledgerPayouts: '300.00',
  payinDifference: '0.00',
  payoutDifference: '0.00',
  mismatch: false,
  createdAt: '2026-11-24T00:07:00.000Z',
  ...over,
});

const calls: { name: string; input: unknown }[] = [];
/** Waits until the last call the desk sent is `name` with `input`. */
const lastSent = (name: string, input: unknown) =>
  waitFor(() => expect(calls.at(-1)).toEqual({ name, input }));

/**
 * A row's decision that goes with a reason: its `button` stays disabled until the reason is
 * written in `field`, then is pressed.
 */
const withReason = async (
  canvas: ReturnType<typeof within>,
  { button, field, reason }: { button: string; field: string; reason: string },
) => {
  const press = canvas.getByRole('button', { name: button });
  await expect(press).toBeDisabled();
  await userEvent.type(canvas.getByRole('textbox', { name: field }), reason);
  await userEvent.click(press);
};

const answers = {
  financeWithdrawals: async (input: unknown) =>
    (input as { status?: string }).status === 'approved'
      ? page([withdrawal(13, { status: 'approved' })])
      : (input as { status?: string }).status === 'disputed'
        ? page([
            withdrawal(12, {
              status: 'disputed',
              confirmation: 'notReceived',
              receivedAmount: '0.00',
              proofCount: 2,
            }),
          ])
        : page([withdrawal(11)]),
  financeDeposits: async (input: unknown) =>
    (input as { flagged?: string }).flagged
      ? page([
          deposit('D20261123FLAGGED01', {
            kind: 'ewallet',
            status: 'paid',
            paidAmount: '90.50',
            flag: 'amountDiffers',
            memo: null,
          }),
        ])
      : page([deposit('D20261123BANK0001')]),
  financeWithdrawalApprove: async (input: unknown) => {
    calls.push({ name: 'approve', input });
    return withdrawal(11, { status: 'approved' });
  },
  financeWithdrawalReject: async (input: unknown) => {
    calls.push({ name: 'reject', input });
    return withdrawal(11, { status: 'rejected' });
  },
  financeDisputeResolve: async (input: unknown) => {
    calls.push({ name: 'resolve', input });
    return withdrawal(12, { status: 'resolved' });
  },
  financeReconciliation: async (input: unknown) => {
    calls.push({ name: 'reconciliation', input });
    const mismatched = report('2026-11-22', {
      depositSuspense: '25.00',
      ledgerPayins: '275.00',
      payinDifference: '-25.00',
      mismatch: true,
    });
    return (input as { mismatch?: string }).mismatch
      ? page([mismatched])
      : page([report('2026-11-23'), mismatched]);
  },
  financeDepositConfirm: async (input: unknown) => {
    calls.push({ name: 'confirm', input });
    return deposit('D20261123BANK0001', { status: 'paid' });
  },
  financeWithdrawalMarkPaid: async (input: unknown) => {
    calls.push({ name: 'markPaid', input });
    return withdrawal(13, { status: 'paid', confirmation: 'awaiting' });
  },
  financeDepositRefuse: async (input: unknown) => {
    calls.push({ name: 'refuse', input });
    return deposit('D20261123BANK0001', { status: 'failed' });
  },
  financeWithdrawalRisk: async (input: unknown) => ({
    withdrawalId: (input as { withdrawalId: number }).withdrawalId,
    turnover: { met: false, remaining: '300.00', betsSinceDeposit: '1200.00' },
    recentDeposits: [],
    sameAddress: [],
    sameDevice: [{ memberId: 8, username: 'twin', merchantCode: 'LX88', shared: 'browser-7' }],
  }),
};

const meta = {
  component: FinanceScreen,
  ...deskStories,
  parameters: { staff: { answers } },
} satisfies Meta<typeof FinanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pending withdrawals: approve at once, reject only with a reason. */
export const WithdrawalsToReview: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Withdrawals' });
    await expect(table).toHaveTextContent('demo (LX88)');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve withdrawal 11' }));
    await lastSent('approve', { withdrawalId: 11 });
    await withReason(canvas, {
      button: 'Reject withdrawal 11',
      field: 'Reason to reject withdrawal 11',
      reason: 'Payee differs',
    });
    await lastSent('reject', { withdrawalId: 11, reason: 'Payee differs' });
    // The risk signals open in the row.
    const risk = canvas.getByRole('button', { name: 'Risk signals of withdrawal 11' });
    await expect(risk).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(risk);
    await expect(
      await canvas.findByText('Not met: 300.00 still to bet (bets since deposit 1200.00)'),
    ).toBeVisible();
    await expect(canvas.getByText('twin (LX88), shares browser-7')).toBeVisible();
  },
};

/** Approved payouts whose callback has not come: marked paid only with a reason. */
export const PayoutsInTransit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Payouts in transit' }));
    const table = await canvas.findByRole('table', { name: 'Withdrawals' });
    await expect(table).toHaveTextContent('demo (LX88)');
    await withReason(canvas, {
      button: 'Mark withdrawal 13 paid',
      field: 'Reason to mark withdrawal 13 paid',
      reason: 'Provider statement shows it paid',
    });
    await lastSent('markPaid', { withdrawalId: 13, reason: 'Provider statement shows it paid' });
  },
};

/** Manual bank transfers: staff confirm what arrived, by the memo. */
export const BankDeposits: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bank deposits' }));
    const table = await canvas.findByRole('table', { name: 'Deposits' });
    await expect(table).toHaveTextContent('7F3A9C21B0');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirm deposit D20261123BANK0001' }),
    );
    await lastSent('confirm', { orderNo: 'D20261123BANK0001', amount: '800.00' });
    // A transfer that never arrived is refused, only with a reason.
    await withReason(canvas, {
      button: 'Refuse deposit D20261123BANK0001',
      field: 'Reason to refuse deposit D20261123BANK0001',
      reason: 'Nothing arrived',
    });
    await lastSent('refuse', { orderNo: 'D20261123BANK0001', reason: 'Nothing arrived' });
  },
};

/** An amount the contract's money format refuses is named beside it and nothing is sent. */
export const BankDepositBadAmount: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bank deposits' }));
    await canvas.findByRole('table', { name: 'Deposits' });
    const amount = canvas.getByRole('textbox', { name: 'Amount received for D20261123BANK0001' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '800.005');
    const sent = calls.length;
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirm deposit D20261123BANK0001' }),
    );
    await expect(amount).toHaveAccessibleDescription('Enter an amount in CNY, such as 100.50.');
    await expect(calls.slice(sent).filter((call) => call.name === 'confirm')).toEqual([]);
  },
};

/**
 * A brand in dong (no minor unit): an amount with decimals is refused, and the message's
 * example is written as dong are.
 */
export const BankDepositInDong: Story = {
  parameters: {
    staff: {
      answers: {
        ...answers,
        financeDeposits: async () =>
          page([
            deposit('D20261123DONG0001', {
              merchantCode: 'SG',
              currency: 'VND',
              amount: '500000',
            }),
          ]),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Bank deposits' }));
    await canvas.findByRole('table', { name: 'Deposits' });
    // Whole dong, grouped as the reader's language groups them.
    await expect(canvas.getByRole('cell', { name: '500,000 VND' })).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Amount received for D20261123DONG0001' });
    await expect(amount).toHaveValue('500000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500000.50');
    const sent = calls.length;
    await userEvent.click(
      canvas.getByRole('button', { name: 'Confirm deposit D20261123DONG0001' }),
    );
    await expect(amount).toHaveAccessibleDescription('Enter an amount in VND, such as 100000.');
    await expect(calls.slice(sent).filter((call) => call.name === 'confirm')).toEqual([]);
  },
};

export const FlaggedDeposits: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Flagged deposits' }));
    await expect(await canvas.findByRole('table', { name: 'Deposits' })).toHaveTextContent(
      'amountDiffers',
    );
  },
};

/** A payout the member did not receive: refunded, paid again, or forced received. */
export const Disputes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Disputes' }));
    const table = await canvas.findByRole('table', { name: 'Withdrawals' });
    await expect(table).toHaveTextContent('2 proof images');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Reason for withdrawal 12' }),
      'Bank confirmed it bounced',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refund: 12' }));
    await lastSent('resolve', {
      withdrawalId: 12,
      resolution: 'refunded',
      reason: 'Bank confirmed it bounced',
    });
  },
};

/** The daily reports: a mismatch is marked with its differences, and may be shown alone. */
export const Reconciliation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reconciliation' }));
    const table = await canvas.findByRole('table', { name: 'Reconciliation reports' });
    await expect(table).toHaveTextContent('2026-11-23 (UTC)');
    await expect(table).toHaveTextContent('Balanced');
    await expect(table).toHaveTextContent('Mismatch: pay-ins -25.00, payouts 0.00');
    await expect(table).toHaveTextContent('250.00 / 275.00');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mismatches only' }));
    await lastSent('reconciliation', { pageNo: 1, pageSize: 20, mismatch: '1' });
    await waitFor(() => expect(table).not.toHaveTextContent('Balanced'));
  },
};

export const ReconciliationEmpty: Story = {
  parameters: {
    staff: { answers: { ...answers, financeReconciliation: async () => page([]) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reconciliation' }));
    await expect(await canvas.findByText('Nothing to do here.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { staff: { answers: { ...answers, financeWithdrawals: async () => page([]) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to do here.')).toBeVisible();
  },
};

export const Failed: Story = refusedStory('financeWithdrawals', answers);
