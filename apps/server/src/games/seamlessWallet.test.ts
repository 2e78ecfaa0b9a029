import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, merchantIdOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { figureMismatches } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import { CacheBus } from '../db/cacheBus.ts';
import { accountCode, HOUSE_BUCKETS, houseName, POINTS_CURRENCY } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  houseBalance,
  memberPointsBalance,
  memberWalletBalance,
  openHouseAccount,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { forgetVipWeeks, VIP_WEEKS_KEPT_MS } from '../promotions/hall.ts';
import { OPENING_HOUSE_ACCOUNT } from '../seed/seed.ts';
import {
  bet,
  type GroupCall,
  type RoundKey,
  rollback,
  runGroup,
  settle,
} from './seamlessWallet.ts';

const server = useTestServer({}, { db: 8 });
let merchantId: number;
let memberId: number;
let nodeId: number;
const currency = 'CNY';
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  const member = await server.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  memberId = member.id;
  const game = await server.db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('game_id', '=', 'demo-slot')
    .executeTakeFirstOrThrow();
  nodeId = game.id;
});

const newRound = (): RoundKey => ({
  merchantId,
  currency,
  vassalage: 'DEMO',
  transactionId: randomUUID(),
});

const balance = () => memberWalletBalance(server.db, merchantId, memberId, currency);

const ledgerRows = async (round: RoundKey, step: string) => {
  const rows = await server.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', `vendor:${round.vassalage}:${step}:${round.transactionId}`)
    .execute();
  return rows.length;
};

const codeOf = (error: unknown) => (error instanceof CatalogueError ? error.code : error);

/** A bet of `member` on `round`, on the demo slot with the default trial types. */
const betOf = (round: RoundKey, member: number, amount: bigint) => ({
  ...round,
  memberId: member,
  trialTypes: DEFAULT_TRIAL_TYPES,
  nodeId,
  amount,
  now,
});

/** A member of its own holding `funds`, funded from the opening house as the seed funds members. */
const fundedMember = async (funds: bigint): Promise<number> => {
  const opening = await openHouseAccount(server.db, merchantId, OPENING_HOUSE_ACCOUNT, currency);
  const { id } = await server.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `funded${randomUUID().slice(0, 8)}`,
      password_hash: 'x',
      type: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await transfer(server.db, {
    merchantId,
    idempotencyKey: `funded:${id}`,
    kind: LEDGER_KINDS.openingBalance,
    currency,
    from: opening,
    to: await openMemberWallet(server.db, merchantId, id, currency),
    amount: funds,
  });
  return id;
};

