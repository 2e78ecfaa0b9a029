import { randomUUID } from 'node:crypto';
import { type CallName, calls, DEFAULT_TRIAL_TYPES, redeemRecordSchema } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberCashier } from '../../test/cashierHarness.ts';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import {
  callApi,
  fixtureBrandsWith,
  fixtureMerchant,
  ledgerRows,
  signedInToken,
} from '../../test/harness.ts';
import { alphaGame, fundedMembers } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { applyPayinEvent, createDeposit } from '../cashier/deposits.ts';
import { storePaymentPassword } from '../cashier/paymentPassword.ts';
import { turnoverOf } from '../cashier/turnover.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { readInvariants } from '../db/invariants.ts';
import { bet, settle } from '../games/seamlessWallet.ts';
import { POINTS_CURRENCY } from '../ledger/accountCodes.ts';
import { inTransaction, memberPointsBalance, memberWalletBalance } from '../ledger/ledger.ts';
import { drawKeys, drawNumero, settleNumero } from '../lottery/drawing.ts';
import { placeOrders } from '../lottery/orders.ts';
import { SANDBOX, SandboxProvider } from '../payments/sandboxProvider.ts';
import { hashPassword } from '../session/passwords.ts';
import type { Merchant } from '../system/merchants.ts';
import { earnedKey, earnPoints } from './earning.ts';
import { decideRedemption, redeemReward } from './mall.ts';
import { pointsDb } from './pointsDb.ts';

// No job runner: nothing moves money behind the tests' counts. ALPHA with the points switched on.
const server = useTestServer(
  async () => ({
    jobs: false,
    brandsDir: await fixtureBrandsWith('points-', (brand) => {
      brand.features = { ...(brand.features as object), PTSYS3: true };
    }),
  }),
  { db: 12 },
);
const PIN = '135790';
const now = new Date('2026-11-21T10:00:00Z');
const provider = new SandboxProvider(() => now);

let db: Db;
let merchant: Merchant;
let nodeId = 0;
let demoId = 0;
let demoToken = '';
const cashier = memberCashier(server);

const points = (memberId: number) => memberPointsBalance(db, merchant.id, memberId);
const wallet = (memberId: number) => memberWalletBalance(db, merchant.id, memberId, 'CNY');
const codeOf = (error: unknown) => (error instanceof CatalogueError ? error.code : error);

/** Points given for a test's set-up, through the same earning movement as play. */
const give = (memberId: number, amount: bigint) =>
  earnPoints(db, { merchantId: merchant.id, memberId, movementKey: randomUUID(), points: amount });

