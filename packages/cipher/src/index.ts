/**
 * The hybrid cipher for encrypted (E) calls. Deployed platforms of this family wrap a DES
 * key with RSA; DES is broken, so this keeps the shape (one encrypted `value` body plus key
 * headers) and replaces the primitives: an ephemeral ECDH P-256 agreement with the server's
 * static key, HKDF-SHA-256, and AES-256-GCM. The plaintext carries a timestamp and a random
 * nonce (the server refuses stale or repeated ones), and the method and path are bound as
 * additional data, so a captured body can neither be replayed nor moved to another call.
 *
 * Pure WebCrypto: runs unchanged in browsers and in Node 24.
 */

export const CIPHER_ALGORITHM = 'ecdh-p256-hkdf-sha256-aes256gcm';
export const CIPHER_HEADERS = {
  algorithm: 'encryption',
  keyId: 'x-key-id',
  ephemeralKey: 'x-ephemeral-key',
} as const;
/** How far a sealed request's timestamp may be from the server's clock. */
export const CIPHER_MAX_SKEW_MS = 5 * 60_000;

export interface ServerPublicKey {
  keyId: string;
  publicKey: string;
}
export interface SealedRequest {
  headers: Record<string, string>;
  body: { value: string };
}
export interface OpenedRequest<T = unknown> {
  payload: T;
  ts: number;
  nonce: string;
}

/** A client-side cipher; another scheme can be plugged into the api client through this. */
export interface RequestCipher {
  readonly algorithm: string;
  seal(key: ServerPublicKey, aad: string, payload: unknown): Promise<SealedRequest>;
}

export class CipherError extends Error {
  override readonly name = 'CipherError';
}

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;
const enc = new TextEncoder();
const dec = new TextDecoder();

export const toBase64Url = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};
export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new CipherError('not base64url');
  const s = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

const EC = { name: 'ECDH', namedCurve: 'P-256' } as const;

const deriveAesKey = async (privateKey: CryptoKey, publicKey: CryptoKey, keyId: string) => {
  const bits = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const hkdfKey = await subtle().importKey('raw', bits, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: enc.encode(`${CIPHER_ALGORITHM}|${keyId}`),
    },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
};

/** The additional data binding a sealed body to one call. */
export const cipherAad = (method: string, path: string): string =>
  `${method.toUpperCase()} ${path}`;

export const ecdhAesGcmCipher: RequestCipher = {
  algorithm: CIPHER_ALGORITHM,
  async seal(key, aad, payload) {
    const serverKey = await subtle().importKey('raw', fromBase64Url(key.publicKey), EC, false, []);
    const eph = (await subtle().generateKey(EC, true, ['deriveBits'])) as CryptoKeyPair;
    const aes = await deriveAesKey(eph.privateKey, serverKey, key.keyId);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    const plain = enc.encode(JSON.stringify({ ts: Date.now(), nonce, payload }));
    const sealed = new Uint8Array(
      await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: enc.encode(aad) }, aes, plain),
    );
    const packed = new Uint8Array(iv.length + sealed.length);
    packed.set(iv);
    packed.set(sealed, iv.length);
    const ephRaw = new Uint8Array(await subtle().exportKey('raw', eph.publicKey));
    return {
      headers: {
        [CIPHER_HEADERS.algorithm]: CIPHER_ALGORITHM,
        [CIPHER_HEADERS.keyId]: key.keyId,
        [CIPHER_HEADERS.ephemeralKey]: toBase64Url(ephRaw),
      },
      body: { value: toBase64Url(packed) },
    };
  },
};

export interface ServerKeyPair {
  keyId: string;
  publicKey: string;
  privateKey: CryptoKey;
}

/** A fresh server key pair; `exportServerKey` / `importServerKey` persist it across restarts. */
export const generateServerKey = async (): Promise<ServerKeyPair> => {
  const pair = (await subtle().generateKey(EC, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  const digest = new Uint8Array(await subtle().digest('SHA-256', raw));
  return {
    keyId: toBase64Url(digest.slice(0, 9)),
    publicKey: toBase64Url(raw),
    privateKey: pair.privateKey,
  };
};

export const exportServerKey = async (key: ServerKeyPair): Promise<string> =>
  JSON.stringify({
    keyId: key.keyId,
    publicKey: key.publicKey,
    jwk: await subtle().exportKey('jwk', key.privateKey),
  });

export const importServerKey = async (stored: string): Promise<ServerKeyPair> => {
  const { keyId, publicKey, jwk } = JSON.parse(stored) as {
    keyId: string;
    publicKey: string;
    jwk: JsonWebKey;
  };
  const privateKey = await subtle().importKey('jwk', jwk, EC, true, ['deriveBits']);
  return { keyId, publicKey, privateKey };
};

/**
 * Opens a sealed request. Throws CipherError on any tampering, a wrong key or call, or a
 * timestamp outside the allowed skew. Checking the nonce for reuse is the caller's job
 * (it needs storage shared by every server process).
 */
export const openRequest = async <T = unknown>(
  key: ServerKeyPair,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  aad: string,
  now: number = Date.now(),
): Promise<OpenedRequest<T>> => {
  const header = (name: string) => {
    const value = headers[name];
    if (typeof value !== 'string') throw new CipherError(`missing header ${name}`);
    return value;
  };
  if (header(CIPHER_HEADERS.algorithm) !== CIPHER_ALGORITHM)
    throw new CipherError('unknown algorithm');
  if (header(CIPHER_HEADERS.keyId) !== key.keyId) throw new CipherError('unknown key');
  const value = (body as { value?: unknown } | null)?.value;
  if (typeof value !== 'string' || value.length > 1_000_000)
    throw new CipherError('no sealed value');
  const packed = fromBase64Url(value);
  if (packed.length < 12 + 16) throw new CipherError('sealed value too short');
  let plain: Uint8Array;
  try {
    const eph = await subtle().importKey(
      'raw',
      fromBase64Url(header(CIPHER_HEADERS.ephemeralKey)),
      EC,
      false,
      [],
    );
    const aes = await deriveAesKey(key.privateKey, eph, key.keyId);
    plain = new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: packed.slice(0, 12), additionalData: enc.encode(aad) },
        aes,
        packed.slice(12),
      ),
    );
  } catch {
    throw new CipherError('cannot open sealed value');
  }
  let parsed: { ts?: unknown; nonce?: unknown; payload?: unknown };
  try {
    parsed = JSON.parse(dec.decode(plain)) as typeof parsed;
  } catch {
    throw new CipherError('sealed value is not JSON');
  }
  const { ts, nonce } = parsed;
  if (
    typeof ts !== 'number' ||
    typeof nonce !== 'string' ||
    nonce.length < 16 ||
    nonce.length > 64
  ) {
    throw new CipherError('missing timestamp or nonce');
  }
  if (Math.abs(now - ts) > CIPHER_MAX_SKEW_MS) throw new CipherError('stale timestamp');
  return { payload: parsed.payload as T, ts, nonce };
};
