import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DepositOrderStatus } from './DepositOrderStatus.tsx';
import { bankOrder, pendingOrder } from './storyFixtures.ts';

const meta = {
  component: DepositOrderStatus,
  args: { order: pendingOrder, onPay: fn(), onNewDeposit: fn() },
} satisfies Meta<typeof DepositOrderStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledWith('/sandbox-pay/checkout/sbx_story');
  },
};

export const BankTransfer: Story = {
  args: { order: bankOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7F3A9C21B0')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

export const Credited: Story = {
  args: { order: { ...pendingOrder, status: 'paid', paidAmount: '150.00', cashierUrl: null } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New deposit' }));
    await expect(args.onNewDeposit).toHaveBeenCalledOnce();
  },
};

export const Declined: Story = {
  args: { order: { ...pendingOrder, status: 'failed', cashierUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The payment was declined' })).toBeVisible();
    await expect(canvas.getByText('Nothing was credited.')).toBeVisible();
  },
};

export const Expired: Story = {
  args: { order: { ...pendingOrder, status: 'expired', cashierUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This order has expired' })).toBeVisible();
  },
};
