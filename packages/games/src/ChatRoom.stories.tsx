import type { ApiClient, FeedHandlers } from '@portal/api-client';
import { ApiError } from '@portal/api-client';
import type { ChatMessage, ChatRoomEvent } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChatRoom } from './ChatRoom.tsx';
import { api, member, never } from './storyGamesApi.ts';

const at = (minute: number) => `2026-11-28T12:${String(minute).padStart(2, '0')}:00Z`;

const conversation: ChatMessage[] = [
  { id: 1, nickname: 'Lucky Lin', text: 'Anyone on the 5-minute SSC?', sentAt: at(1), mine: false },
  {
    id: 2,
    nickname: 'Demo Player',
    text: 'Yes, playing big and small.',
    sentAt: at(2),
    mine: true,
  },
  { id: 3, nickname: 'Mai', text: 'Good luck both!', sentAt: at(3), mine: false },
];

/** A room in memory: posts join it, so a story sees its own message arrive. */
const roomApi = (start: readonly ChatMessage[], mutedUntil: string | null = null) => {
  let messages = [...start];
  return {
    ...api,
    chatMessages: async () => ({ messages, mutedUntil }),
    chatPost: async (input: unknown) => {
      const posted = {
        id: messages.length + 1,
        nickname: 'Demo Player',
        text: (input as { text: string }).text,
        sentAt: at(9),
        mine: true,
      };
      messages = [...messages, posted];
      return posted;
    },
  };
};

/**
 * A room with a live feed, as the server runs it: what it pushes is in the room's next read
 * too. `push` tells every open feed; `reset` (each story's `beforeEach`) starts it afresh, as
 * the story file's page is shared by the brand passes.
 */
const liveRoom = (start: readonly ChatMessage[]) => {
  let messages = [...start];
  let mutedUntil: string | null = null;
  const feeds = new Set<FeedHandlers>();
  return {
    api: { ...api, chatMessages: async () => ({ messages, mutedUntil }) },
    feed: ((_path, handlers) => {
      feeds.add(handlers);
      queueMicrotask(() => handlers.onOpen());
      return () => feeds.delete(handlers);
    }) satisfies ApiClient['listen'],
    push(event: ChatRoomEvent) {
      if (event.kind === 'message') messages = [...messages, event.message];
      if (event.kind === 'deleted') messages = messages.filter((m) => m.id !== event.id);
      if (event.kind === 'muted') mutedUntil = event.mutedUntil;
      for (const feed of feeds) feed.onEvent(event);
    },
    reset() {
      messages = [...start];
      mutedUntil = null;
      feeds.clear();
    },
  };
};

const meta = {
  component: ChatRoom,
  parameters: { api: roomApi(conversation), session: member },
} satisfies Meta<typeof ChatRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  parameters: { api: roomApi(conversation) },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Lucky Lin');
    await expect(items[1]).toHaveTextContent('You');
    await expect(items[1]).toHaveAttribute('data-mine');
  },
};

export const Empty: Story = {
  parameters: { api: roomApi([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet. Say hello!')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  },
};

export const Sending: Story = {
  parameters: { api: { ...roomApi(conversation), chatPost: never } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Sent: Story = {
  parameters: { api: roomApi(conversation) },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'See you at the draw{enter}');
    const log = canvas.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(log).toHaveTextContent('See you at the draw'));
    await expect(box).toHaveValue('');
  },
};

export const Muted: Story = {
  parameters: { api: roomApi(conversation, '2026-11-28T13:00:00Z') },
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/You are muted in the chat room until/);
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

export const PostRefused: Story = {
  parameters: {
    api: {
      ...roomApi(conversation),
      chatPost: async () => {
        throw new ApiError('chat.too.fast', undefined, 429);
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Again{enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You are posting too fast. Wait a few seconds and try again.',
    );
  },
};

export const Loading: Story = {
  parameters: { api: { ...roomApi(conversation), chatMessages: never } },
};

export const Failed: Story = {
  parameters: {
    api: {
      ...roomApi(conversation),
      chatMessages: async () => {
        throw new ApiError('system.busy', undefined, 503);
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { session: { token: null, memberInfo: null, balance: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Log in to chat with other members.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

export const Phone: Story = {
  parameters: { api: roomApi(conversation) },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('log', { name: 'Messages' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

const live = liveRoom(conversation);

/** The feed brings a post, a staff delete and a mute in as they happen, without a poll. */
export const LiveFeed: Story = {
  parameters: { api: live.api, feed: live.feed },
  beforeEach: () => live.reset(),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    live.push({
      kind: 'message',
      message: { id: 4, nickname: 'Mai', text: 'Draw in one minute!', sentAt: at(4), mine: false },
    });
    // Well inside the fallback's 3 s poll: only the feed can have brought it.
    await waitFor(() => expect(log).toHaveTextContent('Draw in one minute!'), { timeout: 1_000 });
    live.push({ kind: 'deleted', id: 1 });
    await waitFor(() => expect(log).not.toHaveTextContent('Anyone on the 5-minute SSC?'), {
      timeout: 1_000,
    });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    live.push({ kind: 'muted', mutedUntil: '2026-11-28T13:00:00Z' });
    await expect(await canvas.findByText(/You are muted in the chat room until/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

const fallback = liveRoom(conversation);

/** No feed (refused, as every other story's): the room reads itself every 3 s instead. */
export const FeedDown: Story = {
  parameters: { api: fallback.api },
  beforeEach: () => fallback.reset(),
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    // Into the room only (no feed is open to tell): the next poll brings it.
    fallback.push({
      kind: 'message',
      message: { id: 5, nickname: 'Lucky Lin', text: 'Polled in', sentAt: at(5), mine: false },
    });
    await waitFor(() => expect(log).toHaveTextContent('Polled in'), { timeout: 5_000 });
  },
};
