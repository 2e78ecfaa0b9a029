import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GridList } from './GridList.tsx';

const meta = {
  component: GridList,
  args: {
    min: 120,
    'aria-label': 'Vendors',
    children: ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => (
      <li key={name}>{name}</li>
    )),
  },
} satisfies Meta<typeof GridList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list to assistive technology, a grid on screen; its own props stay off the markup. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Vendors' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(getComputedStyle(list).display).toBe('grid');
    await expect(list).not.toHaveAttribute('min');
  },
};

/** Wider cells, fewer columns. */
export const Wide: Story = { args: { min: 260, gap: 'lg' } };
