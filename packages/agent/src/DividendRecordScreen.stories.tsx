import { ApiError } from '@portal/api-client';
import type { DividendBill } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DividendRecordScreen } from './DividendRecordScreen.tsx';
import { agentScreen, never, pageOf } from './storyFixtures.tsx';

const bill = (overrides: Partial<DividendBill>): DividendBill => ({
  billId: 1,
  period: 'semimonthly',
  periodStart: '2026-11-01T05:00:00.000Z',
  payerAccount: 'agent',
  payeeAccount: 'subagent',
  amount: '1200.00',
  collected: '0.00',
  status: 'issued',
  issuedAt: '2026-11-16T05:00:00.000Z',
  dueAt: '2026-11-19T05:00:00.000Z',
  ...overrides,
});

const owed = [
  bill({ billId: 1 }),
  bill({ billId: 2, payeeAccount: 'subagent2', status: 'paid', amount: '300.00' }),
];
const paid: unknown[] = [];
let settled = false;

const meta = {
  component: DividendRecordScreen,
  ...agentScreen('dividends', {
    dividendBills: async (input: unknown) =>
      (input as { side: string }).side === 'payer'
        ? pageOf(settled ? owed.map((b) => ({ ...b, status: 'paid' })) : owed)
        : pageOf([bill({ billId: 9, payerAccount: 'topagent', payeeAccount: 'agent' })]),
    payDividendBill: async (input: unknown) => {
      paid.push(input);
      settled = true;
      return { billId: 1, status: 'paid' };
    },
  }),
  beforeEach: () => {
    paid.length = 0;
    settled = false;
  },
} satisfies Meta<typeof DividendRecordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unpaid bill to a downline: "pay" settles it; a paid one offers nothing. */
export const UnpaidBill: Story = {
  play: async ({ canvas }) => {
    const payButton = await canvas.findByRole('button', { name: 'Pay the bill of subagent' });
    await expect(canvas.queryByRole('button', { name: 'Pay the bill of subagent2' })).toBeNull();
    await userEvent.click(payButton);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Pay the bill of subagent' })).toBeNull(),
    );
    await expect(paid).toEqual([{ billId: 1 }]);
  },
};

/** What the upline owes this agent: no pay button on this side. */
export const OwedToMe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Owed to me' }));
    const table = await canvas.findByRole('table', { name: 'Dividend bills' });
    await expect(table).toHaveTextContent('topagent');
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

/** Paying while frozen or short of money: the catalogue's words. */
export const PayRefused: Story = {
  parameters: {
    api: {
      dividendBills: async () => pageOf([bill({ billId: 1 })]),
      payDividendBill: async () => {
        throw new ApiError('wallet.insufficient.funds', undefined, 400);
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay the bill of subagent' }));
    await expect(await canvas.findByRole('alert')).not.toBeEmptyDOMElement();
  },
};

export const NoBills: Story = {
  parameters: { api: { dividendBills: async () => pageOf([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records for this period.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { dividendBills: never } },
};
