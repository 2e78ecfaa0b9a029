import { DRAW_SHAPES, type DrawGroup, isDrawGroup } from './groups.ts';
import { type DrawnValues, formatResult } from './result.ts';

/**
 * Verifiable draws, `hmac-sha256-v1` (lottery-rules.md, "Verifiable draws"). Web Crypto only,
 * so the same code runs in Node 24 and in the browser's "verify this draw" panel.
 */
export const DRAW_ALGORITHM = 'hmac-sha256-v1';

const SEED_HEX = /^[0-9a-f]{64}$/;

/** Whether a string is a seed as the rules write it: 32 bytes in lowercase hex. */
export function isSeed(seed: string): boolean {
  return SEED_HEX.test(seed);
}

function seedBytes(seed: string): Uint8Array<ArrayBuffer> {
  if (!isSeed(seed)) throw new TypeError('a seed is 64 lowercase hex digits');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(seed.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh 32-byte seed from the platform's CSPRNG, in lowercase hex. */
export function newSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment published before sales open: `hex(SHA-256(seed))` over the seed's bytes. */
export async function commitmentOf(seed: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', seedBytes(seed))));
}

/** The rules' stream of 32-bit values and `uniform(n)` over it, for one numero of one game. */
class DrawStream {
  private readonly encoder = new TextEncoder();
  private block: number[] = [];
  private counter = 0;
  private readonly key: CryptoKey;
  private readonly prefix: string;

  constructor(key: CryptoKey, gameCode: string, numero: string) {
    this.key = key;
    this.prefix = `${gameCode}:${numero}:`;
  }

  /** The next value: blocks `HMAC(seed, "<gameCode>:<numero>:<counter>")`, eight big-endian words. */
  private async next(): Promise<number> {
    if (this.block.length === 0) {
      const message = this.encoder.encode(`${this.prefix}${this.counter}`);
      this.counter += 1;
      const view = new DataView(await crypto.subtle.sign('HMAC', this.key, message));
      this.block = Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4, false));
    }
    return this.block.shift() ?? 0;
  }

  /** A value in 0..n-1: values at or above `floor(2^32 / n) x n` are discarded. */
  async uniform(n: number): Promise<number> {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const v = await this.next();
      if (v < limit) return v % n;
    }
  }
}

/** Draws a numero's values from its seed, in the order the result is written. */
export async function drawValues(
  group: DrawGroup,
  seed: string,
  gameCode: string,
  numero: string,
): Promise<number[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    seedBytes(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const stream = new DrawStream(key, gameCode, numero);
  const shape = DRAW_SHAPES[group];
  const values: number[] = [];
  switch (shape.kind) {
    case 'digits':
      for (let i = 0; i < shape.count; i++) values.push(await stream.uniform(10));
      return values;
    case 'dice':
      for (let i = 0; i < shape.count; i++) values.push(1 + (await stream.uniform(6)));
      return values;
    case 'distinct': {
      const pool = Array.from({ length: shape.pool }, (_, i) => i + 1);
      for (let i = 0; i < shape.count; i++) {
        const j = i + (await stream.uniform(shape.pool - i));
        [pool[i], pool[j]] = [pool[j] ?? 0, pool[i] ?? 0];
      }
      return pool.slice(0, shape.count);
    }
  }
}

/** A draw's proof, as the lottery gateway serves it (the seed only after the draw). */
export interface DrawProof {
  readonly gameCode: string;
  readonly group: DrawGroup;
  readonly numero: string;
  readonly commitment: string;
  readonly seed?: string;
  readonly algorithm: string;
  readonly winningNumbers: string;
}

/** Makes the proof of a drawn numero: the commitment, the values and their written result. */
export async function makeProof(
  group: DrawGroup,
  gameCode: string,
  numero: string,
  seed: string,
): Promise<{ proof: DrawProof; values: DrawnValues }> {
  const values = await drawValues(group, seed, gameCode, numero);
  const proof: DrawProof = {
    gameCode,
    group,
    numero,
    commitment: await commitmentOf(seed),
    seed,
    algorithm: DRAW_ALGORITHM,
    winningNumbers: formatResult(group, values),
  };
  return { proof, values };
}

export interface ProofCheck {
  /** The proof names `hmac-sha256-v1` and carries a well-formed seed. */
  readonly checkable: boolean;
  /** SHA-256 of the revealed seed is the commitment published before sales. */
  readonly commitmentMatches: boolean;
  /** The numbers recomputed from the seed are the published result. */
  readonly numbersMatch: boolean;
  /** The result recomputed from the seed ('' when not checkable). */
  readonly recomputed: string;
}

/** Recomputes a proof from its revealed seed (what the "verify this draw" panel shows). */
export async function verifyProof(proof: DrawProof): Promise<ProofCheck> {
  const seed = proof.seed ?? '';
  if (proof.algorithm !== DRAW_ALGORITHM || !isSeed(seed) || !isDrawGroup(proof.group)) {
    return { checkable: false, commitmentMatches: false, numbersMatch: false, recomputed: '' };
  }
  const recomputed = formatResult(
    proof.group,
    await drawValues(proof.group, seed, proof.gameCode, proof.numero),
  );
  return {
    checkable: true,
    commitmentMatches: (await commitmentOf(seed)) === proof.commitment,
    numbersMatch: recomputed === proof.winningNumbers,
    recomputed,
  };
}
