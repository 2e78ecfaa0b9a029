import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1): about 128 MiB and a third of a second. */
export const SCRYPT_COST = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** logN;
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * Hashes a password as `scrypt$<logN>$<r>$<p>$<salt>$<hash>` (base64url parts). The cost
 * travels with the hash, so raising it later still verifies older hashes.
 */
export const hashPassword = async (password: string): Promise<string> => {
  const { logN, r, p } = SCRYPT_COST;
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
