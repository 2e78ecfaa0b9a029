import { createHash, randomBytes } from 'node:crypto';
import type { CacheBus } from '../db/cacheBus.ts';
import type { Db } from '../db/database.ts';

/** A session ends after 30 minutes without a call, and 12 hours after login in any case. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/**
 * How stale `last_seen_at` may get before a call writes it again. Writing on every call
 * would make a busy session's parallel calls queue on its row lock; the idle limit is then
 * kept to within this much.
 */
const SESSION_TOUCH_MS = 60_000;
/**
 * How long a process trusts a session it has just read. Logout in this process takes effect
 * at once; a revocation written by another server process is seen within this time.
 */
const SESSION_RECALL_MS = 5_000;
const RECALL_LIMIT = 10_000;

export interface Session {
  id: string;
  merchantId: number;
  memberId: number;
}

interface Recalled {
  session: Session;
  createdAt: number;
  readAt: number;
}

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored, so a copy of the table cannot be replayed as live sessions. */
const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/**
 * Sessions: started at login, resumed on every token call, revoked at logout. Resuming reads
 * the database at most every few seconds per token, so a member's parallel calls (balance,
 * messages, member info on one page) cost one session read, not one each.
 */
export class SessionStore {
  readonly #db: Db;
  readonly #recalled = new Map<string, Recalled>();
  readonly #bus: CacheBus | undefined;

  /** With a bus, a session revoked through any instance is forgotten by every one at once. */
  constructor(db: Db, bus?: CacheBus) {
    this.#db = db;
    this.#bus = bus;
    bus?.subscribe((event) => {
      if (event.kind === 'sessionRevoked') this.#forget(event.sessionId);
      else if (event.kind === 'everything') this.#recalled.clear();
    });
  }

  #forget(sessionId: string): void {
    for (const [key, recalled] of this.#recalled) {
      if (recalled.session.id === sessionId) this.#recalled.delete(key);
    }
  }

  /** Starts a session and returns its token; the caller hands it to the client once. */
  async start(merchantId: number, memberId: number, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.#db
      .insertInto('sessions')
      .values({
        token_hash: tokenHash(token),
        merchant_id: merchantId,
        member_id: memberId,
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    return token;
  }

  /**
   * The live session for a token at this merchant, touching its idle clock; null when the
   * token is malformed, unknown, revoked, idle too long, past its absolute age, or belongs
   * to another merchant.
   */
  async resume(token: string, merchantId: number, now: Date): Promise<Session | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const hash = tokenHash(token);
    const key = `${merchantId}:${hash.toString('base64url')}`;
    const t = now.getTime();
    const recalled = this.#recalled.get(key);
    // A session read moments ago was touched then, so only its absolute age can have run out.
    if (
      recalled &&
      t - recalled.readAt >= 0 &&
      t - recalled.readAt < SESSION_RECALL_MS &&
      t - recalled.createdAt < SESSION_ABSOLUTE_MS
    ) {
      return recalled.session;
    }

    const row = await this.#db
      .selectFrom('sessions')
      .select(['id', 'merchant_id', 'member_id', 'created_at', 'last_seen_at'])
      .where('token_hash', '=', hash)
      .where('merchant_id', '=', merchantId)
      .where('revoked_at', 'is', null)
      .where('last_seen_at', '>', new Date(t - SESSION_IDLE_MS))
      .where('created_at', '>', new Date(t - SESSION_ABSOLUTE_MS))
      .executeTakeFirst();
    if (!row) {
      this.#recalled.delete(key);
      return null;
    }
    if (t - row.last_seen_at.getTime() > SESSION_TOUCH_MS) {
      await this.#db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('id', '=', row.id)
        .where('last_seen_at', '<', now)
        .execute();
    }
    const session = { id: row.id, merchantId: row.merchant_id, memberId: row.member_id };
    if (this.#recalled.size >= RECALL_LIMIT) this.#recalled.clear();
    this.#recalled.set(key, { session, createdAt: row.created_at.getTime(), readAt: t });
    return session;
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    this.#forget(sessionId);
    await this.#db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await this.#bus?.publish(this.#db, { kind: 'sessionRevoked', sessionId });
  }
}
