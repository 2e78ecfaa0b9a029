import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { answering, loadConsoleCatalogue, storySession, withConsole } from '../storyDecorators.tsx';
import { SignInScreen } from './SignInScreen.tsx';

const meta = {
  component: SignInScreen,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The password step; a right password leads to the code step. */
export const Password: Story = {
  parameters: answering({
    staffSignInPassword: async () => ({ ticket: 't', next: 'totp' }),
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'risk');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'Risk@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('form', { name: 'Authenticator code' })).toBeVisible();
  },
};

/** Nothing typed: each field says what it needs, and nothing is sent to the server. */
export const NothingTyped: Story = {
  parameters: answering({
    staffSignInPassword: async () => {
      throw new ApiError('staff.signin.failed', undefined, 400);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter your username.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    // The answer above would have put a catalogue failure on screen had a call been made.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A wrong password shows the catalogue message and stays on the password step. */
export const WrongPassword: Story = {
  parameters: answering({
    staffSignInPassword: async () => {
      throw new ApiError('staff.signin.failed', undefined, 400);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'risk');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong username or password.');
  },
};

/** The code step after a lockout: the message says how long to wait. */
export const CodeLocked: Story = {
  args: { initialStep: { kind: 'code', step: { ticket: 't', next: 'totp' } } },
  parameters: answering({
    staffSignInTotp: async () => {
      throw new ApiError('staff.locked', undefined, 429);
    },
  }),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('15 minutes');
  },
};

/** First sign-in: the QR code to scan, then the recovery codes, shown once. */
export const Enrolment: Story = {
  args: {
    initialStep: {
      kind: 'enrol',
      step: {
        ticket: 't',
        next: 'enrol',
        enrolment: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/Portal%20console:newcomer?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Portal%20console',
        },
      },
    },
  },
  parameters: answering({
    staffEnrol: async () => ({
      ...storySession('risk'),
      recoveryCodes: ['ABCDE-FGHJK', 'LMNPQ-RSTUV', 'WXYZ2-34567'],
    }),
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('LMNPQ-RSTUV')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have saved them' })).toBeVisible();
  },
};

/** The recovery codes alone. */
export const RecoveryCodesShown: Story = {
  args: {
    initialStep: {
      kind: 'recovery',
      session: storySession('risk'),
      codes: ['ABCDE-FGHJK', 'LMNPQ-RSTUV', 'WXYZ2-34567', '89ABC-DEFGH'],
    },
  },
};
