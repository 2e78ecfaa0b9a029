import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VerificationPopup } from './VerificationPopup.tsx';

const meta = {
  component: VerificationPopup,
  args: {
    open: true,
    onClose: fn(),
    verification: {
      verificationToken: 'pending-1',
      methods: ['sms', 'email'],
      maskedMobile: '+63 917****567',
      maskedEmail: 'd***@example.com',
      expiresAt: '2099-01-01T00:00:00Z',
    },
    sendCode: fn(async () => 60),
    verify: fn(async () => undefined),
  },
} satisfies Meta<typeof VerificationPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Verification' }),
  );

export const BySms: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText('Please complete verification first')).toBeInTheDocument();
    await expect(dialog.getByText('The code goes to +63 917****567.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(args.sendCode).toHaveBeenCalledWith('sms');
    await userEvent.type(dialog.getByLabelText('Verification code'), '112233');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.verify).toHaveBeenCalledWith('sms', '112233'));
  },
};

export const ByEmail: Story = {
  args: {
    verification: {
      verificationToken: 'pending-2',
      methods: ['email'],
      maskedEmail: 'd***@example.com',
      expiresAt: '2099-01-01T00:00:00Z',
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.queryByRole('tab')).toBeNull();
    await expect(dialog.getByText('The code goes to d***@example.com.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect(args.sendCode).toHaveBeenCalledWith('email');
  },
};

export const WrongCode: Story = {
  args: {
    verify: fn(async () => {
      throw new ApiError('invalid-verification-code', undefined, 400);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(dialog.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'Verification code is missing',
    );
    await userEvent.type(dialog.getByLabelText('Verification code'), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Verification code is not valid',
    );
  },
};

/** A member with an authenticator app: its code, nothing to send. */
export const ByAuthenticator: Story = {
  args: {
    verification: {
      verificationToken: 'pending-2',
      methods: ['totp'],
      expiresAt: '2099-01-01T00:00:00Z',
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.queryByRole('button', { name: 'Send code' })).toBeNull();
    await userEvent.type(dialog.getByLabelText('Authenticator code'), '482913');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.verify).toHaveBeenCalledWith('totp', '482913'));
  },
};

/** The real name beside the codes: chosen, a wrong name is said so in the catalogue's words. */
export const ByRealName: Story = {
  args: {
    verification: {
      verificationToken: 'pending-3',
      methods: ['sms', 'realName'],
      maskedMobile: '+84 90****321',
      expiresAt: '2099-01-01T00:00:00Z',
    },
    verify: fn(async () => {
      throw new ApiError('verification.realName.wrong', undefined, 400);
    }),
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Real name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Real name' }), 'Nguyen Van An');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.verify).toHaveBeenCalledWith('realName', 'Nguyen Van An'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This is not the real name on your account.',
    );
  },
};
