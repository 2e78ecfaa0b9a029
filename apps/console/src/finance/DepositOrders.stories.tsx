import { ApiError } from '@portal/api-client';
import type { StaffDeposit } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { deskStories, page } from '../storyDecorators.tsx';
import { DepositOrders } from './DepositOrders.tsx';

const deposit = (orderNo: string, over: Partial<StaffDeposit> = {}): StaffDeposit => ({
  orderNo,
  merchantCode: 'SR77',
  currency: 'PHP',
  memberId: 3,
  username: 'demo',
  channelId: 'sandbox',
  kind: 'ewallet',
  amount: '100.00',
  paidAmount: '100.00',
  status: 'paid',
  memo: null,
  flag: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const asked: unknown[] = [];
const merchants = async () => ({
  merchants: [
    { merchantCode: 'SR77', name: 'Sunrise' },
    { merchantCode: 'LX88', name: 'Lucky 88' },
  ],
});

const meta = {
  component: DepositOrders,
  ...deskStories,
} satisfies Meta<typeof DepositOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every order; the filters go to the server, each from the first page again. */
export const Default: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        financeDeposits: async (input: unknown) => {
          asked.push(input);
          const { status } = input as { status?: string };
          return status === 'failed'
            ? page([
                deposit('D20261123BANK0002', {
                  channelId: 'bank',
                  kind: 'bankTransfer',
                  paidAmount: null,
                  status: 'failed',
                  merchantCode: 'LX88',
                }),
              ])
            : page([deposit('D20261123SBX00001'), deposit('D20261123BANK0002')]);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Deposit orders' });
    await expect(table).toHaveTextContent('D20261123SBX00001');
    const filters = canvas.getByRole('search', { name: 'Filter deposit orders' });
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Brand' }), 'LX88');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'failed');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Channel' }),
      'bankTransfer',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Flagged only' }));
    await expect(filters).toBeVisible();
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        pageNo: 1,
        pageSize: 20,
        merchantCode: 'LX88',
        status: 'failed',
        kind: 'bankTransfer',
        flagged: '1',
      }),
    );
    await expect(table).toHaveTextContent('Failed');
    await expect(table).not.toHaveTextContent('D20261123SBX00001');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Flagged only' }));
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('flagged'));
  },
};

export const Empty: Story = {
  parameters: {
    staff: { answers: { staffMerchants: merchants, financeDeposits: async () => page([]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No deposit matches.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    staff: {
      answers: {
        staffMerchants: merchants,
        financeDeposits: async () => {
          throw new ApiError('staff.permission.denied', undefined, 403);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
  },
};

export const Loading: Story = {
  parameters: {
    staff: {
      answers: { staffMerchants: merchants, financeDeposits: () => new Promise(() => undefined) },
    },
  },
};
