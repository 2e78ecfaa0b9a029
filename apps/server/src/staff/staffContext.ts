import type { StaffCallName, StaffCallOutput, StaffCallParsed, StaffCalls } from '@portal/contract';
import type { Services } from '../http/context.ts';
import type { AuditRecord } from './audit.ts';
import type { StaffDb, StaffTrx } from './staffDb.ts';
import type { SignedInStaff } from './staffSessions.ts';

/** What the staff area shares for the life of the server. */
export interface StaffServices {
  platform: Services;
  db: StaffDb;
  /** HMAC secret the CSRF tokens are derived with. */
  csrfSecret: Buffer;
  /** Seals and opens the TOTP secrets (see session/secretBox.ts). */
  secretsKey: Buffer;
}

/** A sign-in call (no session yet): its handler manages its own transactions. */
export interface SignInContext {
  staffServices: StaffServices;
  db: StaffDb;
  now: Date;
  ip: string;
  /** Hands the browser a new session cookie (the token never appears in a body). */
  setSessionCookie(token: string): void;
}

/**
 * A call made with a live staff session whose role holds the call's permission (the
 * pipeline checked both; a handler does not check again, only the merchant scope of rows).
 * In a write, `db` is the request's transaction: `audit` writes into it, so the action and
 * its audit entry commit together or not at all.
 */
export interface StaffContext {
  staffServices: StaffServices;
  db: StaffDb | StaffTrx;
  now: Date;
  ip: string;
  /** The Host header the console sent (its port names the server's in development links). */
  host: string;
  staff: SignedInStaff;
  audit(record: AuditRecord): Promise<void>;
  /** Runs once the transaction committed (cache invalidation and the like). */
  afterCommit(task: () => Promise<void>): void;
  clearSessionCookie(): void;
}

type ContextOf<N extends StaffCallName> = StaffCalls[N]['access'] extends 'signIn'
  ? SignInContext
  : StaffContext;

export type StaffHandler<N extends StaffCallName> = (
  input: StaffCallParsed<N>,
  ctx: ContextOf<N>,
) => Promise<StaffCallOutput<N>>;

/** Every staff call has its handler: a call without one does not type-check. */
export type StaffHandlerMap = { readonly [N in StaffCallName]: StaffHandler<N> };
