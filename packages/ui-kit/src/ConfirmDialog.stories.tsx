import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement, 'Log out');
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement, 'Log out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Log out');
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Network link is abnormal, please try again' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Log out');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
  },
};
