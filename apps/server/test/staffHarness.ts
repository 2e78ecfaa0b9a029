import {
  isErrorCode,
  STAFF_CSRF_HEADER,
  type StaffCallInput,
  type StaffCallName,
  type StaffCallOutput,
  type StaffRole,
  type StaffSession,
  staffCalls,
} from '@portal/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { loadSecret } from '../src/session/secrets.ts';
import { demoStaff } from '../src/staff/demoStaff.ts';
import { staffDb } from '../src/staff/staffDb.ts';
import { csrfTokenFor, STAFF_COOKIE, startStaffSession } from '../src/staff/staffSessions.ts';
import { fuzzedRecord } from './fuzz.ts';

/** The console host the test servers use (the default). */
export const CONSOLE_HOST = 'console.localhost';

export interface StaffCallOptions {
  /** The staff session: its cookie and CSRF token. */
  as?: SignedIn;
  csrf?: string | null;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  host?: string;
  remoteAddress?: string;
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  session: StaffSession;
}

/** One console request: on the console host, with the session cookie and CSRF header given. */
export const staffCall = (
  app: FastifyInstance,
  method: string,
  url: string,
  options: StaffCallOptions = {},
): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = {
    host: options.host ?? CONSOLE_HOST,
    ...options.headers,
  };
  if (options.as) headers.cookie = options.as.cookie;
  const csrf = options.csrf === undefined ? options.as?.csrfToken : options.csrf;
  if (csrf) headers[STAFF_CSRF_HEADER] = csrf;
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
};

/** A staff call's answer as the typed staff client gives it: the twin of the member `Answer`. */
export interface StaffAnswer<N extends StaffCallName> {
  response: LightMyRequestResponse;
  /** The catalogue code of a refusal; undefined when the call succeeded. */
  code: string | undefined;
  /**
   * The answer's value, typed by the contract's response schema. Reading it after a refusal
   * fails the test with the call's name and code, instead of a type cast that hides it.
   */
  readonly value: StaffCallOutput<N>;
}

/** Options of one typed staff call: the session is given as `as`; the input is the call's own. */
export type TypedStaffCallOptions = Omit<StaffCallOptions, 'body' | 'query'>;

/**
 * Calls a staff catalogue call by name, as the console's client does: path and method from the
 * contract (`{memberId}` filled from the input, which keeps the other fields), the input typed
 * by the call's request schema (the query for GET and DELETE, the JSON body otherwise), the
 * session's cookie and CSRF header from `as`, the answer typed by its response schema.
 */
export const callStaff = async <N extends StaffCallName>(
  app: FastifyInstance,
  name: N,
  input: StaffCallInput<N>,
  options: TypedStaffCallOptions = {},
): Promise<StaffAnswer<N>> => {
  const spec = staffCalls[name];
  const rest: Record<string, unknown> = { ...(input as object) };
  const url = spec.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const part = rest[key];
    delete rest[key];
    return encodeURIComponent(String(part));
  });
  const inQuery = spec.method === 'GET' || spec.method === 'DELETE';
  const response = await staffCall(app, spec.method, url, {
    ...options,
    ...(inQuery
      ? {
          query: Object.fromEntries(
            Object.entries(rest)
              .filter(([, part]) => part !== undefined)
              .map(([key, part]) => [key, String(part)]),
          ),
        }
      : { body: rest }),
  });
  const body = response.json<{ success?: boolean; code?: string; value?: unknown }>();
  const code = body.success === true ? undefined : (body.code ?? `HTTP ${response.statusCode}`);
  return {
    response,
    code,
    get value(): StaffCallOutput<N> {
      if (code !== undefined) throw new Error(`${name} was refused: ${code}`);
      return body.value as StaffCallOutput<N>;
    },
  };
};

/**
 * The typed staff client for one signed-in staff member (what `signInStaff` or
 * `openStaffSession` answered): `desk.call('memberLock', { memberId, reason })`.
 */
export const staffClient = (
  app: FastifyInstance,
  as: SignedIn | undefined,
  defaults: Omit<TypedStaffCallOptions, 'as'> = {},
) => ({
  call: <N extends StaffCallName>(
    name: N,
    input: StaffCallInput<N>,
    options: TypedStaffCallOptions = {},
  ): Promise<StaffAnswer<N>> =>
    callStaff(app, name, input, { ...defaults, ...(as ? { as } : {}), ...options }),
});

/** The `name=value` of the session cookie a sign-in answer set. */
export const sessionCookieOf = (response: LightMyRequestResponse): string => {
  const header = response.headers['set-cookie'];
  const line = (Array.isArray(header) ? header : [header ?? '']).find((h) =>
    h.startsWith(`${STAFF_COOKIE}=`),
  );
  if (!line) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return line.split(';', 1)[0] ?? '';
};

