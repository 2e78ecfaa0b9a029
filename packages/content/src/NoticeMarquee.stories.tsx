import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NoticeMarquee } from './NoticeMarquee.tsx';

const meta = {
  component: NoticeMarquee,
  args: {
    notices: [
      { id: 1, title: 'System maintenance on Monday 02:00', content: '<p>Maintenance</p>' },
      { id: 2, title: 'New live casino tables are open', content: '<p>Live</p>' },
    ],
    onOpen: fn(),
  },
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New live casino tables are open' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(0);
  },
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
