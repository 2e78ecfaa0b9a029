import type { Db } from '../db/database.ts';

/** After this many failures (per account or per address) a login needs the image captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this are forgotten. */
export const FAILURE_WINDOW_MS = 15 * 60_000;

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

/** The larger of the two recent failure counts: either one can demand the captcha. */
export const recentFailures = async (db: Db, s: LoginSubjects, now: Date): Promise<number> => {
  const rows = await db
    .selectFrom('login_failures')
    .select(['failures'])
    .where('merchant_id', '=', s.merchantId)
    .where((eb) =>
      eb.or(
        subjects(s).map(([scope, subject]) =>
          eb.and([eb('scope', '=', scope), eb('subject', '=', subject)]),
        ),
      ),
    )
    .where('last_failure_at', '>', new Date(now.getTime() - FAILURE_WINDOW_MS))
    .execute();
  return Math.max(0, ...rows.map((r) => r.failures));
};

/** Counts a failed login against the account and the address; returns the larger count. */
export const recordFailure = async (db: Db, s: LoginSubjects, now: Date): Promise<number> => {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  let highest = 0;
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
    highest = Math.max(highest, row.failures);
  }
  return highest;
};

/**
 * A successful login clears the account's count. The address count stays until it ages
 * out, so one correct guess does not reset a spray of guesses from the same address.
 */
export const clearAccountFailures = async (db: Db, s: LoginSubjects): Promise<void> => {
  await db
    .deleteFrom('login_failures')
    .where('merchant_id', '=', s.merchantId)
    .where('scope', '=', 'account')
    .where('subject', '=', s.account.toLowerCase())
    .execute();
};
