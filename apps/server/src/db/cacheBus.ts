import { type QueryExecutorProvider, sql } from 'kysely';
import type pg from 'pg';
import { newPgClient } from './database.ts';

/**
 * What changed, told to every server instance on the database. An instance keeps a few
 * things for seconds (the merchants and their switches, sessions it has just read, site
 * rules); these events make a change made through one instance take effect on all of them
 * at once. The chat room's live feeds ride the same bus (one listening connection per
 * instance, not one per room).
 * `everything` is what a listener hears after it lost and regained its connection: it may
 * have missed events, so it drops all it keeps.
 */
export type CacheEvent =
  | { kind: 'merchants' }
  /** Something happened in a merchant's chat room: open feeds on every instance pass it on. */
  | { kind: 'chat'; merchantId: number; change: ChatChange }
  | { kind: 'sessionRevoked'; sessionId: string }
  /** A merchant's site rules or maintenance windows changed (the site guard's cache). */
  | { kind: 'site'; merchantId: number }
  /** A merchant's promotions changed (the VIP weeks the seamless wallet keeps). */
  | { kind: 'promotions'; merchantId: number }
  | { kind: 'everything' };

/**
 * A chat room change as it crosses instances (the chat area's feed turns it into what a reader
 * sees: `mine` is the reader's, a mute goes to the muted member only). A post rides whole (at
 * most 300 characters, well under NOTIFY's 8,000 bytes), so no instance reads it back.
 */
export type ChatChange =
  | {
      type: 'message';
      message: { id: number; memberId: number; nickname: string; text: string; sentAt: string };
    }
  | { type: 'deleted'; id: number }
  | { type: 'muted'; memberId: number; mutedUntil: string | null };

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

const chatChange = (change: unknown): ChatChange | null => {
  const c = change as Record<string, unknown> | null;
  if (c?.type === 'deleted' && isInt(c.id)) return { type: 'deleted', id: c.id };
  if (
    c?.type === 'muted' &&
    isInt(c.memberId) &&
    (c.mutedUntil === null || typeof c.mutedUntil === 'string')
  ) {
    return { type: 'muted', memberId: c.memberId, mutedUntil: c.mutedUntil };
  }
  const m = c?.message as Record<string, unknown> | undefined;
  if (
    c?.type === 'message' &&
    isInt(m?.id) &&
    isInt(m.memberId) &&
    typeof m.nickname === 'string' &&
    typeof m.text === 'string' &&
    typeof m.sentAt === 'string'
  ) {
    const { id, memberId, nickname, text, sentAt } = m;
    return { type: 'message', message: { id, memberId, nickname, text, sentAt } };
  }
  return null;
};

/** Where the bus reports a lost connection (pino's and Fastify's loggers are one). */
interface Log {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

const CHANNEL = 'portal_cache';
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000] as const;

const parse = (payload: string | undefined): CacheEvent | null => {
  try {
    const event = JSON.parse(payload ?? '') as Partial<CacheEvent> | null;
    if (event?.kind === 'merchants' || event?.kind === 'everything') return { kind: event.kind };
    if (event?.kind === 'sessionRevoked' && typeof event.sessionId === 'string') {
      return { kind: 'sessionRevoked', sessionId: event.sessionId };
    }
    if (event?.kind === 'site' && typeof event.merchantId === 'number') {
      return { kind: 'site', merchantId: event.merchantId };
    }
    if (event?.kind === 'promotions' && isInt(event.merchantId)) {
      return { kind: 'promotions', merchantId: event.merchantId };
    }
    if (event?.kind === 'chat' && isInt(event.merchantId)) {
      const change = chatChange(event.change);
      return change ? { kind: 'chat', merchantId: event.merchantId, change } : null;
    }
    return null;
  } catch {
    return null;
  }
};

/**
 * Cache invalidation across instances over PostgreSQL's LISTEN/NOTIFY. `publish` runs
 * `pg_notify` on the handle it is given: inside a transaction the event goes out when it
 * commits (and never if it rolls back). Every instance, this one included, hears it on its
 * own listening connection. LISTEN needs a session of its own: behind a pooler, point
 * `databaseUrl` past it (docs/DEPLOY.md).
 */
export class CacheBus {
  readonly #databaseUrl: string;
  readonly #log: Log | undefined;
  readonly #subscribers = new Set<(event: CacheEvent) => void>();
  #client: pg.Client | null = null;
  #stopped = false;
  #failures = 0;
  #retry: NodeJS.Timeout | null = null;

  constructor(databaseUrl: string, log?: Log) {
    this.#databaseUrl = databaseUrl;
    this.#log = log;
  }

  /** Opens the listening connection; resolves once it listens. */
  async start(): Promise<void> {
    await this.#connect();
  }

  subscribe(listener: (event: CacheEvent) => void): void {
    this.#subscribers.add(listener);
  }

  /** Tells every instance (after the transaction `db` is in commits, if it is one). */
  async publish(db: QueryExecutorProvider, event: CacheEvent): Promise<void> {
    await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(db);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    if (client) await client.end();
  }

  #deliver(event: CacheEvent): void {
    for (const listener of this.#subscribers) listener(event);
  }

  async #connect(): Promise<void> {
    const client = newPgClient(this.#databaseUrl);
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const event = parse(message.payload);
      if (event) this.#deliver(event);
      else this.#log?.warn({ payload: message.payload }, 'ignored a cache event it cannot read');
    });
    client.on('error', (error) => {
      // The connection is gone (the database restarted, an administrator ended it).
      if (this.#stopped || this.#client !== client) return;
      this.#log?.warn({ err: error }, 'the cache listener lost its connection; reconnecting');
      this.#client = null;
      client.end().catch((closing: unknown) => {
        this.#log?.debug({ err: closing }, 'closing the broken cache listener failed');
      });
      this.#schedule();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (this.#stopped) {
      await client.end();
      return;
    }
    this.#client = client;
    this.#failures = 0;
  }

  #schedule(): void {
    const delay = RECONNECT_MS[Math.min(this.#failures, RECONNECT_MS.length - 1)];
    this.#failures += 1;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#connect().then(
        // Events may have gone by while it was away: whatever is kept is dropped.
        () => this.#deliver({ kind: 'everything' }),
        (error: unknown) => {
          this.#log?.warn({ err: error }, 'the cache listener could not reconnect yet');
          if (!this.#stopped) this.#schedule();
        },
      );
    }, delay);
  }
}
