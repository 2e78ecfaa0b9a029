import { randomBytes } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSealed, loadSecretsKey, openSecret, parseSecretsKey, sealSecret } from './secretBox.ts';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:7');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:7')).not.toBe(sealed);
    expect(openSecret(key, sealed, 'staff-totp:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another context, another key, and a changed byte', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:7');
    expect(() => openSecret(key, sealed, 'staff-totp:8')).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, 'staff-totp:7')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[14] = (raw[14] ?? 0) ^ 1;
    expect(() => openSecret(key, `v1.${raw.toString('base64url')}`, 'staff-totp:7')).toThrow();
    expect(() => openSecret(key, 'JBSWY3DPEHPK3PXP', 'staff-totp:7')).toThrow(/not a sealed/);
  });

  it('takes a 32-byte key in base64 and says what is wrong with another', () => {
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretsKey('c2hvcnQ=')).toThrow(/SECRETS_KEY must be 32 random bytes/);
  });

  it('keeps the key outside the database: SECRETS_KEY, or a 0600 key file made once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'secrets-key-'));
    const first = await loadSecretsKey({ given: undefined, production: false, dataDir });
    expect(first).toHaveLength(32);
    expect((await stat(join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
    expect(await loadSecretsKey({ given: undefined, production: false, dataDir })).toEqual(first);
    const given = randomBytes(32);
    expect(
      await loadSecretsKey({ given: given.toString('base64'), production: true, dataDir }),
    ).toEqual(given);
    await expect(loadSecretsKey({ given: undefined, production: true, dataDir })).rejects.toThrow(
      /SECRETS_KEY is required in production/,
    );
  });
});
