import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PaymentPasswordReset } from './PaymentPasswordReset.tsx';

const meta = {
  component: PaymentPasswordReset,
  args: {
    onSendCode: fn(async () => ({ expiredMinutes: 5, destination: '*******9999' })),
    onReset: fn(async () => ({ set: true as const })),
  },
} satisfies Meta<typeof PaymentPasswordReset>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (l: string, o: object) => HTMLElement }, label: string) =>
  canvas.getByLabelText(label, { selector: 'input' });

/** Before a code is asked for: only the button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send a code' })).toBeVisible();
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

/** A code went to the masked number; the fields for the code and the new password appear. */
export const CodeSent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code' }));
    await expect(await canvas.findByText(/A code was sent to \*+9999/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send another code' })).toBeVisible();
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(field(canvas, 'Verification code')).toBeVisible();
  },
};

/** Code and new password sent together; done says so. */
export const Done: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code' }));
    await userEvent.type(await canvas.findByLabelText('Verification code'), '123456');
    await userEvent.type(field(canvas, 'New payment password'), '864200');
    await userEvent.type(field(canvas, 'Confirm payment password'), '864200');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset payment password' }));
    await waitFor(() =>
      expect(args.onReset).toHaveBeenCalledWith({ code: '123456', password: '864200' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your new payment password is set.',
    );
  },
};

/** A member without a verified mobile number is told to verify one. */
export const NoVerifiedMobile: Story = {
  args: {
    onSendCode: fn(async () => {
      throw new ApiError('payment.password.reset.no.mobile', undefined, 400);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verify a mobile number on your account first',
    );
    await expect(canvas.queryByLabelText('Verification code')).toBeNull();
  },
};

/** A wrong or spent code: the catalogue's message, the form stays. */
export const WrongCode: Story = {
  args: {
    onReset: fn(async () => {
      throw new ApiError('invalid-verification-code', undefined, 400);
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a code' }));
    await userEvent.type(await canvas.findByLabelText('Verification code'), '000000');
    await userEvent.type(field(canvas, 'New payment password'), '864200');
    await userEvent.type(field(canvas, 'Confirm payment password'), '864200');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset payment password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verification code is not valid',
    );
    await expect(canvas.getByRole('button', { name: 'Reset payment password' })).toBeVisible();
  },
};
