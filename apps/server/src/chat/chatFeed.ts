import { PassThrough } from 'node:stream';
import { CHAT_STREAM_PATH, type ChatRoomEvent, calls } from '@portal/contract';
import type { QueryExecutorProvider } from 'kysely';
import type { CacheBus, CacheEvent, ChatChange } from '../db/cacheBus.ts';
import type { AreaContext } from '../http/area.ts';
import { admitCall } from '../http/callRoutes.ts';

/** How often an idle feed sends a comment line, so proxies and browsers keep it open. */
export const CHAT_HEARTBEAT_MS = 20_000;
/**
 * Open feeds one member may hold (a few tabs); the oldest closes when one more opens, so a
 * member cannot tie up an instance's sockets by opening feeds in a loop.
 */
export const CHAT_FEEDS_PER_MEMBER = 4;

/** One open feed: a member reading their brand's room on this instance. */
interface Reader {
  readonly merchantId: number;
  readonly memberId: number;
  readonly sessionId: string;
  send(event: ChatRoomEvent): void;
  close(): void;
}

/** What a change means to one reader (null: nothing for them). */
const eventFor = (change: ChatChange, reader: Reader): ChatRoomEvent | null => {
  switch (change.type) {
    case 'message': {
      const { memberId, ...message } = change.message;
      return { kind: 'message', message: { ...message, mine: memberId === reader.memberId } };
    }
    case 'deleted':
      return { kind: 'deleted', id: change.id };
    case 'muted':
      return change.memberId === reader.memberId
        ? { kind: 'muted', mutedUntil: change.mutedUntil }
        : null;
  }
};

/**
 * The chat room's open feeds on this instance, fed by the bus: a post, a delete or a mute made
 * through any instance reaches every reader of that brand's room on every instance. Designed
 * (the specs name no push channel): the bus's one listening connection serves every room, so
 * an instance holds no database connection per reader.
 */
export class ChatFeeds {
  readonly #rooms = new Map<number, Set<Reader>>();

  constructor(bus: CacheBus) {
    bus.subscribe((event) => this.#hear(event));
  }

  /** Adds a reader; the answer removes it again. */
  open(reader: Reader): () => void {
    const room = this.#rooms.get(reader.merchantId) ?? new Set<Reader>();
    this.#rooms.set(reader.merchantId, room);
    const theirs = [...room].filter((other) => other.memberId === reader.memberId);
    // A set keeps insertion order: the first of theirs is their oldest feed.
    if (theirs.length >= CHAT_FEEDS_PER_MEMBER) theirs[0]?.close();
    room.add(reader);
    return () => {
      room.delete(reader);
      if (room.size === 0 && this.#rooms.get(reader.merchantId) === room) {
        this.#rooms.delete(reader.merchantId);
      }
    };
  }

  /** How many feeds are open (a test's and a shutdown's view). */
  get size(): number {
    let count = 0;
    for (const room of this.#rooms.values()) count += room.size;
    return count;
  }

  /** Ends every feed (the server is closing: open streams would hold its drain open). */
  closeAll(): void {
    for (const room of this.#rooms.values()) for (const reader of [...room]) reader.close();
  }

  #hear(event: CacheEvent): void {
    if (event.kind === 'chat') {
      for (const reader of this.#rooms.get(event.merchantId) ?? []) {
        const told = eventFor(event.change, reader);
        if (told) reader.send(told);
      }
    } else if (event.kind === 'everything') {
      // The bus was away and may have missed changes: every reader reads the room again.
      for (const room of this.#rooms.values())
        for (const reader of room) reader.send({ kind: 'resync' });
    } else if (event.kind === 'sessionRevoked') {
      // A logout on any instance ends that session's feeds at once, as it ends its calls.
      for (const room of this.#rooms.values()) {
        for (const reader of [...room]) if (reader.sessionId === event.sessionId) reader.close();
      }
    }
  }
}

/** Tells every instance's feeds about a change, when the transaction `db` is in commits. */
export const publishChatChange = (
  bus: CacheBus,
  db: QueryExecutorProvider,
  merchantId: number,
  change: ChatChange,
): Promise<void> => bus.publish(db, { kind: 'chat', merchantId, change });

/**
 * The feed's route: `GET CHAT_STREAM_PATH`, admitted as `chatMessages` is (merchant, site rules,
 * CHATROOM3, a live token), then a server-sent event stream of `ChatRoomEvent`s until the
 * reader leaves, logs out or the server closes. A refusal answers the catalogue's envelope
 * through the error handler, as a call's would.
 */
export const registerChatFeed = ({ app, services }: AreaContext): ChatFeeds => {
  const feeds = new ChatFeeds(services.cacheBus);
  app.addHook('preClose', async () => feeds.closeAll());
  app.get(CHAT_STREAM_PATH, async (request, reply) => {
    const { merchant, session } = await admitCall(request, services, calls.chatMessages);
    // `chatMessages` is a token call: admitCall refused a caller without a session already.
    if (!session) throw new Error('the chat feed was admitted without a session');
    const stream = new PassThrough();
    const heartbeat = setInterval(() => stream.write(':\n\n'), CHAT_HEARTBEAT_MS);
    heartbeat.unref();
    const remove = feeds.open({
      merchantId: merchant.id,
      memberId: session.memberId,
      sessionId: session.id,
      send: (event) => stream.write(`data: ${JSON.stringify(event)}\n\n`),
      close: () => stream.end(),
    });
    const stop = () => {
      clearInterval(heartbeat);
      remove();
    };
    stream.on('close', stop);
    stream.on('finish', stop);
    // The answer's socket closing is the reader leaving (the request's own `close` tells only
    // that its body was read).
    reply.raw.on('close', () => {
      stop();
      stream.destroy();
    });
    // The first line says the feed is open: the reader then reads the room once, so nothing
    // posted between its last read and this moment is missed.
    stream.write(': open\n\n');
    return (
      reply
        .header('cache-control', 'no-cache, no-transform')
        // nginx and its kind buffer a proxied answer unless told not to; a feed must flow.
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(stream)
    );
  });
  return feeds;
};
