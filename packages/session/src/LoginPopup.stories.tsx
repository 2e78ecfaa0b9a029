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
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
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

export const NetworkError: Story = {
  args: {
    login: fn(async () => {
      throw new ApiError('network.error', undefined, 0);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Username'), 'demo');
    await userEvent.type(dialog.getByLabelText('Password', { selector: 'input' }), 'Demo@2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
  },
};

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
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
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
