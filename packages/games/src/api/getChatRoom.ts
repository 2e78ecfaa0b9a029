import { type CallOutput, CHAT_STREAM_PATH, type ChatRoomEvent } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope, useSession } from '@portal/session';
import { after } from '@portal/ui-kit';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** How often the room reads itself again while its live feed is down (the fallback). */
export const CHAT_POLL_MS = 3_000;
/** Waits before the room tries its feed again after it failed, the last one repeating. */
export const CHAT_FEED_RETRY_MS = [5_000, 15_000, 60_000] as const;
/** The messages the room holds: the server's first read answers this many. */
const CHAT_KEPT = 50;

/** The room's latest messages (the server keeps the last ones, oldest first). */
export const chatMessagesQuery = (scope: QueryScope) => callQuery(scope, 'chatMessages', {});

type Room = CallOutput<'chatMessages'>;

/** What one event of the feed does to the room as the query holds it. */
export const applyChatEvent = (room: Room, event: ChatRoomEvent): Room => {
  switch (event.kind) {
    case 'message': {
      if (room.messages.some((message) => message.id === event.message.id)) return room;
      const messages = [...room.messages, event.message].sort((a, b) => a.id - b.id);
      return { ...room, messages: messages.slice(-CHAT_KEPT) };
    }
    case 'deleted':
      return { ...room, messages: room.messages.filter((message) => message.id !== event.id) };
    case 'muted':
      return { ...room, mutedUntil: event.mutedUntil };
    case 'resync':
      return room;
  }
};

const isRoomEvent = (data: unknown): data is ChatRoomEvent => {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === 'message' || kind === 'deleted' || kind === 'muted' || kind === 'resync';
};

/**
 * Keeps the room's query live from the server's feed while `enabled`: each event changes the
 * held answer in place; a feed that opens (or asks to resync) has the room read once, so what
 * came before it is not missed. Answers whether the feed is open: while it is not, the room
 * polls (`CHAT_POLL_MS`) and the feed is tried again after a wait.
 */
const useChatFeed = (scope: QueryScope, client: QueryClient, enabled: boolean): boolean => {
  const [live, setLive] = useState(false);
  const { api } = scope;
  const { queryKey } = chatMessagesQuery(scope);
  const key = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query key.
  useEffect(() => {
    if (!enabled) return;
    let close: (() => void) | null = null;
    let cancelRetry: (() => void) | null = null;
    let failures = 0;
    const refresh = () => client.invalidateQueries({ queryKey });
    const open = () => {
      close = api.listen(CHAT_STREAM_PATH, {
        onOpen: () => {
          failures = 0;
          setLive(true);
          void refresh();
        },
        onEvent: (data) => {
          if (!isRoomEvent(data)) return;
          if (data.kind === 'resync') void refresh();
          else client.setQueryData(queryKey, (room) => room && applyChatEvent(room, data));
        },
        onError: () => {
          close = null;
          setLive(false);
          const delay = CHAT_FEED_RETRY_MS[failures] ?? CHAT_FEED_RETRY_MS[2];
          failures += 1;
          cancelRetry = after(delay, open);
        },
      });
    };
    open();
    return () => {
      close?.();
      cancelRetry?.();
      setLive(false);
    };
  }, [api, client, enabled, key]);
  return live;
};

/**
 * The room while it is open, for members (the calls need a token). Designed: the room reads
 * its latest messages once, then follows the server's live feed (posts, staff deletes, the
 * member's mute); while the feed is down it falls back to reading the room every few seconds.
 */
export const useChatMessages = () => {
  const { isLogin } = useSession();
  const scope = useQueryScope();
  const client = useQueryClient();
  const live = useChatFeed(scope, client, isLogin);
  const query = useQuery({
    ...chatMessagesQuery(scope),
    enabled: isLogin,
    refetchInterval: live ? false : CHAT_POLL_MS,
  });
  return { ...query, live };
};

/** Posts a message; the answer joins the room at once, so the poster sees it in place. */
export const useChatPost = () => {
  const scope = useQueryScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => scope.api.call('chatPost', { text }),
    onSuccess: (message) =>
      client.setQueryData(
        chatMessagesQuery(scope).queryKey,
        (room) => room && applyChatEvent(room, { kind: 'message', message }),
      ),
  });
};
