import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { registerRules } from './storyFixtures.ts';

const meta = {
  component: ResetPasswordScreen,
  args: {
    link: { status: 'ready', username: 'demo' },
    passwordRule: registerRules().password,
    resetPassword: fn(async () => undefined),
    onAskAgain: fn(),
    onLogIn: fn(),
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const screenIn = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Reset password' }));
const field = (screen: ReturnType<typeof within>, label: string) =>
  screen.getByLabelText(label, { selector: 'input' });

export const Checking: Story = {
  args: { link: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    const screen = await screenIn(canvasElement);
    await expect(screen.getByRole('status', { name: 'Checking your link…' })).toBeVisible();
    await expect(screen.queryByLabelText('New password')).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const screen = await screenIn(canvasElement);
    const username = screen.getByLabelText('Username');
    await expect(username).toHaveValue('demo');
    await expect(username).toHaveAttribute('readonly');
    const newPassword = field(screen, 'New password');
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(newPassword, 'Fresh@2026');
    await expect(newPassword).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0] as Element);
    await expect(newPassword).toHaveAttribute('type', 'text');
    await userEvent.type(field(screen, 'Confirm new password'), 'Fresh@2026');
    await expect(args.resetPassword).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const screen = await screenIn(canvasElement);
    await userEvent.type(field(screen, 'New password'), 'has space');
    await userEvent.type(field(screen, 'Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await expect(field(screen, 'New password')).toHaveAccessibleDescription(/No spaces/);
    await expect(field(screen, 'Confirm new password')).toHaveAccessibleDescription(
      'The two password entries must match.',
    );
    await expect(args.resetPassword).not.toHaveBeenCalled();
  },
};

/** The reset on its way: the button says it is busy and takes no second press. */
export const Submitting: Story = {
  args: { resetPassword: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, userEvent, args }) => {
    const screen = await screenIn(canvasElement);
    await userEvent.type(field(screen, 'New password'), 'Fresh@2026');
    await userEvent.type(field(screen, 'Confirm new password'), 'Fresh@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const button = screen.getByRole('button', { name: 'Set new password' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(args.resetPassword).toHaveBeenCalledTimes(1);
  },
};

export const Done: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const screen = await screenIn(canvasElement);
    await userEvent.type(field(screen, 'New password'), 'Fresh@2026');
    await userEvent.type(field(screen, 'Confirm new password'), 'Fresh@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(args.resetPassword).toHaveBeenCalledWith({
        newPassword: 'Fresh@2026',
        confirmNewPassword: 'Fresh@2026',
      }),
    );
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Log in with your new password.',
    );
    await expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalled();
  },
};

/** The link died between the check and the submit (used in another tab, or expired). */
export const LinkUsedMeanwhile: Story = {
  args: {
    resetPassword: fn(async () => {
      throw new ApiError('password.reset.link.invalid', undefined, 400);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const screen = await screenIn(canvasElement);
    await userEvent.type(field(screen, 'New password'), 'Fresh@2026');
    await userEvent.type(field(screen, 'Confirm new password'), 'Fresh@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password-reset link is not valid or has expired. Please ask for a new one.',
    );
  },
};

export const InvalidOrExpired: Story = {
  args: { link: { status: 'invalid', failure: { code: 'password.reset.link.invalid' } } },
  play: async ({ canvasElement, userEvent, args }) => {
    const screen = await screenIn(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'This password-reset link is not valid or has expired. Please ask for a new one.',
    );
    await expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    await expect(args.onAskAgain).toHaveBeenCalled();
  },
};

export const TooManyTries: Story = {
  args: { link: { status: 'invalid', failure: { code: 'too.many.requests' } } },
  play: async ({ canvasElement }) => {
    const screen = await screenIn(canvasElement);
    await expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many requests, please try again after 5 minutes.',
    );
    await expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
  },
};

/** Urdu on a phone: the screen runs right to left, in Urdu, and fits the width. */
export const RightToLeftPhone: Story = {
  globals: { language: 'UR', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const screen = within(
      await within(canvasElement).findByRole('region', { name: 'پاس ورڈ ری سیٹ کریں' }),
    );
    const button = screen.getByRole('button', { name: 'نیا پاس ورڈ محفوظ کریں' });
    await expect(getComputedStyle(button).direction).toBe('rtl');
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const screen = await screenIn(canvasElement);
    const card = canvasElement.querySelector('section');
    // A narrow card in the middle of a wide page, not a form stretched across it.
    await expect(card?.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    await expect(screen.getByRole('button', { name: 'Set new password' })).toBeVisible();
  },
};
