import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { MessageDialog } from './MessageDialog.tsx';

const meta = {
  component: MessageDialog,
  args: {
    name: 'story-message',
    open: true,
    onClose: fn(),
    title: 'Draw closed',
    message: 'Betting on draw 20261123-0042 has closed.',
    children: <Button>OK</Button>,
  },
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Named by its title, described by its message, its buttons after the message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Draw closed');
    await expect(dialog).toHaveAccessibleDescription('Betting on draw 20261123-0042 has closed.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  },
};

/** An alert dialog with a note under the message (a failure, here); Escape closes it. */
export const AlertWithNote: Story = {
  args: { role: 'alertdialog', note: <p role="alert">The network is down.</p> },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Draw closed' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The network is down.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
