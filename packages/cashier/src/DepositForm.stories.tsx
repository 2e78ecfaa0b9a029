import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DepositForm } from './DepositForm.tsx';
import { channels, shownIn } from './storyFixtures.ts';

const meta = {
  component: DepositForm,
  args: { channels, onDeposit: fn(async () => undefined) },
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ loaded, canvas, userEvent, args }) => {
    // The channel's limits in the brand's money format, never the wire's "10 - 50000".
    const eWallet = canvas.getByRole('radio', {
      name: `E-wallet (${shownIn(loaded, '10')} - ${shownIn(loaded, '50000')})`,
    });
    await expect(eWallet).toBeChecked();
    await expect(canvas.queryByText(/\b50000\b/)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(canvas.getByLabelText('Amount'), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(args.onDeposit).toHaveBeenCalledWith({ channelId: 'bank', amount: '250' }),
    );
  },
};

export const AmountOutOfRange: Story = {
  play: async ({ loaded, canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(
      await canvas.findByText(
        // The channel's limits in the brand's money format.
        `Enter an amount from ${shownIn(loaded, '10')} to ${shownIn(loaded, '50000')}.`,
      ),
    ).toBeVisible();
    await expect(args.onDeposit).not.toHaveBeenCalled();
  },
};

/** Over a deposit limit the member set: the server's responsible-gambling refusal. */
export const Refused: Story = {
  args: {
    onDeposit: fn(async () => {
      throw new ApiError('rg.deposit.limit.reached', undefined, 403);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This deposit would take you past your deposit limit.',
    );
  },
};
