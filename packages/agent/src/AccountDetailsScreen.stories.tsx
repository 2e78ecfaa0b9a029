import type { Transaction } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountDetailsScreen } from './AccountDetailsScreen.tsx';
import { agentScreen, never, pageOf } from './storyFixtures.tsx';

const movement = (
  transactionNo: string,
  transType: Transaction['transType'],
  amount: number,
  remark: string = transType,
) => ({
  transactionNo,
  transType,
  amount: amount.toFixed(2),
  balanceAfter: (500 + amount).toFixed(2),
  createdAt: '2026-11-28T01:00:00.000Z',
  remark,
  wallet: null,
});

const asked: unknown[] = [];

const meta = {
  component: AccountDetailsScreen,
  args: { now: Date.UTC(2026, 10, 28, 2, 30), timeZone: 'Asia/Shanghai' },
  ...agentScreen('account-details', {
    memberTransactions: async (input: unknown) => {
      asked.push(input);
      const { transType } = input as { transType: Transaction['transType'] };
      return pageOf(
        transType === 'transfer'
          ? [
              movement('71', 'transfer', -50, 'agent_transfer'),
              movement('72', 'transfer', -30, 'agent_transfer_subsidy'),
              movement('70', 'transfer', 20, 'agent_transfer'),
            ]
          : transType === 'salary'
            ? [movement('80', 'salary', 100)]
            : transType === 'dividend'
              ? [
                  movement('90', 'dividend', -40, 'agent_transfer_bill'),
                  movement('91', 'dividend', 60, 'dividend_agent'),
                ]
              : [],
      );
    },
  }),
  beforeEach: () => {
    asked.length = 0;
  },
} satisfies Meta<typeof AccountDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Transfers first; the salaries tab asks for the salary movements of the same days. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const transfers = await canvas.findByRole('table', { name: 'Transfers' });
    await expect(within(transfers).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('tab', { name: 'Salaries' }));
    const salaries = await canvas.findByRole('table', { name: 'Salaries' });
    await expect(salaries).toHaveTextContent('80');
    await expect(asked).toContainEqual({
      startDate: '2026-11-28',
      endDate: '2026-11-28',
      transType: 'salary',
      pageNo: 1,
      pageSize: 20,
    });
  },
};

/** Each transfer's sub-type shows by its name; a dividend paid by transfer shows as one. */
export const TransferSubTypes: Story = {
  play: async ({ canvas }) => {
    const typeColumn = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    const transfers = await canvas.findByRole('table', { name: 'Transfers' });
    await expect(typeColumn(transfers)).toEqual([
      'Normal transfer',
      'Promotion subsidy',
      'Normal transfer',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Dividends' }));
    const dividends = await canvas.findByRole('table', { name: 'Dividends' });
    await expect(typeColumn(dividends)).toEqual(['Dividend payment', 'Dividends']);
  },
};

export const Empty: Story = {
  parameters: { api: { memberTransactions: async () => pageOf([]) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records for this period.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { memberTransactions: never } },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
};
