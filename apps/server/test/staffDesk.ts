import { beforeAll } from 'vitest';
import type { ServerOptions } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { openStaffSession, type SignedIn, signInStaff, staffClient } from './staffHarness.ts';
import { type TestServerHandle, useTestServer } from './useTestServer.ts';

/** The demo staff a desk test may act as (src/staff/demoStaff.ts). */
export type DemoStaff = 'owner' | 'finance' | 'risk' | 'content' | 'support' | 'brandsupport';

export interface StaffDeskOptions {
  /** The test server's options beyond the demo staff it always has. */
  server?: Partial<ServerOptions>;
  /** The pool size of the test's own database handle (2 unless a test runs work side by side). */
  db?: number;
  /** The sessions' time (a fixed clock's now). */
  now: Date;
  /**
   * `signIn` goes through the console's password and TOTP steps (scrypt: seconds each);
   * `session` opens the session row directly, for desks that do not test signing in.
   */
  via: 'signIn' | 'session';
}

export interface StaffDesk<R extends DemoStaff> {
  server: TestServerHandle;
  /**
   * One signed-in staff member per role asked for. The objects exist at once (a file may
   * destructure them at its top) and are filled in place before the file's own `beforeAll`.
   */
  staff: Record<R, SignedIn>;
  /** The typed staff client for one signed-in staff member. */
  desk: (as: SignedIn) => ReturnType<typeof staffClient>;
}

/**
 * A console desk's test set-up: a test server with the demo staff, and those staff signed in
 * once for the file. The desks' tests (points, promotions, applications, the staff desks)
 * each wrote this out by hand.
 */
export const useStaffDesk = <R extends DemoStaff>(
  roles: readonly R[],
  { server: overrides = {}, db = 2, now, via }: StaffDeskOptions,
): StaffDesk<R> => {
  const server = useTestServer({ demoStaff: true, ...overrides }, { db });
  const staff = Object.fromEntries(roles.map((role) => [role, {} as SignedIn])) as Record<
    R,
    SignedIn
  >;
  beforeAll(async () => {
    for (const role of roles) {
      Object.assign(
        staff[role],
        via === 'signIn'
          ? await signInStaff(server.app, role, now)
          : await openStaffSession(server.app, server.db, role, now),
      );
    }
    // Sign-ins hash at OWASP cost on a fresh database: minutes, not seconds, on a crowded machine.
  }, 180_000);
  return { server, staff, desk: (as) => staffClient(server.app, as) };
};

/** A seeded member's id by brand and username (the demo member, mostly). */
export const memberIdOf = async (db: Db, merchantId: number, username = 'demo') =>
  (
    await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;
