import { describe, expect, it } from 'vitest';
import {
  CIPHER_MAX_SKEW_MS,
  CipherError,
  cipherAad,
  ecdhAesGcmCipher,
  exportServerKey,
  generateServerKey,
  importServerKey,
  openRequest,
  toBase64Url,
} from './index.ts';

const aad = cipherAad('POST', '/wps/session/login');

describe('hybrid request cipher', () => {
  it('round-trips a payload with a fresh nonce each time', async () => {
    const key = await generateServerKey();
    const a = await ecdhAesGcmCipher.seal(key, aad, { username: 'demo', password: 'pw' });
    const b = await ecdhAesGcmCipher.seal(key, aad, { username: 'demo', password: 'pw' });
    expect(a.body.value).not.toBe(b.body.value);
    const opened = await openRequest(key, a.headers, a.body, aad);
    expect(opened.payload).toEqual({ username: 'demo', password: 'pw' });
    expect(opened.nonce).not.toBe((await openRequest(key, b.headers, b.body, aad)).nonce);
    expect(JSON.stringify(a)).not.toContain('demo');
  });

  it('refuses a body moved to another call', async () => {
    const key = await generateServerKey();
    const sealed = await ecdhAesGcmCipher.seal(key, aad, { x: 1 });
    await expect(
      openRequest(key, sealed.headers, sealed.body, cipherAad('PUT', '/wps/member/register')),
    ).rejects.toBeInstanceOf(CipherError);
  });

  it('refuses a tampered body and a stale timestamp', async () => {
    const key = await generateServerKey();
    const sealed = await ecdhAesGcmCipher.seal(key, aad, { x: 1 });
    const bytes = Uint8Array.from(
      atob(sealed.body.value.replaceAll('-', '+').replaceAll('_', '/')),
      (c) => c.charCodeAt(0),
    );
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await expect(
      openRequest(key, sealed.headers, { value: toBase64Url(bytes) }, aad),
    ).rejects.toThrow('cannot open');
    await expect(
      openRequest(key, sealed.headers, sealed.body, aad, Date.now() + CIPHER_MAX_SKEW_MS + 1000),
    ).rejects.toThrow('stale');
  });

  it('survives export and import of the server key', async () => {
    const key = await importServerKey(await exportServerKey(await generateServerKey()));
    const sealed = await ecdhAesGcmCipher.seal(key, aad, 'hello');
    expect((await openRequest(key, sealed.headers, sealed.body, aad)).payload).toBe('hello');
  });

  it('refuses a body sealed for another server key', async () => {
    const [mine, theirs] = [await generateServerKey(), await generateServerKey()];
    const sealed = await ecdhAesGcmCipher.seal({ ...theirs, keyId: mine.keyId }, aad, 1);
    await expect(openRequest(mine, sealed.headers, sealed.body, aad)).rejects.toBeInstanceOf(
      CipherError,
    );
  });
});
