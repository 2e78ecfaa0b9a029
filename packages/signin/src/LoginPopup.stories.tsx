import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LoginPopup } from './LoginPopup.tsx';

/** A tiny captcha image, as the server sends it (an SVG data URL). */
const captchaImage = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="10" y="28" font-size="24">4 7 1 9</text></svg>',
)}`;

const meta = {
  component: LoginPopup,
  args: {
    open: true,
    onClose: fn(),
    login: fn(async () => undefined),
    loadCaptcha: fn(async () => captchaImage),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
} satisfies Meta<typeof LoginPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in' });

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    const username = dialog.getByLabelText('Username');
    const password = dialog.getByLabelText('Password', { selector: 'input' });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(username).toHaveFocus();

    await userEvent.type(username, ' demo ');
    await userEvent.type(password, 'Demo@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));

    await expect(args.login).toHaveBeenCalledWith({ username: 'demo', password: 'Demo@2026' });
    // The session decides what follows a login (close, change password, verification).
    await waitFor(() => expect(password).toHaveValue(''));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const RememberedUsername: Story = {
  args: { defaultUsername: 'demo' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByLabelText('Username')).toHaveValue('demo');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(
      'Please enter your username.',
    );
    await expect(
      dialog.getByLabelText('Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('Please enter your password.');
    await expect(args.login).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { login: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
    const submit = dialog.getByRole('button', { name: 'Log in' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.login).toHaveBeenCalledOnce();
  },
};

export const WrongPassword: Story = {
  args: {
    login: fn(async () => {
      throw new ApiError('login.password.wrong', 'Wrong account or password.', 400, {
        captcha: false,
      });
    }),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Wrong account or password.');
    await expect(dialog.queryByLabelText('Captcha')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A login the server refuses with `code`: the catalogue's `message` shows above the button. */
const refusedLogin = (code: string, status: number, message: string): Story => ({
  args: {
    login: fn(async () => {
      throw new ApiError(code, undefined, status);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  },
});

export const NetworkError = refusedLogin(
  'network.error',
  0,
  'Network link is abnormal, please try again',
);

/** A timed-out member: refused, and told how the balance can still leave. */
export const TimedOut = refusedLogin(
  'rg.timed.out',
  403,
  'You chose a break from play. You can sign in and play again when it ends. Your balance stays yours: contact customer service and they will pay it out to your bound bank card.',
);

/** A self-excluded member: refused, and told how the balance can still leave. */
export const SelfExcluded = refusedLogin(
  'rg.self.excluded',
  403,
  'This account is self-excluded. Sign-in, deposits and play stay closed until it ends. Your balance stays yours: contact customer service and they will pay it out to your bound bank card.',
);

let attempts = 0;
export const CaptchaRequired: Story = {
  args: {
    // The first attempt is refused with captcha:true; the next one, with the captcha, passes.
    login: fn(async () => {
      attempts += 1;
      if (attempts === 1) {
        throw new ApiError('login.password.wrong', 'Wrong account or password.', 400, {
          captcha: true,
        });
      }
    }),
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'nope');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));

    const captcha = await dialog.findByLabelText('Captcha');
    await expect(args.loadCaptcha).toHaveBeenCalledOnce();
    await expect(await dialog.findByRole('img', { name: 'Characters to type' })).toHaveAttribute(
      'src',
      captchaImage,
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(captcha).toHaveAccessibleDescription('Please enter the captcha.');

    await userEvent.type(captcha, '4719');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(args.login).toHaveBeenLastCalledWith({
      username: 'demo',
      password: 'nope',
      captcha: '4719',
    });
  },
};

export const SwitchesToOtherPopups: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await dialogIn(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const SmsLogin: Story = {
  args: {
    modes: ['sms', 'username'],
    countryCodes: [
      { countryCode: 'PH', countryDialingCode: '+63' },
      { countryCode: 'VN', countryDialingCode: '+84' },
    ],
    sendSmsCode: fn(async () => 60),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByRole('tab', { name: 'SMS login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('Country code'), '+84');
    const send = dialog.getByRole('button', { name: 'Send code' });
    await userEvent.click(send);
    // Without a number nothing is sent: the warning says why.
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Please enter a valid phone number.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Confirm' }));
    await expect(args.sendSmsCode).not.toHaveBeenCalled();

    const mobile = dialog.getByLabelText('Mobile number');
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(mobile, '9171234567');
    // The throttle lets one press a second through.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(args.sendSmsCode).toHaveBeenCalledWith('9171234567', '+84');
    await expect(await dialog.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    const code = dialog.getByLabelText('Verification code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(args.login).toHaveBeenCalledWith({
      mode: 'sms',
      mobileNum: '9171234567',
      code: '123456',
      countryDialingCode: '+84',
    });
  },
};

export const SmsValidation: Story = {
  args: { modes: ['username', 'sms'] },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('tab', { name: 'SMS login' }));
    await userEvent.type(dialog.getByLabelText('Mobile number'), '12ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(dialog.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Invalid phone number format.',
    );
    await expect(dialog.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Verification code is missing',
    );
    await expect(args.login).not.toHaveBeenCalled();
  },
};

export const FreePlay: Story = {
  args: { onFreePlay: fn(async () => undefined) },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Free play' }));
    await expect(args.onFreePlay).toHaveBeenCalledOnce();
  },
};

export const AccountLocked = refusedLogin(
  'login.account.locked',
  429,
  'Too many failed attempts, please try again after 5 minutes.',
);

export const IncorrectFormatWarning: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'de mo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    const warning = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Warning',
    });
    await expect(warning).toHaveAccessibleDescription('Incorrect username or password format.');
    // A username that cannot exist never reaches the server.
    await expect(args.login).not.toHaveBeenCalled();
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(warning).not.toBeInTheDocument());

    await userEvent.clear(dialog.getByLabelText('Username'));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), ' x');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Warning' }),
    ).toBeInTheDocument();
    await expect(args.login).not.toHaveBeenCalled();
  },
};

export const WithBanner: Story = {
  args: { banner: <section aria-label="Banners">Welcome back</section> },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByRole('region', { name: 'Banners' })).toHaveTextContent('Welcome back');
  },
};

/** A brand with social login: a button per provider under the form; one starts that provider. */
export const WithSocialLogin: Story = {
  args: {
    socialProviders: ['google', 'facebook'],
    onSocial: fn(async () => undefined),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(await dialogIn(canvasElement));
    const group = dialog.getByRole('group', { name: 'Or continue with' });
    await userEvent.click(within(group).getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSocial).toHaveBeenCalledWith('facebook');
  },
};

/** A start the server refused (the brand switched it off meanwhile): said in the popup. */
export const SocialLoginRefused: Story = {
  args: {
    socialProviders: ['google'],
    onSocial: fn(async () => {
      throw new ApiError('operation-not-allowed', undefined, 403);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue with Google' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Not enabled function, please contact customer service.',
    );
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};
