import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cascade } from './salaryRun.ts';
import {
  amountAt,
  applicableTier,
  millionthsToRate,
  rateToMillionths,
  scaleProblem,
  type Tier,
  withinScale,
} from './tiers.ts';

const tier = (rate: string, activeMembers = 0, validBet = 0n): Tier => ({
  rateMillionths: rateToMillionths(rate),
  activeMembers,
  validBet,
  teamLoss: 0n,
});

describe('a contract scale', () => {
  it('reads wire rates as millionths and back, without floats', () => {
    expect(rateToMillionths('1.25')).toBe(12_500);
    expect(rateToMillionths('100')).toBe(1_000_000);
    expect(rateToMillionths('0.0001')).toBe(1);
    expect(millionthsToRate(12_500)).toBe('1.25');
    expect(millionthsToRate(1_000_000)).toBe('100');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (m) => {
        expect(rateToMillionths(millionthsToRate(m))).toBe(m);
      }),
    );
  });

  it('rises strictly: a higher rate on thresholds no lower, one of them higher', () => {
    expect(scaleProblem([tier('1', 0, 0n), tier('1.5', 5, 100n)])).toBeNull();
    expect(scaleProblem([tier('1.5', 0, 0n), tier('1.5', 5, 100n)])).toMatch(/rise/);
    expect(scaleProblem([tier('1', 5, 0n), tier('1.5', 4, 100n)])).toMatch(/fall/);
    expect(scaleProblem([tier('1', 5, 100n), tier('1.5', 5, 100n)])).toMatch(/same/);
    expect(scaleProblem([tier('101')])).toMatch(/0-100/);
    expect(scaleProblem([])).not.toBeNull();
  });

  it('applies the highest tier whose thresholds are all met', () => {
    const scale = [tier('1', 0, 0n), tier('2', 3, 1000n), tier('3', 10, 5000n)];
    const at = (active: number, bet: bigint) =>
      applicableTier(scale, { activeMembers: active, validBet: bet, teamLoss: 0n })?.rateMillionths;
    expect(at(0, 0n)).toBe(10_000);
    expect(at(3, 999n)).toBe(10_000);
    expect(at(3, 1000n)).toBe(20_000);
    expect(at(9, 100_000n)).toBe(20_000);
    expect(at(10, 5000n)).toBe(30_000);
    expect(
      applicableTier([tier('1', 1, 0n)], { activeMembers: 0, validBet: 0n, teamLoss: 0n }),
    ).toBeNull();
  });

  it("stays within the upline's rate at each tier's own thresholds", () => {
    const upline = [tier('1', 0, 0n), tier('2', 3, 1000n)];
    expect(withinScale([tier('1', 0, 0n), tier('2', 3, 1000n)], upline)).toBe(true);
    expect(withinScale([tier('0.5', 0, 0n), tier('1.5', 5, 2000n)], upline)).toBe(true);
    // At 3 members and 999 the upline pays 1 %, so 1.5 % there is above it.
    expect(withinScale([tier('1.5', 3, 999n)], upline)).toBe(false);
    // Where the upline pays nothing, any rate is above it.
    expect(withinScale([tier('0.1', 0, 0n)], [tier('1', 1, 0n)])).toBe(false);
  });

  it('rounds amounts down to the minor unit', () => {
    expect(amountAt(999n, 12_500)).toBe(12n);
    expect(amountAt(100_000n, 1_000_000)).toBe(100_000n);
    expect(amountAt(-5n, 10_000)).toBe(0n);
  });
});

describe('the cascade by difference', () => {
  it('pays A 20.00 - 15.00 and B 15.00 on a 1000.00 bet under B', () => {
    // A (2 %) -> B (1.5 %) -> M bets 100000 minor units.
    const lines = cascade({
      contracts: [
        { contractId: 1, agentId: 1, uplineId: null },
        { contractId: 2, agentId: 2, uplineId: 1 },
      ],
      tiers: new Map([
        [1, [tier('2')]],
        [2, [tier('1.5')]],
      ]),
      uplines: new Map([
        [2, 1],
        [3, 2],
      ]),
      bets: new Map([[3, 100_000n]]),
      activeBets: new Map([[3, 100_000n]]),
      activeThreshold: 10_000n,
    });
    const byAgent = new Map(lines.map((l) => [l.agentId, l]));
    expect(byAgent.get(1)).toMatchObject({ amount: 2_000n, paid: 500n, activeMembers: 1 });
    expect(byAgent.get(2)).toMatchObject({ amount: 1_500n, paid: 1_500n, activeMembers: 1 });
  });

  it('pays in total exactly the top agents amounts, for random chains and bets', () => {
    // A chain of contracted agents 1..n (each rate at most its upline's), members hanging under
    // random agents: the sum paid equals the top agent's amount (nothing paid twice, nothing lost).
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.bigInt({ min: 1n, max: 10_000_000n })), { maxLength: 30 }),
        (rawRates, bettors) => {
          const rates = [...rawRates].sort((a, b) => b - a);
          const n = rates.length;
          const uplines = new Map<number, number>();
          for (let agent = 2; agent <= n; agent += 1) uplines.set(agent, agent - 1);
          const bets = new Map<number, bigint>();
          bettors.forEach(([under, bet], i) => {
            const member = 1000 + i;
            uplines.set(member, (under % n) + 1);
            bets.set(member, bet);
          });
          const lines = cascade({
            contracts: rates.map((_, i) => ({
              contractId: i + 1,
              agentId: i + 1,
              uplineId: i === 0 ? null : i,
            })),
            tiers: new Map(
              rates.map((rate, i) => [
                i + 1,
                [{ rateMillionths: rate, activeMembers: 0, validBet: 0n, teamLoss: 0n }],
              ]),
            ),
            uplines,
            bets,
            activeBets: bets,
            activeThreshold: 1n,
          });
          const paid = lines.reduce((sum, l) => sum + l.paid, 0n);
          const top = lines.find((l) => l.agentId === 1);
          // Rounding down per agent: a lower agent's amount never exceeds its upline's share of
          // the same bets, so no share clips at zero and the sum telescopes to the top's amount.
          expect(paid).toBe(top?.amount);
          for (const line of lines) expect(line.paid >= 0n).toBe(true);
        },
      ),
    );
  });
});
