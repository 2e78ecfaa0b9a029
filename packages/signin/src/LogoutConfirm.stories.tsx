import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LogoutConfirm } from './LogoutConfirm.tsx';

const meta = {
  component: LogoutConfirm,
  args: { open: true, onClose: fn(), logout: fn(async () => undefined), onLoggedOut: fn() },
} satisfies Meta<typeof LogoutConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log out' });

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onLoggedOut).toHaveBeenCalledOnce());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.logout).not.toHaveBeenCalled();
  },
};

export const LoggingOut: Story = {
  args: { logout: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
  },
};
