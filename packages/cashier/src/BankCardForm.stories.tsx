import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BankCardForm } from './BankCardForm.tsx';

const meta = {
  component: BankCardForm,
  args: { realName: null, onBind: fn(async () => undefined) },
} satisfies Meta<typeof BankCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Bank'), 'Test Bank');
    await userEvent.type(canvas.getByLabelText('Account number'), '6222000011112222');
    await userEvent.type(canvas.getByLabelText('Payee (your real name)'), 'Dana Demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(args.onBind).toHaveBeenCalledWith({
        bankName: 'Test Bank',
        accountNumber: '6222000011112222',
        payee: 'Dana Demo',
      }),
    );
  },
};

export const RealNameKnown: Story = {
  args: { realName: 'Dana Demo' },
  play: async ({ canvas }) => {
    const payee = canvas.getByLabelText('Payee (your real name)');
    await expect(payee).toHaveValue('Dana Demo');
    await expect(payee).toHaveAttribute('readonly');
  },
};

export const Refused: Story = {
  args: {
    onBind: fn(async () => {
      throw new ApiError('cashier.card.exists', undefined, 409);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Bank'), 'Test Bank');
    await userEvent.type(canvas.getByLabelText('Account number'), '6222000011112222');
    await userEvent.type(canvas.getByLabelText('Payee (your real name)'), 'Dana Demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This bank card is already bound.',
    );
  },
};
