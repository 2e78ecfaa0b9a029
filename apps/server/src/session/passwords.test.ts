import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_COST, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('verifies the right password only, with OWASP scrypt cost recorded in the hash', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(hash.startsWith(`scrypt$${SCRYPT_COST.logN}$${SCRYPT_COST.r}$${SCRYPT_COST.p}$`)).toBe(
      true,
    );
    expect(hash).not.toContain('Demo@2026');
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('demo@2026', hash)).toBe(false);
    expect(SCRYPT_COST).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it('salts every hash and refuses malformed stored hashes', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    for (const stored of ['', 'plain', 'scrypt$99$8$1$aa$bb', 'bcrypt$1$2$3$x$y']) {
      expect(await verifyPassword('same', stored)).toBe(false);
    }
  });
});
