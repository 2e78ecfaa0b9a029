import { ApiError } from '@portal/api-client';
import { storySystemStatus } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveModels } from './LiveModels.tsx';
import { api, member, never } from './storyGamesApi.ts';
import { picture } from './storyPictures.ts';

/** The system status of a brand with the chat room on ('1') or off ('0'). */
const withChatRoom = (enabled: '0' | '1') => storySystemStatus('CHATROOM3', enabled);

const host = (modelId: string, nickname: string, online: boolean, viewers: number) => ({
  modelId,
  nickname,
  avatarUrl: picture(online ? '#c36' : '#999', 96, 96),
  vassalage: 'EVO',
  tableId: `${modelId}-T`,
  online,
  viewers,
});

const hostsApi = {
  ...api,
  liveModels: async () => ({
    list: [
      host('EVO-1', 'Mia', false, 12),
      host('EVO-2', 'Yuna', true, 340),
      host('EVO-3', 'Linh', true, 95),
    ],
  }),
  launchChat: async (input: unknown) => ({
    chatUrl: `/chat?host=${(input as { modelId: string }).modelId}`,
  }),
};

const meta = {
  component: LiveModels,
  args: { onOpenRoom: fn() },
  parameters: { api: hostsApi, session: { ...member, systemStatus: withChatRoom('1') } },
} satisfies Meta<typeof LiveModels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hosts on air first, the most watched first; a host's link opens the room the server names. */
export const Hosts: Story = {
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole('list', { name: 'Live hosts' });
    const hosts = within(list).getAllByRole('listitem');
    await expect(hosts.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Yuna',
      'Linh',
      'Mia',
    ]);
    await expect(hosts[0]).toHaveTextContent('On air');
    await expect(hosts[0]).toHaveTextContent('340 watching');
    await expect(hosts[2]).toHaveTextContent('Resting');
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with Linh' }));
    await expect(args.onOpenRoom).toHaveBeenCalledWith('/chat?host=EVO-3');
  },
};

/** A brand without the chat room shows no hosts (the call is that module's). */
export const ChatRoomOff: Story = {
  parameters: { session: { systemStatus: withChatRoom('0') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Live hosts' })).toBeNull();
  },
};

export const Loading: Story = { parameters: { api: { ...hostsApi, liveModels: never } } };

export const Empty: Story = {
  parameters: { api: { ...hostsApi, liveModels: async () => ({ list: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No live hosts right now.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    api: {
      ...hostsApi,
      liveModels: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Chat with Yuna' })).toBeVisible();
  },
};
