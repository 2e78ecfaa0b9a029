import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HelpCentre } from './HelpCentre.tsx';

const meta = {
  component: HelpCentre,
  args: {
    topics: [
      {
        id: 2,
        hash: 'deposit',
        title: 'How to deposit',
        content: '<p>Open the wallet.</p>',
        sort: 2,
      },
      {
        id: 1,
        hash: 'register',
        title: 'How to register',
        content: '<p>Press Register.</p>',
        sort: 1,
      },
      {
        id: 3,
        hash: 'withdraw',
        title: 'How to withdraw',
        content: '<p>Open the wallet.</p>',
        sort: 3,
      },
    ],
    hash: 'deposit',
  },
} satisfies Meta<typeof HelpCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AtTopic: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'How to register',
      'How to deposit',
      'How to withdraw',
    ]);
    await expect(canvas.getByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'How to deposit' })).toHaveAttribute(
      'id',
      'deposit',
    );
  },
};

/** Where the topics' index stands against the first topic. */
const layoutOf = (canvas: {
  getByRole: (role: 'navigation' | 'region', o: { name: string }) => HTMLElement;
}) => ({
  index: canvas.getByRole('navigation', { name: 'Help topics' }).getBoundingClientRect(),
  topic: canvas.getByRole('region', { name: 'How to register' }).getBoundingClientRect(),
});

/** On a phone the index stands above the topics, both the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { index, topic } = layoutOf(canvas);
    await expect(topic.top).toBeGreaterThanOrEqual(index.bottom);
    await expect(topic.left).toBe(index.left);
  },
};

/** From a tablet's width the index is a column beside the topics. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    const { index, topic } = layoutOf(canvas);
    await expect(topic.left).toBeGreaterThanOrEqual(index.right);
    await expect(topic.top).toBeLessThan(index.bottom);
  },
};
