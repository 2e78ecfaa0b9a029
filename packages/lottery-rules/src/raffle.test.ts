/**
 * The raffle draw recomputed by a second implementation written from the rules text alone
 * (promotions-rules.md kind 4 and the encoding written at the top of raffle.ts), on Node's
 * crypto rather than Web Crypto; it imports nothing of raffle.ts's internals.
 */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawRafflePrize, raffleListProblem, verifyRaffleDraws } from './raffle.ts';

type Prize = { prizeId: number; weight: number };

function independentDraw(
  seedHex: string,
  promotion: number,
  member: number,
  ticket: number,
  prizes: Prize[],
): number {
  const total = prizes.map((p) => BigInt(p.weight)).reduce((a, b) => a + b, 0n);
  const limit = (2n ** 32n / total) * total;
  for (let c = 0; ; c++) {
    const block = createHmac('sha256', Buffer.from(seedHex, 'hex'))
      .update(`${promotion}:${member}:${ticket}:${c}`)
      .digest();
    for (let i = 0; i < 32; i += 4) {
      const v = BigInt(block.readUInt32BE(i));
      if (v >= limit) continue;
      let r = v % total;
      for (const p of prizes) {
        if (r < BigInt(p.weight)) return p.prizeId;
        r -= BigInt(p.weight);
      }
    }
  }
}

const seedArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString('hex'));
const prizesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      ...ids
        .sort((a, b) => a - b)
        .map((prizeId) =>
          fc.integer({ min: 1, max: 500_000_000 }).map((weight) => ({ prizeId, weight })),
        ),
    ),
  );

describe('raffle-hmac-sha256-v1', () => {
  it('draws what the independent implementation draws, for any seed, ticket and list', async () => {
    await fc.assert(
      fc.asyncProperty(
        seedArb,
        fc.nat(1_000_000),
        fc.nat(1_000_000),
        fc.nat(1000),
        prizesArb,
        async (seed, promotionId, memberId, ticket, prizes) => {
          const drawn = await drawRafflePrize(seed, { promotionId, memberId, ticket }, prizes);
          expect(drawn).toBe(independentDraw(seed, promotionId, memberId, ticket, prizes));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('follows the weights: a prize of weight 3 of 4 is drawn about three times in four', async () => {
    const seed = 'ab'.repeat(32);
    const prizes = [
      { prizeId: 1, weight: 1 },
      { prizeId: 2, weight: 3 },
    ];
    let seconds = 0;
    for (let ticket = 0; ticket < 2000; ticket++) {
      if ((await drawRafflePrize(seed, { promotionId: 7, memberId: 9, ticket }, prizes)) === 2) {
        seconds += 1;
      }
    }
    expect(seconds).toBeGreaterThan(1400);
    expect(seconds).toBeLessThan(1600);
  });

  it('refuses lists it cannot draw from', () => {
    expect(raffleListProblem([])).toBe('no prize in stock');
    expect(
      raffleListProblem([
        { prizeId: 2, weight: 1 },
        { prizeId: 1, weight: 1 },
      ]),
    ).toMatch(/ascending/);
    expect(raffleListProblem([{ prizeId: 1, weight: 0 }])).toMatch(/positive/);
    expect(raffleListProblem([{ prizeId: 1, weight: 2 ** 32 }])).toMatch(/2\^32/);
    expect(raffleListProblem([{ prizeId: 1, weight: 5 }])).toBeUndefined();
  });

  it('verifies a member draws against the revealed seed and names a tampered one', async () => {
    const seed = '0f'.repeat(32);
    const commitment = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    const inStock = [
      { prizeId: 10, weight: 5 },
      { prizeId: 11, weight: 2 },
      { prizeId: 12, weight: 1 },
    ];
    const draws = [0, 1, 2, 3].map((ticket) => ({
      promotionId: 3,
      memberId: 44,
      ticket,
      inStock,
      prizeId: independentDraw(seed, 3, 44, ticket, inStock),
    }));
    expect(await verifyRaffleDraws(commitment, seed, draws)).toEqual({
      commitmentMatches: true,
      mismatched: [],
    });
    const tampered = draws.map((d) =>
      d.ticket === 2 ? { ...d, prizeId: d.prizeId === 10 ? 11 : 10 } : d,
    );
    expect(await verifyRaffleDraws(commitment, seed, tampered)).toEqual({
      commitmentMatches: true,
      mismatched: [2],
    });
    expect((await verifyRaffleDraws(commitment, 'aa'.repeat(32), draws)).commitmentMatches).toBe(
      false,
    );
  });
});
