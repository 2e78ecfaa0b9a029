import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ChangePasswordPopup } from './ChangePasswordPopup.tsx';
import { registerRules } from './storyFixtures.ts';

const meta = {
  component: ChangePasswordPopup,
  args: {
    open: true,
    onClose: fn(),
    passwordRule: registerRules().password,
    changePassword: fn(async () => undefined),
  },
} satisfies Meta<typeof ChangePasswordPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Change password',
    }),
  );
const field = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label, { selector: 'input' });

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.queryByLabelText('Username')).toBeNull();
    await userEvent.type(field(dialog, 'Old password'), 'Old@2026x');
    await userEvent.type(field(dialog, 'New password'), 'New@2026x');
    await userEvent.type(field(dialog, 'Confirm new password'), 'New@2026x');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.changePassword).toHaveBeenCalledWith({
        oldPassword: 'Old@2026x',
        newPassword: 'New@2026x',
        confirmNewPassword: 'New@2026x',
      }),
    );
  },
};

export const ForcedAfterLogin: Story = {
  args: { username: 'demo', oldPassword: '123456' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    const username = dialog.getByLabelText('Username');
    await expect(username).toHaveValue('demo');
    await expect(username).toHaveAttribute('readonly');
    await expect(dialog.queryByLabelText('Old password', { selector: 'input' })).toBeNull();
    await userEvent.type(field(dialog, 'New password'), 'New@2026x');
    await userEvent.type(field(dialog, 'Confirm new password'), 'New@2026x');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(args.changePassword).toHaveBeenCalledWith({
        oldPassword: '123456',
        newPassword: 'New@2026x',
        confirmNewPassword: 'New@2026x',
      }),
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(field(dialog, 'New password'), 'has space');
    await userEvent.type(field(dialog, 'Confirm new password'), 'other');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(field(dialog, 'Old password')).toHaveAccessibleDescription(
      'Input cannot be empty.',
    );
    await expect(field(dialog, 'New password')).toHaveAccessibleDescription(/No spaces/);
    await expect(field(dialog, 'Confirm new password')).toHaveAccessibleDescription(
      'The two password entries must match.',
    );
    await expect(args.changePassword).not.toHaveBeenCalled();
  },
};

export const WrongOldPassword: Story = {
  args: {
    changePassword: fn(async () => {
      throw new ApiError('password.old.wrong', undefined, 400);
    }),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(field(dialog, 'Old password'), 'Wrong@2026');
    await userEvent.type(field(dialog, 'New password'), 'New@2026x');
    await userEvent.type(field(dialog, 'Confirm new password'), 'New@2026x');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The old password is incorrect.',
    );
  },
};
