import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PvpRooms } from './PvpRooms.tsx';
import { api, listStates, member } from './storyGamesApi.ts';

const meta = {
  component: PvpRooms,
  args: { vassalage: 'DEMO' },
  parameters: { api, session: member },
} satisfies Meta<typeof PvpRooms>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Rooms' });
    const rooms = within(list).getAllByRole('listitem');
    await expect(rooms).toHaveLength(2);
    await expect(
      within(rooms[0] as HTMLElement).getByRole('heading', { name: 'Beginner' }),
    ).toBeVisible();
    await expect(rooms[0]).toHaveTextContent('Seats free');
    await expect(rooms[1]).toHaveTextContent('Full');
    await expect(rooms[1]).toHaveTextContent('Players online: 160');
  },
};

export const Visitor: Story = {
  // A story's parameters merge into the meta's member, so a visitor is said field by field.
  parameters: { session: { token: null, memberInfo: null, balance: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

const states = listStates('pvpRooms', { rooms: [] }, 'No rooms open right now.');
export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Failed: Story = states.Failed;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Rooms' })).toBeVisible();
  },
};
