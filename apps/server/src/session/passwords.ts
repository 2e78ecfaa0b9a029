import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1): about 128 MiB and a third of a second. */
export const SCRYPT_COST = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * How many derivations run at once. Each one holds a thread of libuv's pool (four by default)
 * for its whole third of a second; that pool also does the database client's SCRAM sign-in,
 * DNS lookups and file reads. Fifty parallel password checks left unbounded starved them: new
 * database connections missed PostgreSQL's authentication timeout and requests failed with
 * "Connection terminated unexpectedly". Beyond this many, checks wait their turn here.
 */
export const HASHING_SLOTS = 2;
let running = 0;
const waiting: (() => void)[] = [];

const inHashingSlot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= HASHING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (the count stays), or frees.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
};

/** Derivations in flight and waiting, for tests and metrics. */
export const hashingLoad = () => ({ running, waiting: waiting.length });

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number) =>
  inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const N = 2 ** logN;
        scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

/**
 * The cost a new hash gets. Under Vitest only, the server's tests lower it through
 * PORTAL_TEST_SCRYPT_LOGN (set in the server's vitest.config.ts): they test sign-in rules,
 * limits and money, not scrypt, and at full cost about 500 derivations took a third of the
 * suite's processor time in every `scripts/test`. This
 * module's own tests clear it and run at full cost; outside Vitest (the running server, the
 * end-to-end journeys, chaos) the variable is ignored.
 */
const newHashCost = (): { logN: number; r: number; p: number } => {
  const lowered = process.env.VITEST ? Number(process.env.PORTAL_TEST_SCRYPT_LOGN) : Number.NaN;
  return Number.isInteger(lowered) && lowered >= 10 && lowered < SCRYPT_COST.logN
    ? { ...SCRYPT_COST, logN: lowered }
    : SCRYPT_COST;
};

/**
 * Hashes a password as `scrypt$<logN>$<r>$<p>$<salt>$<hash>` (base64url parts). The cost
 * travels with the hash, so raising it later still verifies older hashes.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const { logN, r, p } = newHashCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

const parseHash = (stored: string) => {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = [Number(logN), Number(r), Number(p)] as const;
  if (!cost.every((n) => Number.isInteger(n) && n > 0 && n < 64)) return null;
  return {
    cost,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
};

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const [logN, r, p] = parsed.cost;
  const key = await derive(password, parsed.salt, logN, r, p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
};

let decoyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the username does not exist, so response times
 * do not tell an attacker which usernames are registered.
 */
export const verifyAgainstDecoy = async (password: string): Promise<false> => {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await decoyHash);
  return false;
};
