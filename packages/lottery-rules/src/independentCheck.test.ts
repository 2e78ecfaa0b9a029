/**
 * The independent check of issue 12: a second implementation of `hmac-sha256-v1`, written
 * from the text of lottery-rules.md alone with node:crypto (synchronous, Buffer based, none of
 * the engine's helpers), recomputes a full day of draws of every seed game and must agree with
 * the engine on every commitment and every written result.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, drawsOfDay, makeProof, SEED_GAMES, verifyProof } from './index.ts';

type Group = 'SSC' | 'K3' | '11X5' | 'PK10' | 'LHC' | 'HK6' | 'PCB' | 'LF' | 'VN' | 'SEA';

/** Rule 1 and 2: the stream of big-endian 32-bit words and rejection sampling. */
function* words(seed: Buffer, gameCode: string, numero: string): Generator<number> {
  for (let counter = 0; ; counter++) {
    const block = createHmac('sha256', seed)
      .update(Buffer.from(`${gameCode}:${numero}:${counter}`, 'utf8'))
      .digest();
    for (let offset = 0; offset < 32; offset += 4) yield block.readUInt32BE(offset);
  }
}

function uniformFrom(stream: Generator<number>) {
  return (n: number): number => {
    const bound = (BigInt(2 ** 32) / BigInt(n)) * BigInt(n);
    for (;;) {
      const v = stream.next().value as number;
      if (BigInt(v) < bound) return v % n;
    }
  };
}

/** Rules 3-5, then the "result written as" column of the groups table. */
function recompute(group: Group, seedHex: string, gameCode: string, numero: string): string {
  const uniform = uniformFrom(words(Buffer.from(seedHex, 'hex'), gameCode, numero));
  const digits = (count: number): string => {
    let text = '';
    while (text.length < count) text += String(uniform(10));
    return text;
  };
  const distinct = (m: number, k: number): string => {
    const list: number[] = [];
    for (let n = 1; n <= m; n++) list.push(n);
    for (let i = 0; i < k; i++) {
      const j = i + uniform(m - i);
      const held = list[i] as number;
      list[i] = list[j] as number;
      list[j] = held;
    }
    return list
      .slice(0, k)
      .map((n) => (n < 10 ? `0${n}` : `${n}`))
      .join(',');
  };
  switch (group) {
    case 'SSC':
      return digits(5);
    case 'LF':
      return digits(3);
    case 'PCB':
      return digits(3).split('').join(',');
    case 'K3':
      return [1, 2, 3].map(() => 1 + uniform(6)).join('');
    case '11X5':
      return distinct(11, 5);
    case 'PK10':
      return distinct(10, 10);
    case 'LHC':
    case 'HK6':
      return distinct(49, 7);
    case 'SEA':
      return `${digits(6)},${digits(2)}`;
    case 'VN': {
      // special 5, G1 5, G2 2x5, G3 6x5, G4 4x4, G5 6x4, G6 3x3, G7 4x2, in prize order.
      const prizes: string[] = [];
      const grades: [number, number][] = [
        [1, 5],
        [1, 5],
        [2, 5],
        [6, 5],
        [4, 4],
        [6, 4],
        [3, 3],
        [4, 2],
      ];
      for (const [count, length] of grades) {
        for (let i = 0; i < count; i++) prizes.push(digits(length));
      }
      return prizes.join(',');
    }
  }
}

const seedFor = (gameCode: string, numero: string): string =>
  createHash('sha256').update(`independent-check:${gameCode}:${numero}`).digest('hex');

// A Tuesday: the Mark Six draws that evening, so every seed game draws at least once.
const DAY = '2026-11-24';

describe('hmac-sha256-v1, recomputed independently', () => {
  it('the seed games cover every draw format', () => {
    const groups = new Set(SEED_GAMES.map((g) => g.group));
    expect([...groups].sort()).toEqual(
      ['11X5', 'HK6', 'K3', 'LF', 'LHC', 'PCB', 'PK10', 'SEA', 'SSC', 'VN'].sort(),
    );
  });

  for (const game of SEED_GAMES) {
    it(`${game.code} (${game.group}): a day of draws agrees, commitments and results`, async () => {
      const draws = drawsOfDay(game, DAY);
      expect(draws.length).toBeGreaterThan(0);
      for (const { numero } of draws) {
        const seed = seedFor(game.code, numero);
        const { proof } = await makeProof(game.group, game.code, numero, seed);
        expect(proof.commitment).toBe(
          createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
        );
        expect(proof.winningNumbers).toBe(recompute(game.group, seed, game.code, numero));
      }
    });
  }

  it('a proof of the independent implementation verifies in the engine, and a forged one does not', async () => {
    const numero = '20261124-0042';
    const seed = seedFor('GDSSC1', numero);
    const proof = {
      gameCode: 'GDSSC1',
      group: 'SSC' as const,
      numero,
      commitment: await commitmentOf(seed),
      seed,
      algorithm: 'hmac-sha256-v1',
      winningNumbers: recompute('SSC', seed, 'GDSSC1', numero),
    };
    expect(await verifyProof(proof)).toMatchObject({ commitmentMatches: true, numbersMatch: true });
    const forged = {
      ...proof,
      winningNumbers: proof.winningNumbers === '00000' ? '11111' : '00000',
    };
    expect(await verifyProof(forged)).toMatchObject({
      commitmentMatches: true,
      numbersMatch: false,
    });
    const otherSeed = { ...proof, seed: seedFor('GDSSC1', 'another') };
    expect((await verifyProof(otherSeed)).commitmentMatches).toBe(false);
  });
});
