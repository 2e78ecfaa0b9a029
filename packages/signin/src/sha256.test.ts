import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

const webCrypto = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

describe('sha256Hex', () => {
  it('matches the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('matches Web Crypto across block boundaries', async () => {
    for (const length of [1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const text = 'x7'.repeat(length).slice(0, length);
      expect(sha256Hex(text)).toBe(await webCrypto(text));
    }
  });
});
