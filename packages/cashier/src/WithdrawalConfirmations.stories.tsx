import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { shownIn } from './storyFixtures.ts';
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
  play: async ({ loaded, canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(`Payout of ${shownIn(loaded, '200')} was sent. Did you receive it?`),
    ).toBeVisible();
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

/**
 * A brand in dong (saigon): the amount rule is the contract's for VND, so "1.5" is refused
 * with the currency's message and nothing is sent; whole dong go through.
 */
export const PartlyReceivedInDong: Story = {
  globals: { brand: 'saigon' },
  args: { list: [{ ...payout, amount: '500000' }] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Payout of 500,000 was sent. Did you receive it?')).toBeVisible();
    const amount = canvas.getByLabelText('Amount received');
    await userEvent.type(amount, '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Partly received' }));
    await expect(await canvas.findByText('Enter a valid amount in VND.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150000');
    await userEvent.click(canvas.getByRole('button', { name: 'Partly received' }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith({
        withdrawalId: 41,
        answer: 'partial',
        receivedAmount: '150000',
      }),
    );
  },
};

/** "Partly received" with no amount asks for one; the other answers do not need it. */
export const PartlyReceivedEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Partly received' }));
    await expect(await canvas.findByText('Input cannot be empty.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
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
