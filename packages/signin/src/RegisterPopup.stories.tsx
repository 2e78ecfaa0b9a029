import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RegisterPopup } from './RegisterPopup.tsx';
import { captchaImage, enabled, registerRules } from './storyFixtures.ts';

const rules = registerRules();

const meta = {
  component: RegisterPopup,
  args: {
    open: true,
    onClose: fn(),
    rules,
    register: fn(async () => undefined),
    checkAffiliateCode: fn(async () => true),
    loadCaptcha: fn(async () => captchaImage),
    sendSmsCode: fn(async () => 60),
    onLogin: fn(),
    onForgotPassword: fn(),
  },
} satisfies Meta<typeof RegisterPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Register' });
const password = (dialog: ReturnType<typeof within>) =>
  dialog.getByLabelText('Password', { selector: 'input' });
const confirm = (dialog: ReturnType<typeof within>) =>
  dialog.getByLabelText('Confirm password', { selector: 'input' });

export const ByUsername: Story = {
  args: { referralCode: 'FRIEND1' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    const username = dialog.getByLabelText('Username');
    await expect(username).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits, 4-16 characters',
    );
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(password(dialog)).toHaveAttribute('autocomplete', 'new-password');
    // Disabled fields are not shown; optional ones are.
    await expect(dialog.queryByLabelText('QQ number')).toBeNull();
    await expect(dialog.getByLabelText('E-mail')).toBeInTheDocument();
    await expect(
      dialog.getByLabelText('I am 18 or older and agree to the terms and conditions.'),
    ).toBeChecked();

    await userEvent.type(username, 'newplayer1');
    await userEvent.type(password(dialog), 'Secret@2026');
    await userEvent.type(confirm(dialog), 'Secret@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.register).toHaveBeenCalledWith('username', {
        username: 'newplayer1',
        password: 'Secret@2026',
        confirmPassword: 'Secret@2026',
        referralCode: 'FRIEND1',
      }),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), '1abc');
    await userEvent.type(password(dialog), 'short');
    await userEvent.type(confirm(dialog), 'other');
    await userEvent.type(dialog.getByLabelText('E-mail'), 'not-mail');
    await userEvent.click(
      dialog.getByLabelText('I am 18 or older and agree to the terms and conditions.'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(
      /Start with a letter/,
    );
    await expect(password(dialog)).toHaveAccessibleDescription(/No spaces, 8-32 characters/);
    await expect(confirm(dialog)).toHaveAccessibleDescription(
      'The two password entries must match.',
    );
    await expect(dialog.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /A valid e-mail address, 5-64 characters/,
    );
    await expect(
      dialog.getByLabelText('I am 18 or older and agree to the terms and conditions.'),
    ).toHaveAccessibleDescription(
      'Please confirm that you are 18 or older and agree to the terms.',
    );
    await expect(args.register).not.toHaveBeenCalled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(
      /Input cannot be empty\./,
    );
    // An optional field may stay empty.
    await expect(dialog.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  },
};

export const ByMobileWithSms: Story = {
  args: {
    types: ['mobile', 'username'],
    smsVerification: true,
    countryCodes: [
      { countryCode: 'PH', countryDialingCode: '+63' },
      { countryCode: 'TH', countryDialingCode: '+66' },
    ],
    rules: registerRules({
      mobileNum: enabled(rules.mobileNum, true),
      verificationCode: enabled(rules.verificationCode, true),
      paymentPassword: enabled(rules.paymentPassword, true),
    }),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByRole('tab', { name: 'By mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.queryByLabelText('Username')).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('Country code'), '+66');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '812345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(args.sendSmsCode).toHaveBeenCalledWith('mobile', '812345678', '+66');
    await expect(await dialog.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Verification code'), '123456');
    await userEvent.type(password(dialog), 'Secret@2026');
    await userEvent.type(confirm(dialog), 'Secret@2026');
    await userEvent.type(
      dialog.getByLabelText('Payment password', { selector: 'input' }),
      '246810',
    );
    // Reset empties the form but keeps the dialing code.
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await expect(dialog.getByLabelText('Mobile number')).toHaveValue('');
    await expect(dialog.getByLabelText('Country code')).toHaveValue('+66');

    await userEvent.type(dialog.getByLabelText('Mobile number'), '812345678');
    await userEvent.type(dialog.getByLabelText('Verification code'), '123456');
    await userEvent.type(password(dialog), 'Secret@2026');
    await userEvent.type(confirm(dialog), 'Secret@2026');
    await userEvent.type(
      dialog.getByLabelText('Payment password', { selector: 'input' }),
      '246810',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.register).toHaveBeenCalledWith('mobile', {
        mobileNum: '812345678',
        verificationCode: '123456',
        password: 'Secret@2026',
        confirmPassword: 'Secret@2026',
        paymentPassword: '246810',
        countryDialingCode: '+66',
      }),
    );
  },
};

export const AffiliateCodeFromAddress: Story = {
  args: {
    affiliateCode: 'AGENT7',
    rules: registerRules({ affiliateCode: enabled(rules.affiliateCode, false) }),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await waitFor(() => expect(args.checkAffiliateCode).toHaveBeenCalledWith('AGENT7'));
    // A valid code from the address is sent, not shown.
    await expect(dialog.queryByLabelText('Invitation code')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Username'), 'newplayer2');
    await userEvent.type(password(dialog), 'Secret@2026');
    await userEvent.type(confirm(dialog), 'Secret@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.register).toHaveBeenCalledWith(
        'username',
        expect.objectContaining({ affiliateCode: 'AGENT7' }),
      ),
    );
  },
};

export const AffiliateCodeInvalid: Story = {
  args: {
    affiliateCode: 'BADCODE',
    checkAffiliateCode: fn(async () => false),
    rules: registerRules({ affiliateCode: enabled(rules.affiliateCode, false) }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const warning = await body.findByRole('alertdialog');
    await expect(warning).toHaveTextContent('Invalid invitation code.');
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByLabelText('Invitation code')).toBeInTheDocument();
  },
};

export const WithCaptcha: Story = {
  args: { rules: registerRules({ captcha: enabled(rules.captcha, true) }) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(await dialog.findByRole('img', { name: 'Characters to type' })).toHaveAttribute(
      'src',
      captchaImage,
    );
    await expect(args.loadCaptcha).toHaveBeenCalledOnce();
    await expect(dialog.getByLabelText('Captcha')).toBeInTheDocument();
  },
};

/**
 * The captcha image did not come: the button says what it does in its own words (its name is
 * its text, as axe's label-in-name rule asks), and a press brings an image.
 */
export const CaptchaImageFailed: Story = {
  args: {
    rules: registerRules({ captcha: enabled(rules.captcha, true) }),
    loadCaptcha: (() => {
      // The first image fails, the next ones come.
      let calls = 0;
      return fn(async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('network.error', undefined, 0);
        return captchaImage;
      });
    })(),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    const button = await dialog.findByRole('button', { name: 'Load captcha' });
    await userEvent.click(button);
    await expect(await dialog.findByRole('img', { name: 'Characters to type' })).toHaveAttribute(
      'src',
      captchaImage,
    );
    await expect(dialog.getByRole('button', { name: 'Show a new captcha image' })).toBe(button);
  },
};

export const UsernameTaken: Story = {
  args: {
    register: fn(async () => {
      throw new ApiError('register.username.taken', undefined, 409);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo1');
    await userEvent.type(password(dialog), 'Secret@2026');
    await userEvent.type(confirm(dialog), 'Secret@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This username is already registered.',
    );
  },
};

export const SwitchesToOtherPopups: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};
