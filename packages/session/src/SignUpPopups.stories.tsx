import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SignUpPopups } from './SignUpPopups.tsx';

const meta = {
  component: SignUpPopups,
  args: {
    onClose: fn(),
    popups: [
      {
        id: 1,
        title: 'Welcome bonus',
        content: '<p>Deposit today for <b>100%</b>.</p>',
        execution: 'B',
      },
      { id: 2, title: 'Weekend draw', content: '<p>Every Sunday at 20:00.</p>', execution: 'B' },
    ],
  },
} satisfies Meta<typeof SignUpPopups>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Welcome bonus',
      }),
    );
    await expect(dialog.getByText('100%')).toBeInTheDocument();
    await expect(dialog.getByRole('heading', { name: 'Weekend draw' })).toBeInTheDocument();
    const closeButtons = dialog.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { popups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
