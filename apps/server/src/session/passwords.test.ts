import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HASHING_SLOTS,
  hashingLoad,
  hashPassword,
  SCRYPT_COST,
  verifyPassword,
} from './passwords.ts';

describe('password hashes', () => {
  // The rest of the server's tests hash at a lowered cost (vitest.config.ts); these run at full.
  beforeEach(() => {
    vi.stubEnv('PORTAL_TEST_SCRYPT_LOGN', '');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

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

  it('lowers the cost of new hashes only under Vitest, and only when asked', async () => {
    vi.stubEnv('PORTAL_TEST_SCRYPT_LOGN', '12');
    const lowered = await hashPassword('Demo@2026');
    expect(lowered.startsWith('scrypt$12$8$1$')).toBe(true);
    expect(await verifyPassword('Demo@2026', lowered)).toBe(true);
    vi.stubEnv('VITEST', '');
    expect((await hashPassword('Demo@2026')).startsWith('scrypt$17$8$1$')).toBe(true);
  });

  it('salts every hash and refuses malformed stored hashes', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    for (const stored of ['', 'plain', 'scrypt$99$8$1$aa$bb', 'bcrypt$1$2$3$x$y']) {
      expect(await verifyPassword('same', stored)).toBe(false);
    }
  });

  it('runs at most HASHING_SLOTS derivations at once, the rest waiting, and frees a failed slot', async () => {
    const hash = await hashPassword('Demo@2026');
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, hashingLoad().running);
    }, 5);
    const checks = Array.from({ length: 8 }, (_, i) =>
      verifyPassword(i % 2 === 0 ? 'Demo@2026' : 'wrong', hash),
    );
    expect(hashingLoad()).toEqual({ running: HASHING_SLOTS, waiting: 8 - HASHING_SLOTS });
    const answers = await Promise.all(checks);
    clearInterval(sampler);
    expect(answers).toEqual([true, false, true, false, true, false, true, false]);
    expect(most).toBe(HASHING_SLOTS);
    // A cost scrypt refuses (too much memory) fails that check, and gives its slot back.
    await expect(verifyPassword('x', 'scrypt$40$8$1$YWFhYQ$YmJiYg')).rejects.toThrow();
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
