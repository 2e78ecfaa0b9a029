import { ContentPosts } from '@portal/content';
import type { ContentPost, Game } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { SeamlessPage } from './ContentPages.tsx';

const posts: ContentPost[] = [
  {
    id: 7,
    title: 'Lucky 88 sponsors the city cup',
    date: '2026-11-20T08:00:00.000Z',
    summary: 'This season Lucky 88 is the main sponsor of the city football cup.',
    content:
      '<p>This season Lucky 88 is the main sponsor.</p><script>window.__postScriptRan = true</script>',
  },
  {
    id: 5,
    title: 'Meet the team',
    date: '2026-10-02T08:00:00.000Z',
    summary: 'Our players visited the stadium.',
    content: '<p>Our players visited the stadium.</p>',
  },
];

const meta = {
  component: ContentPosts,
  decorators: [withBrandAndRouter],
  args: {
    title: 'Sponsorship',
    path: '/sponsor',
    posts,
    loading: false,
    error: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentPosts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list, blog-style: newest first, each title opening its post. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sponsorship' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 2 });
    await expect(titles.map((h) => h.textContent)).toEqual([
      'Lucky 88 sponsors the city cup',
      'Meet the team',
    ]);
    await expect(canvas.getByRole('link', { name: 'Meet the team' })).toHaveAttribute(
      'href',
      '/sponsor/5',
    );
    await expect(canvas.getByText('Our players visited the stadium.')).toBeVisible();
    await expect(canvas.getAllByRole('article')[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T08:00:00.000Z',
    );
  },
};

/** One post on its own page: its text sanitised again, a link back to the list. */
export const Page: Story = {
  args: { postId: 7 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lucky 88 sponsors the city cup' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('This season Lucky 88 is the main sponsor.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All posts of Sponsorship' })).toHaveAttribute(
      'href',
      '/sponsor',
    );
    await expect((window as { __postScriptRan?: boolean }).__postScriptRan).toBeUndefined();
  },
};

/** An address naming a post that was taken down. */
export const PostGone: Story = {
  args: { postId: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('This post is not here any more.');
    await expect(canvas.getByRole('link', { name: 'All posts of Sponsorship' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing has been posted here yet.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Posts' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { posts: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading posts…' })).toBeVisible();
  },
};

export const Failure: Story = {
  args: { posts: undefined, error: new Error('offline') },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const game = (nodeId: number, gameName: string): Game => ({
  nodeId,
  gameName,
  iconUrl: `/media/games/${nodeId}.svg`,
  gameId: `g-${nodeId}`,
  gameCode: `G_${nodeId}`,
  vassalage: 'JDB',
  gameType: 'RNG',
});

/** /seamless: the games on the main wallet above what staff wrote. */
export const Seamless: StoryObj<typeof SeamlessPage> = {
  render: () => <SeamlessPage />,
  parameters: {
    api: {
      seamlessGames: async () => ({ list: [game(1, '幸运水果'), game(2, 'Jade Gems')] }),
      contentPosts: async () => ({ posts: [posts[1]] }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Games on your main wallet' }),
    ).toBeVisible();
    await expect(await canvas.findByText('幸运水果')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Meet the team' })).toHaveAttribute(
      'href',
      '/seamless/5',
    );
  },
};