export const totpAt = (secret: string, now: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

export const demoSecret = (username: string): string => {
  const secret = demoStaff.find((s) => s.username === username)?.totpSecret;
  if (!secret) throw new Error(`no demo staff ${username} with a TOTP secret`);
  return secret;
};

/**
 * Signs a demo staff member in with password and TOTP code at the server's `now`. A code is
 * good once, so signing the same member in twice needs the clock moved a step (30 s) on.
 */
export const signInStaff = async (
  app: FastifyInstance,
  username: string,
  now: Date,
  options: { remoteAddress?: string } = {},
): Promise<SignedIn> => {
  const password = demoStaff.find((s) => s.username === username)?.password ?? '';
  const step = await staffCall(app, 'POST', '/staff/session/password', {
    body: { username, password },
    ...options,
  });
  if (step.statusCode !== 200) throw new Error(`password step: ${step.body}`);
  const { ticket } = step.json<{ value: { ticket: string } }>().value;
  const done = await staffCall(app, 'POST', '/staff/session/totp', {
    body: { ticket, code: await totpAt(demoSecret(username), now) },
    ...options,
  });
  if (done.statusCode !== 200) throw new Error(`code step: ${done.body}`);
  const session = done.json<{ value: StaffSession }>().value;
  return { cookie: sessionCookieOf(done), csrfToken: session.csrfToken, session };
};

export const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

/**
 * A live session for a demo staff member, opened straight in the database: for tests of what
 * staff do once signed in (the sign-in itself, with its scrypt and TOTP steps, has its own
 * tests). `createdAt` back-dates it, for expiry.
 */
export const openStaffSession = async (
  app: FastifyInstance,
  db: Db,
  username: string,
  createdAt: Date,
): Promise<SignedIn> => {
  const staff = staffDb(db);
  const row = await staff
    .selectFrom('staff')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const token = await startStaffSession(staff, row.id, createdAt);
  const csrfToken = csrfTokenFor(await loadSecret(db, 'staff-csrf'), token);
  const signedIn = { cookie: `${STAFF_COOKIE}=${token}`, csrfToken };
  const me = await staffCall(app, 'GET', '/staff/session', {
    as: { ...signedIn, session: { staff: {} as StaffSession['staff'], csrfToken } },
  });
  const session =
    me.statusCode === 200
      ? me.json<{ value: StaffSession }>().value
      : { staff: {} as StaffSession['staff'], csrfToken };
  return { ...signedIn, session };
};

/**
 * A staff member of one merchant only (its own risk or finance staff), made in the database
 * and signed in there: for tests that staff reach their merchant's data and no other's.
 */
export const openMerchantStaffSession = async (
  app: FastifyInstance,
  db: Db,
  staff: { username: string; displayName: string; role: StaffRole; merchantCode: string },
  createdAt = new Date(),
): Promise<SignedIn> => {
  const merchant = await db
    .selectFrom('merchants')
    .select('id')
    .where('merchant_code', '=', staff.merchantCode)
    .executeTakeFirstOrThrow();
  await staffDb(db)
    .insertInto('staff')
    .values({
      username: staff.username,
      display_name: staff.displayName,
      role: staff.role,
      merchant_id: merchant.id,
      // Never signs in with a password: the session is opened straight in the database.
      password_hash: 'unused',
    })
    .execute();
  return openStaffSession(app, db, staff.username, createdAt);
};

/**
 * Made-up fields for a desk's calls: up to `maxKeys` of the desk's field names, each a short
 * string, a number, null, an empty object, one of `more` kinds of value, or one of the desk's
 * own telling values (`samples`: brand codes, statuses, ids that nearly exist). The desks'
 * fuzz tests each wrote this out.
 */
export const fuzzedFields = (
  fields: readonly string[],
  samples: readonly unknown[],
  { maxKeys, more = [] }: { maxKeys: number; more?: readonly fc.Arbitrary<unknown>[] },
): fc.Arbitrary<Record<string, unknown>> =>
  fuzzedRecord(fields, samples, { maxKeys, more: [fc.constant({}), ...more] });

/**
 * Sends made-up fields to each staff call as `as` (a GET's as its query, each value a string or
 * its JSON; a path's `{param}` filled from the same fields): every answer is under 500 and every
 * refusal names a code of the catalogue. What the calls must not have changed, the caller checks.
 */
export const fuzzStaffCalls = async (
  app: FastifyInstance,
  as: SignedIn,
  names: readonly StaffCallName[],
  fields: fc.Arbitrary<Record<string, unknown>>,
  numRuns: number,
): Promise<void> => {
  for (const name of names) {
    const spec = staffCalls[name];
    await fc.assert(
      fc.asyncProperty(fields, async (body) => {
        const path = spec.path.replace(/\{(\w+)\}/g, (_, key: string) =>
          encodeURIComponent(String(body[key] ?? 'x')),
        );
        const response = await staffCall(app, spec.method, path, {
          as,
          ...(spec.method === 'GET'
            ? {
                query: Object.fromEntries(
                  Object.entries(body).map(([k, v]) => [
                    k,
                    typeof v === 'string' ? v : JSON.stringify(v),
                  ]),
                ),
              }
            : { body }),
        });
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(isErrorCode(codeOf(response)), `${name}: ${response.body}`).toBe(true);
        }
      }),
      { numRuns },
    );
  }
};

/**
 * Sends made-up bodies to each console path as `as`: a GET's body as its query (an object's
 * values each a string or its JSON; anything else no query), any other method's as its JSON body.
 * Every answer is under 500 and every refusal names a code of the catalogue. Unlike
 * `fuzzStaffCalls` the body may be any value, not only a record, so a path takes no `{param}`.
 */
export const fuzzStaffPaths = async (
  app: FastifyInstance,
  as: SignedIn,
  paths: readonly (readonly ['GET' | 'POST', string])[],
  body: fc.Arbitrary<unknown>,
  numRuns: number,
): Promise<void> => {
  for (const [method, path] of paths) {
    await fc.assert(
      fc.asyncProperty(body, async (fuzzed) => {
        const response =
          method === 'GET'
            ? await staffCall(app, method, path, {
                as,
                query: Object.fromEntries(
                  Object.entries(typeof fuzzed === 'object' && fuzzed ? fuzzed : {}).map(
                    ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')],
                  ),
                ),
              })
            : await staffCall(app, method, path, { as, body: fuzzed ?? null });
        expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(isErrorCode(codeOf(response)), response.body).toBe(true);
        }
      }),
      { numRuns },
    );
  }
};
