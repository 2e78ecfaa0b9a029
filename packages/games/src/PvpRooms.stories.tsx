import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PvpRooms } from './PvpRooms.tsx';
import { api, member } from './storyGamesApi.ts';

const meta = {
  component: PvpRooms,
  args: { vassalage: 'DEMO' },
  parameters: { api, session: member },
} satisfies Meta<typeof PvpRooms>;
export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => undefined);

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

export const Loading: Story = { parameters: { api: { ...api, pvpRooms: never } } };

export const Empty: Story = {
  parameters: { api: { ...api, pvpRooms: async () => ({ rooms: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No rooms open right now.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      ...api,
      pvpRooms: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Rooms' })).toBeVisible();
  },
};
