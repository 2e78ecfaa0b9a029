import type { Db } from '../db/database.ts';

/** After this many failures (per account or per address) a login needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this are forgotten. */
const FAILURE_WINDOW_MS = 15 * 60_000;

export interface LoginSubjects {
  merchantId: number;
  /** The username as typed, lowercased: usernames are unique regardless of case. */
  account: string;
  address: string;
}

const subjects = (s: LoginSubjects) =>
  [
    ['account', s.account.toLowerCase()],
    ['address', s.address],
  ] as const;

/**
 * Counts one more failure (or attempt) against the account and the address, in one atomic
 * upsert per subject (a count older than the window starts again at 1); answers both counts.
 */
const countFailure = async (
  db: Db,
  s: LoginSubjects,
  now: Date,
): Promise<Record<'account' | 'address', number>> => {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const counts: Record<'account' | 'address', number> = { account: 0, address: 0 };
  for (const [scope, subject] of subjects(s)) {
    const row = await db
      .insertInto('login_failures')
      .values({ merchant_id: s.merchantId, scope, subject, failures: 1, last_failure_at: now })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'scope', 'subject']).doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('login_failures.last_failure_at', '>', windowStart)
            .then(eb('login_failures.failures', '+', 1))
            .else(1)
            .end(),
          last_failure_at: now,
        })),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    counts[scope] = row.failures;
  }
  return counts;
};

/** Counts a failed login against the account and the address; returns the larger count. */
export const recordFailure = async (db: Db, s: LoginSubjects, now: Date): Promise<number> => {
  const counts = await countFailure(db, s, now);
  return Math.max(counts.account, counts.address);
};

/**
 * A successful login clears the account's count. The address count stays until it ages
 * out, so one correct guess does not reset a spray of guesses from the same address.
 */
const clearAccountFailures = async (db: Db, s: LoginSubjects): Promise<void> => {
  await db
    .deleteFrom('login_failures')
    .where('merchant_id', '=', s.merchantId)
    .where('scope', '=', 'account')
    .where('subject', '=', s.account.toLowerCase())
    .execute();
};

/** Even with a solved captcha, an account is locked after this many failures. */
const LOCK_AFTER_FAILURES = 10;
/**
 * An address is shared by everyone behind one NAT or office, so it gets more room than an
 * account: the captcha after this many failures from it, the lock after `ADDRESS_LOCK_AFTER`.
 */
export const ADDRESS_CAPTCHA_AFTER = 10;
const ADDRESS_LOCK_AFTER = 30;

/** What the gate decides for one attempt, from the counts before it. */
type GateVerdict = 'open' | 'captcha' | 'locked';

/**
 * Counts an attempt before the password is checked and says whether it may go on. The counts
 * come from one atomic upsert per subject, so parallel attempts each see a distinct number
 * and exactly the limit of them get past the gate. `before` is the account's count before it.
 */
export const reserveAttempt = async (
  db: Db,
  s: LoginSubjects,
  now: Date,
): Promise<{ verdict: GateVerdict; before: number }> => {
  // The counts before this attempt decide it.
  const after = await countFailure(db, s, now);
  const counts = { account: after.account - 1, address: after.address - 1 };
  const verdict: GateVerdict =
    counts.account >= LOCK_AFTER_FAILURES || counts.address >= ADDRESS_LOCK_AFTER
      ? 'locked'
      : counts.account >= CAPTCHA_AFTER_FAILURES || counts.address >= ADDRESS_CAPTCHA_AFTER
        ? 'captcha'
        : 'open';
  return { verdict, before: counts.account };
};

/**
 * A successful login gives its reserved attempt back: the account's count is cleared, the
 * address's count drops by the one attempt (earlier failures from it still count).
 */
export const releaseAttempt = async (db: Db, s: LoginSubjects): Promise<void> => {
  await clearAccountFailures(db, s);
  await db
    .updateTable('login_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('merchant_id', '=', s.merchantId)
    .where('scope', '=', 'address')
    .where('subject', '=', s.address)
    .where('failures', '>', 0)
    .execute();
};
