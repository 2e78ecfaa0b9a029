import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AlertDialog } from './AlertDialog.tsx';

const meta = {
  component: AlertDialog,
  args: { open: true, onClose: fn(), message: 'Account or password format incorrect.' },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Warning',
    });
    await expect(dialog).toHaveAccessibleDescription('Account or password format incorrect.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const CustomTitle: Story = {
  args: { title: 'Send code failed', confirmLabel: 'OK', message: 'Too many requests.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Send code failed',
    });
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  },
};
