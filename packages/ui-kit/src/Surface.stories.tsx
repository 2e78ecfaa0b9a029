import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Surface } from './Surface.tsx';

const meta = {
  component: Surface,
  args: {
    'aria-label': 'Example panel',
    children: [<h3 key="title">Draw 20261123-0042</h3>, <p key="text">Closes in 00:42</p>],
  },
} satisfies Meta<typeof Surface>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The plain panel: a named region whose own props never reach the page's markup. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Example panel' });
    await expect(panel).toHaveTextContent('Closes in 00:42');
    await expect(panel).not.toHaveAttribute('gap');
  },
};

/** A card standing off the page: roomier, with the theme's small shadow. */
export const Raised: Story = {
  args: { raised: true, gap: 'md', pad: 'lg', radius: 'large' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Example panel' });
    await expect(getComputedStyle(panel).boxShadow).not.toBe('none');
    await expect(panel).not.toHaveAttribute('raised');
  },
};

/** `as` renders another element: a promotion's card is an article, its role and name intact. */
export const AsArticle: Story = {
  args: { as: 'article', 'aria-label': 'Welcome bonus' } as Story['args'],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Welcome bonus' });
    await expect(card.tagName).toBe('ARTICLE');
    await expect(card).not.toHaveAttribute('as');
  },
};
