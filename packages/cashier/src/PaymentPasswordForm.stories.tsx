import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';

const meta = {
  component: PaymentPasswordForm,
  args: { onSet: fn(async () => undefined) },
} satisfies Meta<typeof PaymentPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (l: string, o: object) => HTMLElement }, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' });

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas, 'Payment password'), '246810');
    await userEvent.type(field(canvas, 'Confirm payment password'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSet).toHaveBeenCalledWith({ password: '246810' }));
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(field(canvas, 'Payment password'), '246810');
    await userEvent.type(field(canvas, 'Confirm payment password'), '246811');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The two entries differ.')).toBeVisible();
    await expect(args.onSet).not.toHaveBeenCalled();
  },
};

/** A password is set: changing it asks for the current one and sends it along. */
export const Change: Story = {
  args: { change: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Change the payment password' })).toBeVisible();
    await userEvent.type(field(canvas, 'Current payment password'), '246810');
    await userEvent.type(field(canvas, 'New payment password'), '135790');
    await userEvent.type(field(canvas, 'Confirm payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSet).toHaveBeenCalledWith({ password: '135790', oldPassword: '246810' }),
    );
  },
};
