import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ForgotPasswordPopup } from './ForgotPasswordPopup.tsx';
import { registerRules } from './storyFixtures.ts';

const rules = registerRules();
const meta = {
  component: ForgotPasswordPopup,
  args: {
    open: true,
    onClose: fn(),
    usernameRule: rules.username,
    passwordRule: rules.password,
    requestByEmail: fn(async () => undefined),
    sendSmsCode: fn(async () => 60),
    resetByPhone: fn(async () => undefined),
  },
} satisfies Meta<typeof ForgotPasswordPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Forgot password',
    }),
  );

export const ByEmail: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    // Without phone verification there are no tabs: e-mail only.
    await expect(dialog.queryByRole('tab')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(
      dialog.getByLabelText('E-mail', { selector: 'input' }),
      'demo@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.requestByEmail).toHaveBeenCalledWith('demo', 'demo@example.com'),
    );
    await expect(args.onClose).toHaveBeenCalled();
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('alertdialog', { name: 'Request sent' }),
    ).toBeInTheDocument();
  },
};

export const EmailValidation: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText('E-mail', { selector: 'input' }), 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(
      'Input cannot be empty.',
    );
    await expect(
      dialog.getByLabelText('E-mail', { selector: 'input' }),
    ).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await expect(args.requestByEmail).not.toHaveBeenCalled();
  },
};

export const ByMobile: Story = {
  args: {
    phoneVerification: true,
    countryCodes: [{ countryCode: 'PH', countryDialingCode: '+63' }],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(
      dialog.getByLabelText('Mobile number', { selector: 'input' }),
      '9171234567',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(args.sendSmsCode).toHaveBeenCalledWith('9171234567', '+63');
    await expect(await dialog.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Verification code'), '654321');
    const newPassword = dialog.getByLabelText('New password', { selector: 'input' });
    await userEvent.type(newPassword, 'Fresh@2026');
    await expect(newPassword).toHaveAttribute('type', 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Show password' }));
    await expect(newPassword).toHaveAttribute('type', 'text');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.resetByPhone).toHaveBeenCalledWith({
        mobileNum: '9171234567',
        verificationCode: '654321',
        newPassword: 'Fresh@2026',
        countryDialingCode: '+63',
      }),
    );
  },
};

export const SwitchToEmailTab: Story = {
  args: { phoneVerification: true },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'E-mail' }));
    await expect(dialog.getByLabelText('Username')).toBeInTheDocument();
    await expect(dialog.queryByLabelText('Mobile number')).toBeNull();
  },
};
