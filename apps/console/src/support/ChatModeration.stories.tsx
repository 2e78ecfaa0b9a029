import type { StaffChatMessage } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  deskStories,
  loadingStory,
  page,
  refusedStory,
  storySession,
} from '../storyDecorators.tsx';
import { ChatModeration } from './ChatModeration.tsx';

const message = (over: Partial<StaffChatMessage> = {}): StaffChatMessage => ({
  id: 12,
  merchantCode: 'LK88',
  memberId: 3,
  username: 'demo',
  text: 'Anyone on the 5-minute SSC?',
  sentAt: '2026-11-28T12:01:00.000Z',
  deletedAt: null,
  mutedUntil: null,
  ...over,
});

/** The room in memory: the desk's deletes and mutes change what it lists next. */
const roomAnswers = () => {
  let rows = [
    message(),
    message({ id: 11, memberId: 4, username: 'player', text: 'something rude' }),
    message({
      id: 10,
      memberId: 5,
      username: 'agent',
      text: 'spam spam',
      deletedAt: '2026-11-28T12:00:30.000Z',
      mutedUntil: '2026-11-28T13:00:00.000Z',
    }),
  ];
  return {
    chatRoomList: async () => page(rows),
    chatMessageDelete: async (input: unknown) => {
      const { messageId } = input as { messageId: number };
      rows = rows.map((row) =>
        row.id === messageId ? { ...row, deletedAt: '2026-11-28T12:05:00.000Z' } : row,
      );
      return rows.find((row) => row.id === messageId);
    },
    chatMemberMute: async (input: unknown) => {
      const { memberId, minutes } = input as { memberId: number; minutes: number };
      const mutedUntil = minutes === 0 ? null : '2026-11-28T13:05:00.000Z';
      rows = rows.map((row) => (row.memberId === memberId ? { ...row, mutedUntil } : row));
      return { memberId, mutedUntil };
    },
  };
};

const meta = {
  component: ChatModeration,
  ...deskStories,
  parameters: { staff: { session: storySession('support'), answers: roomAnswers() } },
} satisfies Meta<typeof ChatModeration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Support deletes a rude message and mutes its poster; a deleted one offers no delete. */
export const Moderate: Story = {
  parameters: { staff: { session: storySession('support'), answers: roomAnswers() } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Chat messages' });
    await expect(await within(table).findByText('something rude')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: 'Delete message 10' })).toBeNull();
    await expect(
      within(table).getByRole('button', { name: 'Lift the mute on agent' }),
    ).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Delete message 11' }));
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Delete message 11' })).toBeNull(),
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Mute player for an hour' }));
    await expect(
      await within(table).findByRole('button', { name: 'Lift the mute on player' }),
    ).toBeVisible();
  },
};

/** A role without `chat.read`: the server refuses the list and the desk says why. */
export const Refused: Story = refusedStory('chatRoomList');

export const Empty: Story = {
  parameters: {
    staff: { session: storySession('support'), answers: { chatRoomList: async () => page([]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No chat messages yet.')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(['chatRoomList']);
