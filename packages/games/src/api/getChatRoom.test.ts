import type { ChatMessage } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { applyChatEvent } from './getChatRoom.ts';

const message = (id: number, mine = false): ChatMessage => ({
  id,
  nickname: `member ${id}`,
  text: `message ${id}`,
  sentAt: '2026-11-29T04:00:00Z',
  mine,
});

const room = (ids: number[], mutedUntil: string | null = null) => ({
  messages: ids.map((id) => message(id)),
  mutedUntil,
});

describe('a chat room event applied to the room the portal holds', () => {
  it('adds a post in id order, once, keeping the latest 50', () => {
    const ids = (r: { messages: ChatMessage[] }) => r.messages.map((m) => m.id);
    expect(ids(applyChatEvent(room([1, 3]), { kind: 'message', message: message(2) }))).toEqual([
      1, 2, 3,
    ]);
    // The poster's own answer and the feed both bring it: it shows once.
    const twice = applyChatEvent(room([1, 2]), { kind: 'message', message: message(2, true) });
    expect(ids(twice)).toEqual([1, 2]);
    const full = room(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(ids(applyChatEvent(full, { kind: 'message', message: message(51) }))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 2),
    );
  });

  it('drops a deleted message and sets or lifts the mute', () => {
    expect(applyChatEvent(room([1, 2, 3]), { kind: 'deleted', id: 2 }).messages).toEqual([
      message(1),
      message(3),
    ]);
    const muted = applyChatEvent(room([1]), { kind: 'muted', mutedUntil: '2026-11-29T05:00:00Z' });
    expect(muted.mutedUntil).toBe('2026-11-29T05:00:00Z');
    expect(applyChatEvent(muted, { kind: 'muted', mutedUntil: null }).mutedUntil).toBeNull();
  });
});
