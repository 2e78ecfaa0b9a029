import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GamePopup } from './GamePopup.tsx';

const meta = {
  component: GamePopup,
  args: {
    open: true,
    name: 'Lucky Fruits',
    url: 'data:text/html,<h1 style="font-family:sans-serif">Demo slot</h1>',
    onClose: fn(),
  },
} satisfies Meta<typeof GamePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Lucky Fruits' }),
    );
    const frame = dialog.getByTitle('Lucky Fruits');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', args.url);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
