import { createHash, randomBytes } from 'node:crypto';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { normaliseIp } from '../system/siteStatus.ts';

/** A password-reset link works for this long after it is sent. */
export const RESET_LINK_TTL_MS = 30 * 60_000;
/** Uses of reset links (checks and resets) one address may make per window. */
export const RESET_ATTEMPTS_PER_WINDOW = 10;
const RESET_ATTEMPT_WINDOW_MS = 15 * 60_000;
/** The portal route a link opens; the token rides in the fragment (see resetLinkUrl). */
export const RESET_PASSWORD_PATH = '/reset-password';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** The tables of migration 0920 (the member area keeps its schema beside the platform's). */
export type ResetLinkTables = {
  password_reset_links: {
    id: ColumnType<string, never, never>;
    merchant_id: number;
    member_id: number;
    token_hash: Buffer;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
    superseded_at: NullableTimestamp;
    created_by_staff: ColumnType<number | null, number | null | undefined, number | null>;
  };
  password_reset_attempts: {
    merchant_id: number;
    address: string;
    attempted_at: Timestamp;
  };
};

type ResetDb = Kysely<Database & ResetLinkTables>;

/**
 * Any handle on the platform database (the platform's, the staff area's, a transaction on
 * either), seen with the reset-link tables too.
 */
const resetDb = <DB>(db: Kysely<DB>): ResetDb =>
  db.withTables<ResetLinkTables>() as unknown as ResetDb;

const tokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/**
 * Stores a new link's token (only its hash) and supersedes the member's older unused links,
 * so only the latest one sent works. The member's password is untouched: a stranger who knows
 * a name and an address can make a link go out, never lock the member out. Run it in the
 * caller's transaction with whatever else the request writes.
 */
export const issueResetToken = async <DB>(
  db: Kysely<DB>,
  link: { merchantId: number; memberId: number; staffId: number | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> => {
  const rdb = resetDb(db);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(link.now.getTime() + RESET_LINK_TTL_MS);
  await supersedeResetLinks(db, link.memberId, link.now);
  await rdb
    .insertInto('password_reset_links')
    .values({
      merchant_id: link.merchantId,
      member_id: link.memberId,
      token_hash: tokenHash(token),
      created_at: link.now,
      expires_at: expiresAt,
      created_by_staff: link.staffId,
    })
    .execute();
  return { token, expiresAt };
};

/** Ends a member's unused links (a newer link, or a password set some other way). */
export const supersedeResetLinks = async <DB>(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
): Promise<void> => {
  await resetDb(db)
    .updateTable('password_reset_links')
    .set({ superseded_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
};

/** A link that still works: at this merchant, unused, not superseded, not expired. */
export const openResetLink = (db: Db, merchantId: number, token: string, now: Date) =>
  resetDb(db)
    .selectFrom('password_reset_links as l')
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .select(['l.member_id', 'm.username', 'l.expires_at'])
    .where('l.token_hash', '=', tokenHash(token))
    .where('l.merchant_id', '=', merchantId)
    .where('l.used_at', 'is', null)
    .where('l.superseded_at', 'is', null)
    .where('l.expires_at', '>', now)
    .executeTakeFirst();

/**
 * Spends a link: the one conditional update that marks it used, so of two parallel uses
 * exactly one gets the member back (the other finds it used). Answers the member's id.
 */
export const spendResetToken = async (
  trx: Transaction<Database>,
  merchantId: number,
  token: string,
  now: Date,
): Promise<number> => {
  const spent = await resetDb(trx)
    .updateTable('password_reset_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(token))
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('superseded_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();
  if (!spent) throw new CatalogueError('password.reset.link.invalid');
  return spent.member_id;
};

/**
 * Counts one use of a reset link from an address and refuses it past the limit. A token is
 * 256 bits, so guessing is hopeless anyway; the limit keeps a script from hammering the
 * password hashing behind the call.
 */
export const countResetAttempt = async (
  db: Db,
  merchantId: number,
  ip: string,
  now: Date,
): Promise<void> => {
  const rdb = resetDb(db);
  const address = normaliseIp(ip);
  const since = new Date(now.getTime() - RESET_ATTEMPT_WINDOW_MS);
  await rdb
    .deleteFrom('password_reset_attempts')
    .where('merchant_id', '=', merchantId)
    .where('address', '=', address)
    .where('attempted_at', '<=', since)
    .execute();
  const recent = await rdb
    .selectFrom('password_reset_attempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('address', '=', address)
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= RESET_ATTEMPTS_PER_WINDOW) {
    throw new CatalogueError('too.many.requests');
  }
  await rdb
    .insertInto('password_reset_attempts')
    .values({ merchant_id: merchantId, address, attempted_at: now })
    .execute();
};

const hostOnly = (host: string): string => host.replace(/:\d+$/, '').toLowerCase();

/**
 * The origin a brand's link points at. In production, the brand's main host (the first of its
 * domains) over HTTPS. Elsewhere the host the portal is served on: the request's own when it
 * is one of the brand's (a member's request from the portal), else the brand's main host on
 * the request's port (staff call from the console host, `console.localhost:8080`).
 */
export const portalOrigin = (
  domains: readonly string[],
  requestHost: string,
  production: boolean,
): string => {
  const main = domains[0] ?? 'localhost';
  if (production) return `https://${main}`;
  const requested = hostOnly(requestHost);
  if (domains.some((domain) => hostOnly(domain) === requested)) return `http://${requestHost}`;
  const port = /:(\d+)$/.exec(requestHost)?.[1];
  return `http://${hostOnly(main)}${port ? `:${port}` : ''}`;
};

/** The link itself: the token in the fragment stays out of server logs and Referer headers. */
export const resetLinkUrl = (origin: string, token: string): string =>
  `${origin}${RESET_PASSWORD_PATH}#token=${token}`;
