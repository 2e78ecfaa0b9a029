import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandSchema } from '@portal/brand';
import { cipherAad, ecdhAesGcmCipher } from '@portal/cipher';
import {
  type CallInput,
  type CallName,
  type CallOutput,
  calls,
  solveProofOfWork,
  type VerificationChallenge,
} from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import * as v from 'valibot';
import { inject } from 'vitest';
import { buildServer, type ServerOptions } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import type { Merchant } from '../src/system/merchants.ts';

export const FIXTURE_BRANDS = join(import.meta.dirname, 'fixtures', 'brands');
/** Merchant codes of the fixture brands: alpha has every module on, beta has some off. */
export const ALPHA = 'ALPHA';
export const BETA = 'BETA';

/**
 * A fresh database in the run's PostgreSQL cluster, so test files can run in parallel
 * without seeing each other's rows.
 */
export const createTestDatabase = async ({
  migrated = false,
}: {
  /** A copy of the run's migrated template (globalSetup.ts) instead of an empty database. */
  migrated?: boolean;
} = {}): Promise<{ url: string; drop(): Promise<void> }> => {
  const adminUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    migrated
      ? `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`
      : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

export const TEST_CHALLENGE_MAXNUMBER = 200;

export interface TestServer {
  app: FastifyInstance;
  databaseUrl: string;
  brandsDir: string;
  close(): Promise<void>;
}

/** The key the test servers seal secrets with (a fixed test value, never a real one). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 0x5e);

/**
 * A test instance of the server on `databaseUrl`, with the test servers' settings and
 * `overrides`: the file's test server itself, or a second instance on its database (as behind
 * a load balancer). The instance and cache tests each spelled these settings out.
 */
export const buildTestServer = (
  databaseUrl: string,
  overrides: Partial<ServerOptions> = {},
): Promise<FastifyInstance> =>
  buildServer({
    databaseUrl,
    brandsDir: FIXTURE_BRANDS,
    portalDist: join(import.meta.dirname, 'fixtures', 'no-portal-build'),
    // An easy proof of work keeps the suite fast; the check itself is the same.
    challengeMaxNumber: TEST_CHALLENGE_MAXNUMBER,
    // Maintenance windows and region rules written by a test apply at once.
    siteCacheMs: 0,
    // The tests read codes from the outbox, as the end-to-end tests do.
    development: true,
    // Hashing the demo staff's passwords costs seconds; the staff tests ask for them.
    demoStaff: false,
    // As production passes one (SECRETS_KEY); servers built on one test database share it.
    secretsKey: TEST_SECRETS_KEY,
    // Every test reads its reports through the second, read-only pool (on the same database
    // here): a report that writes, or reads what the reports' pool cannot, fails its test.
    reportsDatabaseUrl: databaseUrl,
    ...overrides,
  });

/** The real server on a fresh database, seeded with the fixture brands. */
export const startTestServer = async (
  overrides: Partial<ServerOptions> = {},
): Promise<TestServer> => {
  const database = await createTestDatabase({ migrated: true });
  const app = await buildTestServer(database.url, overrides);
  return {
    app,
    databaseUrl: database.url,
    brandsDir: overrides.brandsDir ?? FIXTURE_BRANDS,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};

export interface CallOptions {
  merchant?: string | null;
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's address (login throttling counts per address). */
  remoteAddress?: string;
}

/**
 * One API request as the portal would send it (Merchant header by default ALPHA). The portal
 * sends its `Language` with every call; the tests' default is English (the fixture brands'
 * defaults are CN and VI), and `language: ''` sends a call with no language of its own.
 */
export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = { language: 'EN', ...options.headers };
  if (options.merchant !== null) headers.merchant = options.merchant ?? ALPHA;
  if (options.token) headers.authorization = options.token;
  return app.inject({
    method,
    url,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
};

/** Seals a body for an encrypted (E) call with the server's published key, as the client does. */
export const sealFor = async (
  app: FastifyInstance,
  method: string,
  path: string,
  payload: unknown,
  merchant = ALPHA,
) => {
  const key = (await call(app, 'GET', '/wps/system/cipherKey', { merchant })).json<{
    value: { keyId: string; publicKey: string };
  }>().value;
  return ecdhAesGcmCipher.seal(key, cipherAad(method, path), payload);
};

/** A fresh verification challenge, solved as the portal solves it: the fields to merge in. */
export const solvedChallenge = async (
  app: FastifyInstance,
  merchant = ALPHA,
): Promise<{ challengeId: string; challengeSolution: string }> => {
  const challenge = (await call(app, 'GET', '/wps/verification/challenge', { merchant })).json<{
    value: VerificationChallenge;
  }>().value;
  const solution = await solveProofOfWork(challenge);
  if (solution === null) throw new Error('the server issued an unsolvable challenge');
  return { challengeId: challenge.challengeId, challengeSolution: String(solution) };
};

/** A sealed call to an encrypted (E) path, as the portal sends it. */
export const sealedCall = async (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  options: {
    merchant?: string;
    remoteAddress?: string;
    token?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> => {
  const merchant = options.merchant ?? ALPHA;
  const sealed = await sealFor(app, method, path, payload, merchant);
  return call(app, method, path, {
    merchant,
    headers: { ...options.headers, ...sealed.headers },
    body: sealed.body,
    ...(options.token ? { token: options.token } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
};

/** A call's answer as the typed client gives it. */
export interface Answer<N extends CallName> {
  response: LightMyRequestResponse;
  /** The catalogue code of a refusal; undefined when the call succeeded. */
  code: string | undefined;
  /**
   * The answer's value, typed by the contract's response schema. Reading it after a refusal
   * fails the test with the call's name and code, instead of a type cast that hides it.
   */
  readonly value: CallOutput<N>;
}

/** A query string's values: what the portal's client sends for a GET call's input. */
const queryOf = (input: object): Record<string, string | string[]> =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );

/**
 * Calls a catalogue call by name, as the portal's client does: the path and method from the
 * contract (a `{param}` filled from the input, which keeps the other fields), the input typed by
 * the call's request schema (the query for GET and DELETE, the body otherwise, sealed for an
 * encrypted call), the answer typed by its response schema.
 */
export const callApi = async <N extends CallName>(
  app: FastifyInstance,
  name: N,
  typed: CallInput<N>,
  options: Omit<CallOptions, 'query' | 'body'> = {},
): Promise<Answer<N>> => {
  const spec = calls[name];
  const method = spec.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const inQuery = method === 'GET' || method === 'DELETE';
  const input: Record<string, unknown> = { ...(typed as object) };
  const path = spec.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const part = input[key];
    delete input[key];
    return encodeURIComponent(String(part));
  });
  const response =
    spec.encrypted && !inQuery
      ? await sealedCall(app, method, path, input, {
          ...(options.merchant ? { merchant: options.merchant } : {}),
          ...(options.token ? { token: options.token } : {}),
          ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
          ...(options.headers ? { headers: options.headers } : {}),
        })
      : await app.inject({
          method,
          url: path,
          headers: {
            // As `call`: the portal's Language with every call, English unless told.
            language: 'EN',
            ...options.headers,
            ...(options.merchant === null ? {} : { merchant: options.merchant ?? ALPHA }),
            ...(options.token ? { authorization: options.token } : {}),
          },
          ...(inQuery ? { query: queryOf(input) } : { payload: input }),
          ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        });
  const body = response.json<{ success?: boolean; code?: string; value?: unknown }>();
  // A bare (`/lgw/*`) call answers its value itself; the others wrap it in the envelope.
  const refused = spec.bare ? response.statusCode !== 200 : body.success !== true;
  const code = refused ? (body.code ?? `HTTP ${response.statusCode}`) : undefined;
  return {
    response,
    code,
    get value(): CallOutput<N> {
      if (code !== undefined) throw new Error(`${name} was refused: ${code}`);
      return (spec.bare ? body : body.value) as CallOutput<N>;
    },
  };
};

/** The typed client for one member (or none): `api.call('inbox', { filter: 'unread' })`. */
export const apiClient = (
  app: FastifyInstance,
  defaults: Omit<CallOptions, 'query' | 'body'> = {},
) => ({
  call: <N extends CallName>(
    name: N,
    input: CallInput<N>,
    options: Omit<CallOptions, 'query' | 'body'> = {},
  ): Promise<Answer<N>> => callApi(app, name, input, { ...defaults, ...options }),
});

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  loginDeviceId?: string;
  path?: 'member' | 'agent';
  type?: 'username' | 'sms';
  countryDialingCode?: string;
}

/** A sealed login, exactly as the portal sends it. */
export const login = async (
  app: FastifyInstance,
  input: LoginInput,
  options: { merchant?: string; remoteAddress?: string; challenge?: boolean } = {},
): Promise<LightMyRequestResponse> => {
  const merchant = options.merchant ?? ALPHA;
  // SMS logins carry no challenge: the code request before them did.
  const challenge =
    input.type !== 'sms' && options.challenge !== false ? await solvedChallenge(app, merchant) : {};
  const sealed = await sealFor(
    app,
    'POST',
    '/wps/session/login',
    { type: 'username', ...challenge, ...input },
    merchant,
  );
  return call(app, 'POST', '/wps/session/login', {
    merchant,
    headers: sealed.headers,
    body: sealed.body,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
};

/** The session token of a successful login answer. */
export const tokenOf = (response: LightMyRequestResponse): string =>
  response.json<{ value: { token: string } }>().value.token;

/** Signs a member in (a sealed login) and answers the session token; throws on a refusal. */
export const signedInToken = async (
  app: FastifyInstance,
  username: string,
  password: string,
  merchant?: string,
): Promise<string> => {
  const response = await login(app, { username, password }, merchant ? { merchant } : {});
  if (response.statusCode !== 200 || !response.json().value) throw new Error(response.body);
  return tokenOf(response);
};

/** The member's balance as the portal's header reads it (every wallet, major units). */
/**
 * The member's balance in major units as a number, for a test's sums: the wire carries the
 * decimal string (checked here to be one), which the tests compare with toBeCloseTo.
 */
export const balanceOf = async (app: FastifyInstance, token: string): Promise<number> =>
  wireNumber(
    (await call(app, 'GET', calls.balance.path, { token })).json<{
      value: { sumBalance: string };
    }>().value.sumBalance,
  );

/** A wire amount (a decimal string) as a number for a test's arithmetic; refuses anything else. */
export const wireNumber = (text: string | null | undefined): number => {
  if (typeof text !== 'string' || !/^-?\d+(\.\d+)?$/.test(text)) {
    throw new Error(`not a wire amount: ${JSON.stringify(text)}`);
  }
  return Number(text);
};

/** The latest message the outbox holds for a recipient (via the development endpoint). */
export const latestMessage = async (
  app: FastifyInstance,
  to: string,
  merchant = ALPHA,
): Promise<{ channel: string; to: string; body: string; code: string | null } | undefined> => {
  const response = await app.inject({
    method: 'GET',
    url: '/dev/outbox',
    query: { merchant, to },
  });
  return response.json<{
    messages: { channel: string; to: string; body: string; code: string | null }[];
  }>().messages[0];
};

/**
 * The `value` of an answer that succeeded; any other answer throws with its status and body.
 * A hand cast: call through `callApi`/`apiClient` or the staff client (`staffHarness.ts`)
 * instead. Kept only while `agent/agentDesk.test.ts` (in progress on another branch) uses it.
 */
export const value = <T>(response: { statusCode: number; body: string; json<U>(): U }): T => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ value: T }>().value;
};

/**
 * Reads every 50 ms until `done` accepts what was read (the job runner works on its own
 * time), and gives up after `ms` with the last value read.
 */
export const waitFor = async <T>(
  read: () => Promise<T>,
  done: (current: T) => boolean,
  ms = 20_000,
): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const current = await read();
    if (done(current)) return current;
    if (Date.now() > until) throw new Error(`gave up waiting: ${JSON.stringify(current)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A merchant's id by its code. */
export const merchantIdOf = async (db: Db, merchantCode: string = ALPHA): Promise<number> =>
  (
    await db
      .selectFrom('merchants')
      .select('id')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirstOrThrow()
  ).id;

/**
 * A copy of the fixture brands in a temporary folder, with ALPHA's brand.json changed by
 * `editAlpha`: for a test that needs ALPHA configured otherwise.
 */
export const fixtureBrandsWith = async (
  prefix: string,
  editAlpha: (brand: Record<string, unknown>) => void,
): Promise<string> => {
  const brandsDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(FIXTURE_BRANDS, brandsDir, { recursive: true });
  const file = join(brandsDir, 'alpha', 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  editAlpha(brand);
  await writeFile(file, JSON.stringify(brand));
  return brandsDir;
};

/** ALPHA as a multi-wallet brand: a wallet of its own for the demo vendor's games. */
export const multiWalletAlpha = (brand: Record<string, unknown>): void => {
  brand.cashier = {
    ...(brand.cashier as object),
    wallet: 'multi',
    vendorWallets: [{ accountTypeId: 2, vassalage: 'DEMO', name: 'Demo games' }],
  };
};

/** A fixture brand as the server's merchant directory holds it (its brand.json parsed). */
export const fixtureMerchant = async (db: Db, merchantCode: string = ALPHA): Promise<Merchant> => {
  const row = await db
    .selectFrom('merchants')
    .select(['id', 'code', 'merchant_code', 'brand'])
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    code: row.code,
    merchantCode: row.merchant_code,
    brand: v.parse(brandSchema, row.brand),
    switches: new Map(),
  };
};

/** How many rows a ledger table holds: a call that must move no money leaves it unchanged. */
export const ledgerRows = async (
  db: Db,
  table: 'ledger_entries' | 'ledger_transactions' = 'ledger_entries',
): Promise<number> =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(db))
      .rows[0]?.n,
  );
