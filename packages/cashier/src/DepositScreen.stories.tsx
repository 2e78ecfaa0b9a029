import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DepositScreen } from './DepositScreen.tsx';
import { channels, member, pendingOrder } from './storyFixtures.ts';

const meta = {
  component: DepositScreen,
  args: { orderNo: null, onOrderOpened: fn(), openCashier: fn(), onNewDeposit: fn() },
  parameters: {
    session: member,
    api: {
      depositChannels: async () => ({ channels }),
      depositCreate: async () => pendingOrder,
      depositOrder: async () => pendingOrder,
      balance: async () => member.balance,
    },
  },
} satisfies Meta<typeof DepositScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByLabelText('Amount'), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(args.onOrderOpened).toHaveBeenCalledWith(pendingOrder.orderNo));
    await expect(args.openCashier).toHaveBeenCalledWith(pendingOrder.cashierUrl);
  },
};

export const BackFromPayment: Story = {
  args: { orderNo: pendingOrder.orderNo },
  parameters: {
    api: {
      depositOrder: async () => ({ ...pendingOrder, status: 'paid', paidAmount: '150.00' }),
      balance: async () => member.balance,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { api: { depositChannels: () => new Promise(() => undefined) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Amount')).toBeNull();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      depositChannels: async () => {
        throw new ApiError('function.not.available', undefined, 403);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not enabled function, please contact customer service.',
    );
  },
};
