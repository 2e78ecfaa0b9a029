import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthenticatorList } from './AuthenticatorPanel.tsx';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Sunrise:demo?secret=JBSWY3DPEHPK3PXP&issuer=Sunrise',
};

const meta = {
  component: AuthenticatorList,
  args: {
    status: { enrolled: false, enrolledAt: null },
    onStart: fn(async () => enrolment),
    onConfirm: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof AuthenticatorList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not set up: setting up shows the QR code and the key, and one code confirms it. */
export const SetUp: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    const form = await canvas.findByRole('form', { name: 'Set up an authenticator app' });
    await expect(
      within(form).getByRole('img', { name: 'QR code of your authenticator key' }),
    ).toBeVisible();
    await expect(form).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(within(form).getByLabelText('Code from the app'), '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Enter the six digits the app shows.',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText('Code from the app'));
    await userEvent.type(within(form).getByLabelText('Code from the app'), '482913');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('482913'));
  },
};

/** A wrong code is said in the catalogue's words and the form stays. */
export const WrongCode: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new ApiError('invalid-verification-code', undefined, 400);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    const form = await canvas.findByRole('form', { name: 'Set up an authenticator app' });
    await userEvent.type(within(form).getByLabelText('Code from the app'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Verification code is not valid',
    );
    await expect(form).toBeVisible();
  },
};

/** Set up: since when, and removing asks a current code. */
export const SetUpAlready: Story = {
  args: { status: { enrolled: true, enrolledAt: '2026-11-20T08:00:00.000Z' } },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Remove the authenticator app' });
    await expect(form).toHaveTextContent('Set up on');
    await userEvent.type(within(form).getByLabelText('Code from the app'), '135790');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Remove the authenticator app' }),
    );
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith('135790'));
  },
};

/** While the status loads, nothing is shown. */
export const Loading: Story = {
  args: { status: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Authenticator app' })).toBeNull();
  },
};
