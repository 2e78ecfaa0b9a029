import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { WithdrawalConfirmations } from './WithdrawalConfirmations.tsx';

const payout = {
  withdrawalId: 41,
  amount: '200',
  receivedAmount: '0',
  paidAt: '2026-11-23T10:00:00.000Z',
  autoReceiveAt: '2026-11-23T11:00:00.000Z',
  status: 'awaiting' as const,
};

const meta = {
  component: WithdrawalConfirmations,
  args: { list: [payout], onConfirm: fn(async () => undefined) },
} satisfies Meta<typeof WithdrawalConfirmations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Awaiting: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Payout of 200.00 was sent. Did you receive it?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not received' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Received' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({ withdrawalId: 41, answer: 'received' }),
    );
  },
};

export const PartlyReceived: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Amount received'), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Partly received' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({
        withdrawalId: 41,
        answer: 'partial',
        receivedAmount: '150',
      }),
    );
  },
};

export const Refused: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new ApiError('withdrawal.already.confirmed', undefined, 409);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Received' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This withdrawal has already been confirmed.',
    );
  },
};

export const NothingToConfirm: Story = {
  args: { list: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Payouts to confirm' })).toBeNull();
  },
};
