import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { cards, info, shownIn } from './storyFixtures.ts';
import { WithdrawalForm } from './WithdrawalForm.tsx';

const meta = {
  component: WithdrawalForm,
  args: { info, cards, onWithdraw: fn(async () => undefined) },
} satisfies Meta<typeof WithdrawalForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '200');
    await userEvent.type(
      canvas.getByLabelText('Payment password', { selector: 'input' }),
      '246810',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(args.onWithdraw).toHaveBeenCalledWith({
        cardId: 7,
        amount: '200',
        paymentPassword: '246810',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your withdrawal was requested and is being reviewed.',
    );
  },
};

export const TurnoverOpen: Story = {
  args: { info: { ...info, withdrawable: '0', turnoverRemaining: '1320' } },
  play: async ({ loaded, canvas }) => {
    // In the brand's money format (grouped; whole dong in saigon), never the wire's "1320".
    const left = shownIn(loaded, '1320');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Bet ${left} more before you can withdraw.`,
    );
    const figure = canvas.getByText('Wagering left (deposits and bonuses)');
    await expect(figure.nextElementSibling).toHaveTextContent(left);
    await expect(canvas.getByText('Limits').nextElementSibling).toHaveTextContent(
      `${shownIn(loaded, '100')} - ${shownIn(loaded, '50000')}`,
    );
    await expect(canvas.queryByText(/\b1320\b/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

export const PasswordLocked: Story = {
  args: { info: { ...info, paymentPasswordLockedUntil: '2026-11-23T11:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Too many wrong payment passwords.');
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  args: {
    onWithdraw: fn(async () => {
      throw new ApiError('payment.password.wrong', undefined, 400);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '200');
    await userEvent.type(
      canvas.getByLabelText('Payment password', { selector: 'input' }),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The payment password is incorrect.',
    );
  },
};

export const OverTheBalance: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '2000');
    await userEvent.type(
      canvas.getByLabelText('Payment password', { selector: 'input' }),
      '246810',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(
      await canvas.findByText('The amount is more than you can withdraw.'),
    ).toBeVisible();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};
