import type { ChatRoomEvent } from '@portal/contract';
import type { QueryExecutorProvider } from 'kysely';
import type { CacheBus, CacheEvent, ChatChange } from '../db/cacheBus.ts';

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
