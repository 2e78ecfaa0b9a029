import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MemberGameLanes } from './MemberGameLanes.tsx';
import { api, member, never, resetFavourites } from './storyGamesApi.ts';

const meta = {
  component: MemberGameLanes,
  parameters: { api, session: member },
  beforeEach: resetFavourites,
} satisfies Meta<typeof MemberGameLanes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lanes: Story = {
  play: async ({ canvas }) => {
    const favourites = await canvas.findByRole('list', { name: 'My favourites' });
    await expect(within(favourites).getAllByRole('listitem')).toHaveLength(1);
    const recent = await canvas.findByRole('list', { name: 'Recently played' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const AddAndRemoveFavourite: Story = {
  play: async ({ canvas, userEvent }) => {
    const recent = await canvas.findByRole('region', { name: 'Recently played' });
    const star = within(recent).getByRole('button', { name: 'Favourite: Demo game 5' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(star);
    const favourites = canvas.getByRole('region', { name: 'My favourites' });
    await expect(
      await within(favourites).findByRole('button', { name: 'Demo game 5' }),
    ).toBeVisible();
    await userEvent.click(
      within(favourites).getByRole('button', { name: 'Favourite: Demo game 5' }),
    );
    await waitFor(() =>
      expect(within(favourites).queryByRole('button', { name: 'Demo game 5' })).toBeNull(),
    );
  },
};

export const Visitor: Story = {
  // A story's parameters merge into the meta's member, so a visitor is said field by field.
  parameters: { session: { token: null, memberInfo: null, balance: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { api: { ...api, favouriteGames: never, recentGames: never } },
};

export const Empty: Story = {
  parameters: {
    api: {
      ...api,
      favouriteGames: async () => ({ content: [], pageNum: 1, totalPages: 1 }),
      recentGames: async () => ({ list: [] }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Tap the star on a game to keep it here.'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Games you play will show here.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      ...api,
      recentGames: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    const recent = await canvas.findByRole('region', { name: 'Recently played' });
    await expect(await within(recent).findByRole('alert')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Recently played' })).toBeVisible();
  },
};
