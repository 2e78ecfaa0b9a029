import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HotGames } from './HotGames.tsx';
import { api, listStates, member, resetFavourites } from './storyGamesApi.ts';

const meta = {
  component: HotGames,
  parameters: { api },
  beforeEach: resetFavourites,
} satisfies Meta<typeof HotGames>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const lane = await canvas.findByRole('region', { name: 'Hot games' });
    const list = await within(lane).findByRole('list', { name: 'Hot games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // Visitors see no favourite stars.
    await expect(within(lane).queryByRole('button', { name: /^Favourite/ })).toBeNull();
  },
};

export const MemberAddsFavourite: Story = {
  parameters: { session: member },
  play: async ({ canvas, userEvent }) => {
    const star = await canvas.findByRole('button', { name: 'Favourite: Demo game 3' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};

const states = listStates('hotGames', { list: [] }, 'No hot games right now.');
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failed: Story = {
  ...states.Failed,
  play: async (context) => {
    await states.Failed.play(context);
    await expect(context.canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Hot games' })).toBeVisible();
  },
};