const newReward = async (values: {
  category?: 'chips' | 'gifts' | 'services';
  pointsNeeded?: bigint;
  amountNeeded?: bigint;
  chipsAmount?: bigint | null;
  stock?: number | null;
  perMemberLimit?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
}) => {
  const category = values.category ?? 'services';
  const row = await pointsDb(db)
    .insertInto('point_rewards')
    .values({
      merchant_id: merchant.id,
      category,
      product_name: `Item ${randomUUID().slice(0, 8)}`,
      image_urls: ['https://img.example.com/a.png'],
      points_needed: values.pointsNeeded ?? 100n,
      amount_needed: values.amountNeeded ?? 0n,
      chips_amount: category === 'chips' ? (values.chipsAmount ?? 10_00n) : null,
      stock: values.stock ?? null,
      per_member_limit: values.perMemberLimit ?? null,
      starts_at: values.startsAt ?? null,
      ends_at: values.endsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const members = async (prefix: string, count: number, funds = 1_000_00n) => {
  const funded = await fundedMembers(db, merchant.id, prefix, count, () => funds);
  const hash = await hashPassword(PIN);
  for (const m of funded) await storePaymentPassword(db, m.id, hash);
  return funded.map((m) => m.id);
};

/**
 * One K3 slip on every sum from 3 to 18 (16 orders of `multiplier` x 1.00, whatever is drawn)
 * for draw `numero` of the 1-minute game, placed at `now`.
 */
const betEverySum = (
  game: Awaited<ReturnType<typeof alphaGame>>['game'],
  memberId: number,
  numero: string,
  now: Date,
  multiplier: number,
) =>
  placeOrders(db, {
    merchantId: merchant.id,
    memberId,
    currency: 'CNY',
    game,
    numero,
    mode: 'LOTT',
    bets: [
      {
        play: 'K3.sum',
        selection: [Array.from({ length: 16 }, (_, n) => n + 3)],
        unit: 1,
        multiplier,
      },
    ],
    trialTypes: DEFAULT_TRIAL_TYPES,
    now,
  });

/** Each member's valid bet in the activity figures, over every day (minor units, as text). */
const validBetsOf = async (ids: readonly number[]) =>
  (
    await sql<{ member_id: number; valid: string }>`
      SELECT member_id, sum(valid_bet)::text AS valid FROM activity_daily
      WHERE member_id = ANY(${ids}::int[]) GROUP BY member_id`.execute(db)
  ).rows;

const redeem = (
  memberId: number,
  rewardId: number,
  extra: Partial<Parameters<typeof redeemReward>[1]> = {},
) =>
  redeemReward(db, {
    merchant,
    memberId,
    rewardId,
    quantity: 1,
    paymentPassword: PIN,
    now,
    ...extra,
  });

/** A seamless-wallet round of `amount` placed on the slot, not yet settled: its key to settle by. */
const placedRound = async (memberId: number, amount: bigint) => {
  const key = {
    merchantId: merchant.id,
    currency: 'CNY',
    vassalage: 'DEMO',
    transactionId: randomUUID(),
  };
  await bet(db, { ...key, memberId, trialTypes: DEFAULT_TRIAL_TYPES, nodeId, amount, now });
  return key;
};

const movements = async (kind: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM ledger_transactions WHERE kind = ${kind}`.execute(db)
    ).rows[0]?.n,
  );

beforeAll(async () => {
  db = server.db;
  merchant = await fixtureMerchant(db);
  const game = await db
    .selectFrom('games')
    .select(['id', 'game_type'])
    .where('merchant_id', '=', merchant.id)
    .where('game_id', '=', 'demo-slot')
    .executeTakeFirstOrThrow();
  nodeId = game.id;
  // These tests are about the brand's own rates: the seeded VIP week (double points on slots,
  // promotions.test.ts) is paused here so that a slot round earns at the base rate.
  await sql`UPDATE promotions SET state = 'paused'
    WHERE merchant_id = ${merchant.id} AND kind = 'vipWeek'`.execute(db);
  demoId = (
    await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  demoToken = await signedInToken(server.app, 'demo', 'Demo@2026');
  const set = await cashier.setPin(demoToken, PIN);
  expect(set.code).toBeUndefined();
}, 120_000);

describe('points earned with the activity figures', () => {
  it('earns on a settled round at the brand rate, once, in the settlement', async () => {
    const [memberId = 0] = await members('earnround', 1);
    // 250.00 of valid bet at the default 1 point per 100.00: 2 points (the rest is not carried).
    const key = await placedRound(memberId, 250_00n);
    expect(await points(memberId)).toBe(0n);
    await settle(db, { ...key, win: 0n, now });
    expect(await points(memberId)).toBe(2n);
    // A repeated settlement is a replay: no second earning.
    expect((await settle(db, { ...key, win: 0n, now })).replayed).toBe(true);
    expect(await points(memberId)).toBe(2n);
    const earned = await db
      .selectFrom('ledger_transactions')
      .select(['kind', 'currency'])
      .where('idempotency_key', '=', earnedKey(`vendor:DEMO:bet:${key.transactionId}`))
      .execute();
    expect(earned).toEqual([{ kind: 'points_earned', currency: POINTS_CURRENCY }]);
  });

  it('leaves no points when the settlement rolls back', async () => {
    const [memberId = 0] = await members('earnrollback', 1);
    const key = await placedRound(memberId, 500_00n);
    await expect(
      inTransaction(db, async (trx) => {
        await settle(trx, { ...key, win: 0n, now });
        // The settlement's points are written by now, in this transaction...
        expect(await memberPointsBalance(trx, merchant.id, memberId)).toBe(5n);
        throw new Error('crash after the settlement');
      }),
    ).rejects.toThrow('crash after the settlement');
    // ...and gone with it.
    expect(await points(memberId)).toBe(0n);
    await settle(db, { ...key, win: 0n, now });
    expect(await points(memberId)).toBe(5n);
  });

  it('earns on a settled draw, set-wise, each member at the lottery rate, once', async () => {
    const ids = await members('earndraw', 3);
    const { gameId, game } = await alphaGame(db);
    // Draw 0900 of the 1-minute K3 game closes 900 minutes after midnight (UTC, ALPHA's zone).
    const numero = '20261121-0900';
    const drawAt = new Date(Date.parse('2026-11-21T00:00:00Z') + 900 * 60_000);
    const before = new Date(drawAt.getTime() - 30_000);
    // Every sum from 3 to 18 once: 16 orders of 1.00 each whatever is drawn, so 16.00 of
    // stake; members bet 1, 5 and 10 slips: 16, 80 and 160 of stake.
    const slips = [1, 5, 10];
    for (const [i, memberId] of ids.entries()) {
      for (let k = 0; k < (slips[i] ?? 0); k += 1) {
        await betEverySum(game, memberId, numero, before, 1);
      }
    }
    expect(await drawNumero(db, gameId, numero, drawAt)).toBe('drawn');
    await settleNumero(db, gameId, numero, drawAt);
    // A valid bet is a won or lost order (a tie's refund is not): the points follow the
    // figures' valid bet of each member, at 1 point per 100.00.
    const valid = await validBetsOf(ids);
    for (const row of valid) {
      expect(await points(row.member_id)).toBe(BigInt(row.valid) / 100_00n);
    }
    expect(await points(ids[2] ?? 0)).toBeGreaterThan(0n);
    // One movement for the whole draw.
    const earned = await db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('idempotency_key', '=', earnedKey(drawKeys.settled(gameId, numero)))
      .execute();
    expect(earned).toEqual([{ kind: 'points_earned' }]);
    expect(await settleNumero(db, gameId, numero, drawAt)).toBe('not drawn');
  });

  it("multiplies a settled draw's points by a running VIP week covering the lottery", async () => {
    const ids = await members('vipdraw', 2);
    const { gameId, game } = await alphaGame(db);
    const numero = '20261121-0910';
    const drawAt = new Date(Date.parse('2026-11-21T00:00:00Z') + 910 * 60_000);
    const before = new Date(drawAt.getTime() - 30_000);
    const week = await sql<{ id: number }>`
      INSERT INTO promotions (merchant_id, kind, texts, starts_at, ends_at, audience, terms)
      VALUES (${merchant.id}, 'vipWeek', '{"en":{"title":"Lottery VIP week","body":""}}',
        '2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z',
        '{"members":true,"agents":false,"vipLevels":[],"newMembersOnly":false}',
        '{"pointsMultiplier":2,"extra":{"categories":["LOTT"]}}'::jsonb)
      RETURNING id`.execute(db);
    try {
      // Every sum from 3 to 18 at 10.00 a slip: 160.00 of stake each, 2 and 3 slips.
      for (const [i, memberId] of ids.entries()) {
        for (let k = 0; k < i + 2; k += 1) await betEverySum(game, memberId, numero, before, 10);
      }
      expect(await drawNumero(db, gameId, numero, drawAt)).toBe('drawn');
      await settleNumero(db, gameId, numero, drawAt);
      const valid = await validBetsOf(ids);
      expect(valid).toHaveLength(2);
      // 1 point per 100.00 of valid bet, doubled by the week, as a vendor round's are.
      for (const row of valid) {
        const base = BigInt(row.valid) / 100_00n;
        expect(base).toBeGreaterThan(0n);
        expect(await points(row.member_id)).toBe(2n * base);
      }
    } finally {
      await sql`DELETE FROM promotions WHERE id = ${week.rows[0]?.id}`.execute(db);
    }
  });

  it('earns on a paid deposit, once however often the provider says so', async () => {
    const [memberId = 0] = await members('earndeposit', 1);
    const order = await createDeposit(db, {
      merchant,
      memberId,
      channelId: 'sandbox',
      amount: 300_00n,
      clientOrderId: randomUUID(),
      now,
      provider,
    });
    const { rows } = await sql<{ provider_ref: string }>`
      SELECT provider_ref FROM deposit_orders WHERE order_no = ${order.orderNo}`.execute(db);
    const event = {
      eventId: randomUUID(),
      type: 'payin.succeeded' as const,
      providerRef: rows[0]?.provider_ref ?? '',
      reference: order.orderNo,
      amount: 300_00n,
      currency: 'CNY',
    };
    expect(await applyPayinEvent(db, SANDBOX, event, () => 0, now)).toBe('applied');
    expect(await points(memberId)).toBe(3n);
    expect(await applyPayinEvent(db, SANDBOX, event, () => 0, now)).toBe('duplicate');
    expect(await points(memberId)).toBe(3n);
  });
});

describe('the points mall', () => {
  it('gives the last item to one of 50 parallel redemptions', async () => {
    const ids = await members('laststock', 50);
    for (const id of ids) await give(id, 1_000n);
    const rewardId = await newReward({ stock: 1, pointsNeeded: 300n });
    const before = await movements('points_redeemed');
    const results = await Promise.allSettled(ids.map((id) => redeem(id, rewardId)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(
      new Set(results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []))),
    ).toEqual(new Set(['points.reward.unavailable']));
    expect(await movements('points_redeemed')).toBe(before + 1);
    const stock = await pointsDb(db)
      .selectFrom('point_rewards')
      .select('stock')
      .where('id', '=', rewardId)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const spent = await Promise.all(ids.map(points));
    expect(spent.filter((p) => p === 700n)).toHaveLength(1);
    expect(spent.filter((p) => p === 1_000n)).toHaveLength(49);
  }, 60_000);

  it('holds the per-member limit, in parallel too', async () => {
    const [memberId = 0] = await members('limit', 1);
    await give(memberId, 10_000n);
    const rewardId = await newReward({ perMemberLimit: 2, pointsNeeded: 100n });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => redeem(memberId, rewardId)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await points(memberId)).toBe(9_800n);
    await expect(redeem(memberId, rewardId)).rejects.toMatchObject({
      code: 'points.reward.unavailable',
    });
    // Two at once over the limit is refused whole.
    const other = await newReward({ perMemberLimit: 2, pointsNeeded: 100n });
    await expect(redeem(memberId, other, { quantity: 3 })).rejects.toMatchObject({
      code: 'points.reward.unavailable',
    });
    expect(await points(memberId)).toBe(9_800n);
  });

  it('sells an item only inside its window: before and after it refused, nothing taken', async () => {
    const [memberId = 0] = await members('window', 1);
    await give(memberId, 1_000n);
    const HOUR = 3_600_000;
    const at = (ms: number) => new Date(now.getTime() + ms);
    const rewardId = await newReward({
      pointsNeeded: 100n,
      startsAt: at(HOUR),
      endsAt: at(2 * HOUR),
    });
    const spent = await movements('points_redeemed');
    // Before it opens, and at its very end (the end is not part of the window).
    for (const when of [now, at(HOUR - 1), at(2 * HOUR), at(3 * HOUR)]) {
      await expect(redeem(memberId, rewardId, { now: when })).rejects.toMatchObject({
        code: 'points.reward.unavailable',
      });
    }
    expect(await points(memberId)).toBe(1_000n);
    expect(await movements('points_redeemed')).toBe(spent);
    // Inside it: its first instant and later.
    await redeem(memberId, rewardId, { now: at(HOUR) });
    await redeem(memberId, rewardId, { now: at(2 * HOUR - 1) });
    expect(await points(memberId)).toBe(800n);
    expect(await movements('points_redeemed')).toBe(spent + 2);
  });

  it('redeems once for 50 parallel sends of one request id, each answered with that redemption', async () => {
    await give(demoId, 1_000n);
    const rewardId = await newReward({ stock: 10, pointsNeeded: 100n });
    const pointsBefore = await points(demoId);
    const redeemedBefore = await movements('points_redeemed');
    const requestId = `redeem-${randomUUID()}`;
    const send = (quantity: number) =>
      callApi(
        server.app,
        'redeemPointReward',
        { rewardId, quantity, paymentPassword: PIN, requestId },
        { token: demoToken },
      );
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(1)));
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => undefined));
    expect(new Set(answers.map((a) => a.value.transactionNo)).size).toBe(1);
    expect(await points(demoId)).toBe(pointsBefore - 100n);
    expect(await movements('points_redeemed')).toBe(redeemedBefore + 1);
    const rows = await pointsDb(db)
      .selectFrom('point_redemptions')
      .select('transaction_no')
      .where('member_id', '=', demoId)
      .where('request_id', '=', requestId)
      .execute();
    expect(rows).toEqual([{ transaction_no: answers[0]?.value.transactionNo }]);
    const stock = await pointsDb(db)
      .selectFrom('point_rewards')
      .select('stock')
      .where('id', '=', rewardId)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(9);
    // The same id for another quantity is not this redemption: refused, nothing moves.
    expect((await send(2)).code).toBe('wallet.idempotency.conflict');
    expect(await points(demoId)).toBe(pointsBefore - 100n);
    // A new id is a new redemption.
    const again = await callApi(
      server.app,
      'redeemPointReward',
      { rewardId, quantity: 1, paymentPassword: PIN, requestId: `redeem-${randomUUID()}` },
      { token: demoToken },
    );
    expect(again.value.transactionNo).not.toBe(answers[0]?.value.transactionNo);
    expect(await points(demoId)).toBe(pointsBefore - 200n);
  }, 120_000);

  it('refuses without enough points or with a wrong payment password, changing nothing', async () => {
    const [memberId = 0] = await members('refuse', 1);
    await give(memberId, 50n);
    const rewardId = await newReward({ stock: 3, pointsNeeded: 100n });
    await expect(redeem(memberId, rewardId)).rejects.toMatchObject({ code: 'points.insufficient' });
    await give(memberId, 100n);
    await expect(redeem(memberId, rewardId, { paymentPassword: '000000' })).rejects.toMatchObject({
      code: 'payment.password.wrong',
    });
    expect(await points(memberId)).toBe(150n);
    const stock = await pointsDb(db)
      .selectFrom('point_rewards')
      .select('stock')
      .where('id', '=', rewardId)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(3);
  });

  it('asks a gift for its delivery address and phone', async () => {
    const [memberId = 0] = await members('gift', 1);
    await give(memberId, 500n);
    const rewardId = await newReward({ category: 'gifts', stock: 5, pointsNeeded: 200n });
    await expect(redeem(memberId, rewardId)).rejects.toMatchObject({ code: 'request_param_err' });
    const done = await redeem(memberId, rewardId, {
      receiverName: 'Li Lei',
      deliveryAddress: '1 Lucky Road',
      phoneNumber: '13800138000',
    });
    expect(done).toMatchObject({ status: 'applying', points: 300 });
    const row = await pointsDb(db)
      .selectFrom('point_redemptions')
      .select(['id', 'delivery_address', 'phone_number'])
      .where('transaction_no', '=', done.transactionNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_address: '1 Lucky Road', phone_number: '13800138000' });
    const decide = (decision: 'approve' | 'reject' | 'ship') =>
      inTransaction(db, (trx) =>
        decideRedemption(trx, {
          merchantIds: [merchant.id],
          redemptionId: Number(row.id),
          decision,
          staffId: 1,
          remark: '',
          now,
        }),
      );
    // Shipped only once approved, and once.
    await expect(decide('ship')).rejects.toMatchObject({ code: 'staff.finance.closed' });
    await decide('approve');
    await decide('ship');
    await expect(decide('ship')).rejects.toMatchObject({ code: 'staff.finance.closed' });
    await expect(decide('reject')).rejects.toMatchObject({ code: 'staff.finance.closed' });
    expect(await points(memberId)).toBe(300n);
    // The approval told the member once (shipping is not a decision it hears of).
    const { rows: told } = await sql<{ kind: string }>`
      SELECT notice->>'kind' AS kind FROM inbox_messages
      WHERE member_id = ${memberId} AND notice->>'reference' = ${done.transactionNo}`.execute(db);
    expect(told.map((m) => m.kind)).toEqual(['pointsRedemptionApproved']);
  });

  it('returns the points, the amount and the stock on rejection, once', async () => {
    const [memberId = 0] = await members('reject', 1);
    await give(memberId, 1_000n);
    const rewardId = await newReward({ stock: 2, pointsNeeded: 400n, amountNeeded: 25_00n });
    const cash = await wallet(memberId);
    const done = await redeem(memberId, rewardId);
    expect(await points(memberId)).toBe(600n);
    expect(await wallet(memberId)).toBe(cash - 25_00n);
    const { id } = await pointsDb(db)
      .selectFrom('point_redemptions')
      .select('id')
      .where('transaction_no', '=', done.transactionNo)
      .executeTakeFirstOrThrow();
    const reject = () =>
      inTransaction(db, (trx) =>
        decideRedemption(trx, {
          merchantIds: [merchant.id],
          redemptionId: Number(id),
          decision: 'reject',
          staffId: 1,
          remark: 'out of season',
          now,
        }),
      );
    await reject();
    expect(await points(memberId)).toBe(1_000n);
    expect(await wallet(memberId)).toBe(cash);
    await expect(reject()).rejects.toMatchObject({ code: 'staff.finance.closed' });
    expect(await points(memberId)).toBe(1_000n);
    const stock = await pointsDb(db)
      .selectFrom('point_rewards')
      .select('stock')
      .where('id', '=', rewardId)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(2);
    // Another merchant's staff cannot decide it.
    await expect(
      inTransaction(db, (trx) =>
        decideRedemption(trx, {
          merchantIds: [merchant.id + 1000],
          redemptionId: Number(id),
          decision: 'approve',
          staffId: 1,
          remark: '',
          now,
        }),
      ),
    ).rejects.toMatchObject({ code: 'not.found' });
  });

  it('credits a chips item on approval', async () => {
    const [memberId = 0] = await members('chips', 1);
    await give(memberId, 500n);
    const rewardId = await newReward({
      category: 'chips',
      pointsNeeded: 500n,
      chipsAmount: 50_00n,
    });
    const cash = await wallet(memberId);
    const done = await redeem(memberId, rewardId);
    const { id } = await pointsDb(db)
      .selectFrom('point_redemptions')
      .select('id')
      .where('transaction_no', '=', done.transactionNo)
      .executeTakeFirstOrThrow();
    await inTransaction(db, (trx) =>
      decideRedemption(trx, {
        merchantIds: null,
        redemptionId: Number(id),
        decision: 'approve',
        staffId: 1,
        remark: '',
        now,
      }),
    );
    expect(await wallet(memberId)).toBe(cash + 50_00n);
    expect(await points(memberId)).toBe(0n);
  });
});

describe('the points calls', () => {
  it('show the balance, the rules, the mall and the records', async () => {
    await give(demoId, 2_000n);
    const balance = (await callApi(server.app, 'pointBalance', {}, { token: demoToken })).value;
    expect(balance.points).toBe(Number(await points(demoId)));
    const config = (await callApi(server.app, 'pointConfig', {}, { token: demoToken })).value;
    expect(config.rules).toContainEqual({ pointType: 'deposit', bettingUnit: '100.00', points: 1 });
    expect(config).toMatchObject({ convertRate: '0.10', minConvertPoints: 100 });
    const rewardId = await newReward({
      category: 'gifts',
      stock: 4,
      perMemberLimit: 3,
      pointsNeeded: 150n,
    });
    const mall = (
      await callApi(
        server.app,
        'pointRewards',
        { category: 'gifts', pageSize: 100 },
        { token: demoToken },
      )
    ).value;
    expect(mall.content.find((r) => r.rewardId === rewardId)).toMatchObject({
      stock: 4,
      perMemberLimit: 3,
      redeemedByMe: 0,
      needsDelivery: true,
      pointsNeeded: 150,
      amountNeeded: '0.00',
    });
    const refused = await callApi(
      server.app,
      'redeemPointReward',
      { rewardId, quantity: 1, paymentPassword: PIN },
      { token: demoToken },
    );
    expect(refused.code).toBe('request_param_err');
    const done = await callApi(
      server.app,
      'redeemPointReward',
      {
        rewardId,
        quantity: 2,
        paymentPassword: PIN,
        receiverName: 'Demo',
        deliveryAddress: '8 Fortune Street',
        phoneNumber: '13800138000',
      },
      { token: demoToken },
    );
    expect(done.value.status).toBe('applying');
    const records = (await callApi(server.app, 'redeemRecords', {}, { token: demoToken })).value;
    const record = records.content.find((r) => r.transactionNo === done.value.transactionNo);
    expect(v.is(redeemRecordSchema, record)).toBe(true);
    expect(record).toMatchObject({
      exchangeType: 'gifts',
      quantity: 2,
      pointsNeeded: 300,
      pointsChange: -300,
      pointsBalance: done.value.points,
      status: 'applying',
      bettingUnit: '100.00',
      pointsRatio: '0.10',
    });
    const rejectedOnly = (
      await callApi(server.app, 'redeemRecords', { status: 'rejected' }, { token: demoToken })
    ).value;
    expect(rejectedOnly.content.map((r) => r.transactionNo)).not.toContain(
      done.value.transactionNo,
    );
  });

  it('converts points once per request id, with the turnover of the amount', async () => {
    await give(demoId, 1_000n);
    const before = { points: await points(demoId), cash: await wallet(demoId) };
    const turnover = (await turnoverOf(db, merchant.id, demoId, 'CNY')).remaining;
    const input = { points: 500, paymentPassword: PIN, requestId: randomUUID() };
    const first = await callApi(server.app, 'convertPoints', input, { token: demoToken });
    const again = await callApi(server.app, 'convertPoints', input, { token: demoToken });
    // 500 points at 0.10: 50.00.
    expect(first.value).toMatchObject({ amount: '50.00', points: Number(before.points - 500n) });
    expect(again.value.transactionNo).toBe(first.value.transactionNo);
    expect(await points(demoId)).toBe(before.points - 500n);
    expect(await wallet(demoId)).toBe(before.cash + 50_00n);
    expect((await turnoverOf(db, merchant.id, demoId, 'CNY')).remaining).toBeGreaterThanOrEqual(
      turnover + 50_00n,
    );
    const below = await callApi(
      server.app,
      'convertPoints',
      { points: 99, paymentPassword: PIN },
      { token: demoToken },
    );
    expect(below.code).toBe('points.insufficient');
    const wrong = await callApi(
      server.app,
      'convertPoints',
      { points: 100, paymentPassword: '000000' },
      { token: demoToken },
    );
    expect(wrong.code).toBe('payment.password.wrong');
    expect(await points(demoId)).toBe(before.points - 500n);

    // The conversion is an exchange record of its own, once, newest first, beside the
    // redemptions: 500 points out, 50.00 received, done at once.
    const records = (await callApi(server.app, 'redeemRecords', {}, { token: demoToken })).value;
    const converted = records.content.filter((r) => r.exchangeType === 'conversion');
    expect(converted).toEqual([
      expect.objectContaining({
        transactionNo: first.value.transactionNo,
        pointsNeeded: 500,
        pointsChange: -500,
        pointsBalance: Number(before.points - 500n),
        amountNeeded: '0.00',
        amountReceived: '50.00',
        status: 'approved',
      }),
    ]);
    expect(records.content[0]?.transactionNo).toBe(first.value.transactionNo);
    expect(records.content.length).toBeGreaterThan(1);
    // Filtered by a redemption's status, a conversion shows only as approved.
    for (const [status, shown] of [
      ['approved', 1],
      ['rejected', 0],
      ['applying', 0],
    ] as const) {
      const filtered = (
        await callApi(server.app, 'redeemRecords', { status }, { token: demoToken })
      ).value.content.filter((r) => r.exchangeType === 'conversion');
      expect(filtered).toHaveLength(shown);
    }
    // Paged across both: one a page, the conversion first and every record once.
    const firstPage = (
      await callApi(server.app, 'redeemRecords', { pageSize: 1 }, { token: demoToken })
    ).value;
    expect(firstPage.totalPages).toBe(records.content.length);
    expect(firstPage.content.map((r) => r.transactionNo)).toEqual([first.value.transactionNo]);
  });

  it('answer fuzzed requests with a catalogue code, never a 5xx, moving nothing', async () => {
    const FUZZED: readonly CallName[] = [
      'pointBalance',
      'pointRewards',
      'redeemPointReward',
      'redeemRecords',
      'pointConfig',
      'convertPoints',
    ];
    const fuzzBody = fc.oneof(
      fc.record(
        {
          rewardId: fc.oneof(fc.integer(), fc.string(), fc.constant(1)),
          quantity: fc.oneof(fc.integer(), fc.string(), fc.constant(1)),
          points: fc.oneof(fc.integer(), fc.string(), fc.constant(100)),
          paymentPassword: fc.oneof(fc.string(), fc.constant('000000')),
          category: fc.oneof(fc.string(), fc.constant('gifts')),
          status: fc.oneof(fc.string(), fc.constant('applying')),
          startDate: fc.oneof(fc.string(), fc.constant('2026-02-30'), fc.constant('2026-11-21')),
          endDate: fc.oneof(fc.string(), fc.constant('2020-01-01')),
          pageNo: fc.oneof(fc.integer(), fc.string()),
          pageSize: fc.oneof(fc.integer(), fc.string()),
          deliveryAddress: fc.string(),
          phoneNumber: fc.string(),
          requestId: fc.string(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const count = () => ledgerRows(db, 'ledger_transactions');
    const before = await count();
    for (const name of FUZZED) {
      await fc.assert(
        fc.asyncProperty(fuzzBody, fc.boolean(), async (body, sealed) => {
          expectCatalogueAnswer(
            name,
            await sendFuzzed(server.app, calls[name], body, { token: demoToken }, sealed),
          );
        }),
        { numRuns: 20 },
      );
    }
    expect(await count()).toBe(before);
  }, 120_000);
});

describe('the ledger after all of it', () => {
  it('balances, the points currency too', async () => {
    const invariants = await readInvariants(db, { ackedRoundIds: [], openBefore: now });
    expect(invariants).toMatchObject({
      unbalancedTransactions: 0,
      balanceMismatches: 0,
      negativeMembers: 0,
      figureMismatches: 0,
    });
    const { rows } = await sql<{ total: string; accounts: string }>`
      SELECT sum(balance) AS total, count(*) AS accounts FROM ledger_accounts WHERE currency = ${POINTS_CURRENCY}`.execute(
      db,
    );
    expect(rows[0]?.total).toBe('0');
    expect(Number(rows[0]?.accounts)).toBeGreaterThan(1);
  });
});