describe('seamless wallet', () => {
  it('takes a bet replayed in sequence and in parallel exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        async (stake, sequential, parallel) => {
          const round = newRound();
          const amount = BigInt(stake);
          const before = await balance();
          const request = betOf(round, memberId, amount);
          const answers = [];
          for (let i = 0; i < sequential; i++) answers.push(await bet(server.db, request));
          answers.push(
            ...(await Promise.all(Array.from({ length: parallel }, () => bet(server.db, request)))),
          );
          expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
          expect(await balance()).toBe(before - amount);
          expect(await ledgerRows(round, 'bet')).toBe(1);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('pays a settle once however often it is repeated, and then refuses a rollback', async () => {
    const round = newRound();
    await bet(server.db, betOf(round, memberId, 500n));
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => settle(server.db, { ...round, win: 1_500n, now })),
    );
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await balance()).toBe(before + 1_500n);
    expect(await ledgerRows(round, 'settle')).toBe(1);
    await expect(settle(server.db, { ...round, win: 9_999n, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    await expect(rollback(server.db, { ...round, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    expect(await balance()).toBe(before + 1_500n);
  });

  it('returns a rolled back stake once, and then refuses a settle', async () => {
    const round = newRound();
    const before = await balance();
    await bet(server.db, betOf(round, memberId, 700n));
    await Promise.all([
      rollback(server.db, { ...round, now }),
      rollback(server.db, { ...round, now }),
    ]);
    await rollback(server.db, { ...round, now });
    expect(await balance()).toBe(before);
    expect(await ledgerRows(round, 'rollback')).toBe(1);
    await expect(settle(server.db, { ...round, win: 100n, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    expect(await balance()).toBe(before);
  });

  it('lets exactly one of a racing settle and rollback close the round', async () => {
    const round = newRound();
    const before = await balance();
    await bet(server.db, betOf(round, memberId, 300n));
    const results = await Promise.allSettled([
      settle(server.db, { ...round, win: 0n, now }),
      rollback(server.db, { ...round, now }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const after = await balance();
    expect([before - 300n, before]).toContain(after);
  });

  it('refuses a bet over the balance without any effect', async () => {
    const round = newRound();
    const before = await balance();
    await expect(bet(server.db, betOf(round, memberId, before + 1n)).catch(codeOf)).resolves.toBe(
      'wallet.insufficient.funds',
    );
    expect(await balance()).toBe(before);
    expect(await ledgerRows(round, 'bet')).toBe(0);
    const rounds = await server.db
      .selectFrom('vendor_rounds')
      .select('status')
      .where('transaction_id', '=', round.transactionId)
      .execute();
    expect(rounds).toEqual([]);
  });

  it('refuses to settle or roll back a bet it never took', async () => {
    const round = newRound();
    await expect(settle(server.db, { ...round, win: 1n, now }).catch(codeOf)).resolves.toBe(
      'not.found',
    );
    await expect(rollback(server.db, { ...round, now }).catch(codeOf)).resolves.toBe('not.found');
  });

  it('refuses a transaction id reused by another member', async () => {
    const round = newRound();
    await bet(server.db, betOf(round, memberId, 100n));
    const agent = await server.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    await expect(bet(server.db, betOf(round, agent.id, 100n)).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
  });

  it("moves each round through its member's bucket of the vendor house, many players at once", async () => {
    // Six players of their own, funded from the opening house like the seed funds members.
    const players: number[] = [];
    for (let i = 0; i < 6; i++) players.push(await fundedMember(100_00n));
    const vendorHouse = houseName.vendor('DEMO');
    const houseBefore = await houseBalance(server.db, merchantId, vendorHouse, currency);
    const bucketBalances = async () =>
      new Map(
        (
          await server.db
            .selectFrom('ledger_accounts')
            .select(['code', 'balance'])
            .where('merchant_id', '=', merchantId)
            .where('currency', '=', currency)
            .where(
              'code',
              'in',
              players.map((id) => accountCode.house(`${vendorHouse}:${id % HOUSE_BUCKETS}`)),
            )
            .execute()
        ).map((r) => [r.code, BigInt(r.balance)]),
      );
    const before = await bucketBalances();
    // Each player: a won round and a rolled-back one, every call sent twice at once (a vendor
    // retrying on a timeout), all players in parallel.
    await Promise.all(
      players.map(async (id) => {
        const won = newRound();
        const back = newRound();
        await Promise.all([
          bet(server.db, betOf(won, id, 3_00n)),
          bet(server.db, betOf(won, id, 3_00n)),
        ]);
        await Promise.all([
          settle(server.db, { ...won, win: 5_00n, now }),
          settle(server.db, { ...won, win: 5_00n, now }),
        ]);
        await Promise.all([
          bet(server.db, betOf(back, id, 7_00n)),
          bet(server.db, betOf(back, id, 7_00n)),
        ]);
        const [first, again] = await Promise.all([
          rollback(server.db, { ...back, now }),
          rollback(server.db, { ...back, now }),
        ]);
        // One of the two rolled it back, the other found it so; both answer the same balance.
        expect([first.replayed, again.replayed].sort()).toEqual([false, true]);
        expect(first.balance).toBe(again.balance);
        // A settle after the rollback is refused and pays nothing.
        await expect(settle(server.db, { ...back, win: 1n, now }).catch(codeOf)).resolves.toBe(
          'wallet.idempotency.conflict',
        );
      }),
    );
    for (const id of players) {
      // Each player lost 3.00 and won 5.00; the rolled-back stake came back whole.
      expect(await memberWalletBalance(server.db, merchantId, id, currency)).toBe(102_00n);
    }
    // Each round's bet, win and rollback met its member's bucket: a bucket changed by -2.00 for
    // each of its players, and the vendor's house as a whole by -2.00 a player.
    const after = await bucketBalances();
    const perBucket = new Map<string, bigint>();
    for (const id of players) {
      const code = accountCode.house(`${vendorHouse}:${id % HOUSE_BUCKETS}`);
      perBucket.set(code, (perBucket.get(code) ?? 0n) - 2_00n);
    }
    for (const [code, change] of perBucket) {
      expect((after.get(code) ?? 0n) - (before.get(code) ?? 0n)).toBe(change);
    }
    expect(await houseBalance(server.db, merchantId, vendorHouse, currency)).toBe(
      houseBefore - 2_00n * BigInt(players.length),
    );
  });
});

describe('seamless wallet, calls grouped', () => {
  const betCall = (round: RoundKey, member: number, amount: bigint): GroupCall => ({
    step: 'bet',
    ...betOf(round, member, amount),
  });
  const walletOf = (member: number) => memberWalletBalance(server.db, merchantId, member, currency);
  const answered = (outcome: Awaited<ReturnType<typeof runGroup>>[number] | undefined) =>
    outcome?.kind === 'done' ? outcome.answer : outcome?.kind;

  it('takes the first of duplicates in one group and hands the repeats back, which replay it', async () => {
    const member = await fundedMember(10_00n);
    const [x, y] = [newRound(), newRound()];
    const calls = [
      betCall(x, member, 3_00n),
      betCall(x, member, 3_00n),
      betCall(y, member, 2_00n),
      betCall(x, member, 3_00n),
    ];
    const outcomes = await runGroup(server.db, calls);
    // Each answer is the balance just after its own bet.
    expect(outcomes.map(answered)).toEqual([
      { balance: 7_00n, replayed: false },
      'alone',
      { balance: 5_00n, replayed: false },
      'alone',
    ]);
    // What `bet` does with a call handed back: run it alone, which finds the first.
    const again = await bet(server.db, betOf(x, member, 3_00n));
    expect(again).toEqual({ balance: 5_00n, replayed: true });
    expect(await walletOf(member)).toBe(5_00n);
    expect(await ledgerRows(x, 'bet')).toBe(1);
    // Through the queue, many at once: still one stake per round.
    const z = newRound();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, k) =>
        bet(server.db, betOf(k % 3 === 0 ? z : newRound(), member, 10n)),
      ),
    );
    expect(answers.filter((a) => a.replayed)).toHaveLength(3);
    expect(await walletOf(member)).toBe(5_00n - 9n * 10n);
    expect(await ledgerRows(z, 'bet')).toBe(1);
  });

  it('refuses a bet its wallet cannot pay alone, while its neighbours commit in the group', async () => {
    const member = await fundedMember(10_00n);
    const [a, b, c] = [newRound(), newRound(), newRound()];
    const outcomes = await runGroup(server.db, [
      betCall(a, member, 4_00n),
      betCall(b, member, 7_00n),
      betCall(c, member, 5_00n),
    ]);
    expect(outcomes.map(answered)).toEqual([
      { balance: 6_00n, replayed: false },
      'alone',
      { balance: 1_00n, replayed: false },
    ]);
    await expect(bet(server.db, betOf(b, member, 7_00n)).catch(codeOf)).resolves.toBe(
      'wallet.insufficient.funds',
    );
    expect(await walletOf(member)).toBe(1_00n);
    expect(await ledgerRows(b, 'bet')).toBe(0);
    const opened = await server.db
      .selectFrom('vendor_rounds')
      .select('transaction_id')
      .where('transaction_id', 'in', [a.transactionId, b.transactionId, c.transactionId])
      .execute();
    expect(opened.map((r) => r.transaction_id).sort()).toEqual(
      [a.transactionId, c.transactionId].sort(),
    );
  });

  it('takes a bet in the group and its rollback sent beside it after, once', async () => {
    const member = await fundedMember(10_00n);
    const round = newRound();
    const outcomes = await runGroup(server.db, [
      betCall(round, member, 6_00n),
      { step: 'rollback', ...round, now },
    ]);
    expect(outcomes.map(answered)).toEqual([{ balance: 4_00n, replayed: false }, 'alone']);
    expect(await rollback(server.db, { ...round, now })).toEqual({
      balance: 10_00n,
      replayed: false,
    });
    // A rollback sent again, in a group of its own, is handed back and finds it rolled back.
    expect(
      (await runGroup(server.db, [{ step: 'rollback', ...round, now }])).map(answered),
    ).toEqual(['alone']);
    expect(await rollback(server.db, { ...round, now })).toEqual({
      balance: 10_00n,
      replayed: true,
    });
    expect(await ledgerRows(round, 'rollback')).toBe(1);
    expect(await walletOf(member)).toBe(10_00n);
  });

  it('settles and rolls back rounds of several members in one group, with their figures', async () => {
    const [one, two] = [await fundedMember(10_00n), await fundedMember(10_00n)];
    const [won, lost, back] = [newRound(), newRound(), newRound()];
    await runGroup(server.db, [
      betCall(won, one, 2_00n),
      betCall(lost, two, 3_00n),
      betCall(back, one, 1_00n),
    ]);
    const outcomes = await runGroup(server.db, [
      { step: 'settle', ...won, win: 5_00n, now },
      { step: 'settle', ...lost, win: 0n, now },
      { step: 'rollback', ...back, now },
    ]);
    expect(outcomes.map(answered)).toEqual([
      { balance: 12_00n, replayed: false },
      { balance: 7_00n, replayed: false },
      { balance: 13_00n, replayed: false },
    ]);
    expect([await walletOf(one), await walletOf(two)]).toEqual([13_00n, 7_00n]);
    expect(await ledgerRows(won, 'settle')).toBe(1);
    expect(await ledgerRows(lost, 'settle')).toBe(0);
    // Every settled round counted once in the figures, in the transaction that settled it.
    expect(await figureMismatches(server.db)).toBe(0);
    // A settle of a round already closed is handed back, and alone it is a replay or refused.
    expect(
      (await runGroup(server.db, [{ step: 'settle', ...won, win: 5_00n, now }])).map(answered),
    ).toEqual(['alone']);
    await expect(settle(server.db, { ...back, win: 1n, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
  });

  it('hands back a transaction id another member used, its neighbour taken in the group', async () => {
    const [member, other] = [await fundedMember(10_00n), await fundedMember(10_00n)];
    const [taken, fresh] = [newRound(), newRound()];
    await bet(server.db, betOf(taken, other, 1_00n));
    const outcomes = await runGroup(server.db, [
      betCall(fresh, member, 2_00n),
      betCall(taken, member, 1_00n),
    ]);
    expect(outcomes.map(answered)).toEqual([{ balance: 8_00n, replayed: false }, 'alone']);
    await expect(bet(server.db, betOf(taken, member, 1_00n)).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    expect(await walletOf(member)).toBe(8_00n);
  });

  it('fails no neighbour when one call fails the group: it writes nothing, each runs alone', async () => {
    const member = await fundedMember(10_00n);
    const [good, broken] = [newRound(), newRound()];
    // A round of a game that does not exist: its row breaks the group's statement.
    const outcomes = await runGroup(server.db, [
      betCall(good, member, 2_00n),
      { ...betCall(broken, member, 1_00n), nodeId: -1 } as GroupCall,
    ]);
    expect(outcomes.map(answered)).toEqual(['alone', 'alone']);
    expect(await ledgerRows(good, 'bet')).toBe(0);
    expect(await walletOf(member)).toBe(10_00n);
    const [kept, failed] = await Promise.allSettled([
      bet(server.db, betOf(good, member, 2_00n)),
      bet(server.db, { ...betOf(broken, member, 1_00n), nodeId: -1 }),
    ]);
    expect(kept).toMatchObject({ status: 'fulfilled', value: { balance: 8_00n, replayed: false } });
    expect(failed.status).toBe('rejected');
    expect(await ledgerRows(broken, 'bet')).toBe(0);
    expect(await walletOf(member)).toBe(8_00n);
  });

  describe('with points earned', () => {
    // A week of its own, long before any seeded one: a VIP week tripling slot points.
    const at = new Date('2020-01-07T10:00:00Z');
    let pointsBefore: unknown;
    let week: number;
    beforeAll(async () => {
      const row = await sql<{ points: unknown }>`
        SELECT brand->'points' AS points FROM merchants WHERE id = ${merchantId}`.execute(
        server.db,
      );
      pointsBefore = row.rows[0]?.points ?? null;
      // A point per 1.00 of slot play.
      await sql`UPDATE merchants SET brand = jsonb_set(brand, '{points}',
        ${JSON.stringify({ rates: { slots: { bettingUnit: 1, points: 1 } } })}::jsonb)
        WHERE id = ${merchantId}`.execute(server.db);
      const inserted = await sql<{ id: number }>`
        INSERT INTO promotions (merchant_id, kind, texts, starts_at, ends_at, audience, terms)
        VALUES (${merchantId}, 'vipWeek', '{"en":{"title":"Test VIP week","body":""}}',
          '2020-01-06T00:00:00Z', '2020-01-13T00:00:00Z',
          '{"members":true,"agents":false,"vipLevels":[],"newMembersOnly":false}',
          '{"pointsMultiplier":3,"extra":{"categories":["RNG"]}}'::jsonb)
        RETURNING id`.execute(server.db);
      week = inserted.rows[0]?.id ?? 0;
      // Written behind the desks' back: the pools' kept VIP weeks are told by hand.
      forgetVipWeeks();
    });
    afterAll(async () => {
      await sql`DELETE FROM promotions WHERE id = ${week}`.execute(server.db);
      forgetVipWeeks();
      await sql`UPDATE merchants SET brand = jsonb_set(brand, '{points}',
        ${JSON.stringify(pointsBefore)}::jsonb) WHERE id = ${merchantId}`.execute(server.db);
    });

    const pointsOf = (member: number) => memberPointsBalance(server.db, merchantId, member);
    /** A play (the demo vendor's bet and settle of one round together) in the week. */
    const playCall = (round: RoundKey, member: number, amount: bigint, win: bigint): GroupCall => ({
      step: 'play',
      ...betOf(round, member, amount),
      now: at,
      win,
      outcome: null,
    });
    const earnings = async (rounds: readonly RoundKey[]) => {
      const { rows } = await sql<{ key: string; entries: string; total: string }>`
        SELECT t.idempotency_key AS key, count(e.*)::text AS entries,
          coalesce(sum(e.amount), 0)::text AS total
        FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.merchant_id = ${merchantId} AND t.idempotency_key = ANY(${rounds.map(
          (r) => `points:earn:vendor:${r.vassalage}:bet:${r.transactionId}`,
        )}::text[])
        GROUP BY t.idempotency_key`.execute(server.db);
      return rows;
    };

    it("posts each round's points once, in groups of several members' rounds and replays of them", async () => {
      const members = [
        await fundedMember(100_00n),
        await fundedMember(100_00n),
        await fundedMember(100_00n),
      ];
      const [m0, m1, m2] = members as [number, number, number];
      const issuedBefore = await houseBalance(
        server.db,
        merchantId,
        houseName.pointsIssued,
        POINTS_CURRENCY,
      );
      // Five rounds of three members: two each for the first two, one for the third.
      const plan: [number, bigint, bigint][] = [
        [m0, 2_00n, 0n],
        [m1, 3_00n, 7_00n],
        [m0, 4_00n, 1_00n],
        [m2, 5_50n, 0n],
        [m1, 1_00n, 0n],
      ];
      const rounds = plan.map(() => newRound());
      const betAt = (k: number): GroupCall => {
        const [member, stake] = plan[k] as [number, bigint, bigint];
        return { ...betCall(rounds[k] as RoundKey, member, stake), now: at };
      };
      const settleOf = (k: number): GroupCall => ({
        step: 'settle',
        ...(rounds[k] as RoundKey),
        win: (plan[k] as [number, bigint, bigint])[2],
        now: at,
      });
      expect(
        (
          await runGroup(
            server.db,
            plan.map((_, k) => betAt(k)),
          )
        ).every((o) => o.kind === 'done'),
      ).toBe(true);
      // Nothing earned on a bet: the points come with the settle.
      expect(await earnings(rounds)).toEqual([]);
      const settled = await runGroup(
        server.db,
        plan.map((_, k) => settleOf(k)),
      );
      expect(settled.every((o) => o.kind === 'done')).toBe(true);
      // 1 point per 1.00 staked, tripled by the week; 5.50 earns 5, tripled to 15.
      const expected = [3n * (2n + 4n), 3n * (3n + 1n), 3n * 5n];
      expect(await Promise.all(members.map(pointsOf))).toEqual(expected);
      const once = await earnings(rounds);
      expect(once).toHaveLength(rounds.length);
      for (const row of once) expect([row.entries, row.total]).toEqual(['2', '0']);

      // Replayed: in a group (handed back), then alone (replays), and beside a new round in a
      // group: the old rounds earn nothing more, the new one its own.
      expect(
        (
          await runGroup(
            server.db,
            plan.map((_, k) => settleOf(k)),
          )
        ).map(answered),
      ).toEqual(plan.map(() => 'alone'));
      for (const [k] of plan.entries()) {
        const call = settleOf(k) as GroupCall & { step: 'settle' };
        expect((await settle(server.db, call)).replayed).toBe(true);
      }
      const fresh = newRound();
      await runGroup(server.db, [{ ...betCall(fresh, m2, 2_00n), now: at }]);
      const mixed = await runGroup(server.db, [
        settleOf(0),
        { step: 'settle', ...fresh, win: 0n, now: at },
        settleOf(3),
      ]);
      expect(mixed.map((o) => o.kind)).toEqual(['alone', 'done', 'alone']);
      expect(await Promise.all(members.map(pointsOf))).toEqual([
        expected[0],
        expected[1],
        (expected[2] as bigint) + 6n,
      ]);
      expect(await earnings([...rounds, fresh])).toHaveLength(rounds.length + 1);
      // The points ledger balanced: the house issued exactly what the members hold.
      const issuedAfter = await houseBalance(
        server.db,
        merchantId,
        houseName.pointsIssued,
        POINTS_CURRENCY,
      );
      expect(issuedBefore - issuedAfter).toBe(3n * (2n + 4n + 3n + 1n + 5n) + 6n);
      expect(await figureMismatches(server.db)).toBe(0);
    });

    it('posts the points of plays (bet and settle together) in a group, once', async () => {
      const members = [await fundedMember(100_00n), await fundedMember(100_00n)];
      const rounds = [newRound(), newRound(), newRound()];
      const plays = rounds.map(
        (round, k): GroupCall =>
          playCall(round, members[k % 2] as number, 10_00n, k === 1 ? 20_00n : 0n),
      );
      expect((await runGroup(server.db, plays)).every((o) => o.kind === 'done')).toBe(true);
      expect((await runGroup(server.db, plays)).map((o) => o.kind)).toEqual(
        plays.map(() => 'alone'),
      );
      expect(await Promise.all(members.map(pointsOf))).toEqual([3n * 20n, 3n * 10n]);
      expect(await earnings(rounds)).toHaveLength(3);
    });

    it('keeps the VIP weeks it has read, and drops them when the cache bus says promotions changed', async () => {
      const member = await fundedMember(100_00n);
      const play = async () => {
        const round = newRound();
        const before = await pointsOf(member);
        const [outcome] = await runGroup(server.db, [playCall(round, member, 1_00n, 0n)]);
        expect(outcome?.kind).toBe('done');
        return (await pointsOf(member)) - before;
      };
      expect(await play()).toBe(3n);
      // The week tripled, now made five times behind the bus's back: the pool's copy still
      // says three (no read of the promotions on every round).
      await sql`UPDATE promotions SET terms = jsonb_set(terms, '{pointsMultiplier}', '5')
        WHERE id = ${week}`.execute(server.db);
      expect(await play()).toBe(3n);
      // Told over the bus as the promotions desk tells it: the server's subscription drops the
      // copies (well within VIP_WEEKS_KEPT_MS, which alone would drop it later).
      const bus = new CacheBus(server.databaseUrl);
      try {
        await bus.publish(server.db, { kind: 'promotions', merchantId });
        await expect.poll(play, { timeout: VIP_WEEKS_KEPT_MS / 2, interval: 200 }).toBe(5n);
      } finally {
        await sql`UPDATE promotions SET terms = jsonb_set(terms, '{pointsMultiplier}', '3')
          WHERE id = ${week}`.execute(server.db);
        forgetVipWeeks();
        await bus.stop();
      }
    });

    it("costs a group the same statements however many rounds and members' points it holds", async () => {
      let statements = 0;
      // The statements the group sends (begin and commit aside), counted as Kysely compiles them.
      const db = server.db.withPlugin({
        transformQuery: (args) => {
          statements++;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const members = await Promise.all([1, 2, 3, 4].map(() => fundedMember(100_00n)));
      const playsOf = (n: number) =>
        Array.from(
          { length: n },
          (_, k): GroupCall =>
            playCall(
              newRound(),
              members[k % members.length] as number,
              2_00n,
              k % 3 === 0 ? 3_00n : 0n,
            ),
        );
      const counted = async (calls: GroupCall[]) => {
        statements = 0;
        const outcomes = await runGroup(db, calls);
        expect(outcomes.every((o) => o.kind === 'done')).toBe(true);
        return statements;
      };
      await counted(playsOf(4)); // accounts opened and kept, as on a running server
      const [few, many] = [await counted(playsOf(2)), await counted(playsOf(12))];
      const settlesOf = async (n: number) => {
        const calls = playsOf(n).map((c) => ({ ...c, step: 'bet' }) as GroupCall);
        await runGroup(db, calls);
        return calls.map(
          ({ merchantId, currency, vassalage, transactionId }): GroupCall => ({
            step: 'settle',
            merchantId,
            currency,
            vassalage,
            transactionId,
            win: 1_00n,
            now: at,
          }),
        );
      };
      const [fewSettles, manySettles] = [
        await counted(await settlesOf(1)),
        await counted(await settlesOf(12)),
      ];
      // Members earning their first points: their accounts are read (or opened) by a statement
      // of its own; once the group has committed the pool keeps them, and the next settle's
      // statement locks them itself.
      const newcomers = await Promise.all([1, 2].map(() => fundedMember(100_00n)));
      const firstPlays = (): GroupCall[] =>
        newcomers.map((member) => playCall(newRound(), member, 2_00n, 0n));
      // Their wallets first (kept as any member's are), by bets that earn nothing yet.
      await counted(
        newcomers.map((member) => ({ ...betCall(newRound(), member, 1_00n), now: at })),
      );
      const [firstEarning, nextEarning] = [
        await counted(firstPlays()),
        await counted(firstPlays()),
      ];
      console.log(
        `statements a group: plays ${few} (2) and ${many} (12); settles ${fewSettles} (1) and ${manySettles} (12); a first earning ${firstEarning}, the next ${nextEarning}`,
      );
      expect(many).toBe(few);
      expect(manySettles).toBe(fewSettles);
      expect(nextEarning).toBe(firstEarning - 1);
      expect(nextEarning).toBe(few);
    });
  });
});
