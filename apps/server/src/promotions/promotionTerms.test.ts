import type { PromotionTerms } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/harness.ts';
import {
  EVERYONE,
  expectLedgerBalanced,
  grantedUnderTerms,
  insertPromotion,
} from '../../test/promotionsHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { SessionStore } from '../session/sessions.ts';
import { type Merchant, MerchantDirectory } from '../system/merchants.ts';
import { payDailyRebates, rebatePromotion } from './dailyRebate.ts';
import { payDepositBonuses } from './depositBonus.ts';
import { promotionsDb } from './promotionsDb.ts';
import { raiseVip } from './vip.ts';

/**
 * The terms of the deposit bonus and the daily rebate on the real database, each by the
 * money it pays: a first-deposit bonus and a reload bonus (a match percentage up to its cap,
 * a minimum deposit, joined or automatic), the wagering counting the deposit when the terms
 * say so, and the rebate's daily cap and VIP level rates.
 */
const server = useTestServer({ jobs: false }, { db: 2 });

let merchant: Merchant;
let seq = 0;

const newMember = async () => {
  seq += 1;
  const row = await server.db
    .insertInto('members')
    .values({
      merchant_id: merchant.id,
      username: `terms${seq}x${Date.now() % 100_000}`,
      password_hash: 'not-a-hash',
      type: 1,
      upline_id: null,
      referral_code: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

const newPromotion = async (kind: 'depositBonus' | 'dailyRebate', terms: PromotionTerms) =>
  (
    await insertPromotion(server.db, {
      merchantId: merchant.id,
      kind,
      title: `${kind} ${seq}`,
      terms,
    })
  ).id;

const join = (promotionId: number, memberId: number, at: Date) =>
  sql`INSERT INTO promotion_signups (merchant_id, member_id, promotion_id, period_key, joined_at)
      VALUES (${merchant.id}, ${memberId}, ${promotionId}, 'once', ${at})`.execute(server.db);

/** A deposit paid now: counted in the figures first, as the cashier does, then the bonuses. */
const deposit = async (memberId: number, orderNo: string, amount: bigint, at: Date) => {
  await addFigures(server.db, {
    merchantId: merchant.id,
    memberId,
    currency: 'CNY',
    category: NO_GAME,
    at,
    deposits: amount,
    depositCount: 1,
  });
  return payDepositBonuses(server.db, merchant, {
    merchantId: merchant.id,
    memberId,
    orderNo,
    currency: 'CNY',
    amount: String(amount),
    paidAt: at.toISOString(),
  });
};

/** A member's grants of one promotion: period, amount and wagering asked (minor units). */
const grantsOf = async (promotionId: number, memberId: number) =>
  (
    await sql<{ period_key: string; amount: string; requirement: string }>`
      SELECT period_key, amount::text, requirement::text FROM promotion_grants
      WHERE promotion_id = ${promotionId} AND member_id = ${memberId} ORDER BY id`.execute(
      server.db,
    )
  ).rows;

beforeAll(async () => {
  const all = await new MerchantDirectory(server.db).all();
  const alpha = all.find((m) => m.merchantCode === 'ALPHA');
  if (!alpha) throw new Error('no ALPHA');
  merchant = alpha;
}, 180_000);

describe('the deposit bonus', () => {
  it('matches a first deposit by its percentage up to the cap, once, and a reload each time', async () => {
    const at = new Date('2026-11-02T03:00:00Z');
    // 100 % of a first deposit of at least 50.00, at most 500.00, no sign-up needed; the
    // wagering is 10x bonus plus deposit.
    const first = await newPromotion('depositBonus', {
      deposit: {
        which: 'first',
        percentBp: 10_000,
        maxBonus: '500.00',
        minDeposit: '50.00',
        automatic: true,
      },
      wagering: {
        multipleMille: 10_000,
        includeDeposit: true,
        weightsBp: { RNG: 10_000 },
        maxBet: null,
        expiryDays: 7,
      },
    });
    // 20 % of each deposit, at most 30.00 a deposit, for members who joined; 5x the bonus only.
    const reload = await newPromotion('depositBonus', {
      deposit: { which: 'each', percentBp: 2_000, maxBonus: '30.00' },
      wagering: {
        multipleMille: 5_000,
        includeDeposit: false,
        weightsBp: { RNG: 10_000 },
        maxBet: null,
        expiryDays: 7,
      },
    });

    const member = await newMember();
    await join(reload, member, new Date(at.getTime() - 60_000));
    const wallet = await memberWalletBalance(server.db, merchant.id, member, 'CNY');
    // First deposit 300.00: 300.00 matched (under the 500.00 cap), reload 60.00 capped to 30.00.
    expect(await deposit(member, 'T-D1', 300_00n, at)).toBe(2);
    expect(await grantsOf(first, member)).toEqual([
      // (300.00 bonus + 300.00 deposit) x 10: the deposit counts in the wagering.
      { period_key: 'once', amount: '30000', requirement: '600000' },
    ]);
    expect(await grantsOf(reload, member)).toEqual([
      // 30.00 x 5, the deposit left out.
      { period_key: 'deposit:T-D1', amount: '3000', requirement: '15000' },
    ]);
    // A second deposit of 1,000.00 is no first deposit; the reload pays again, capped.
    expect(await deposit(member, 'T-D2', 1000_00n, at)).toBe(1);
    // The same deposit told twice pays nothing more.
    expect(
      await payDepositBonuses(server.db, merchant, {
        merchantId: merchant.id,
        memberId: member,
        orderNo: 'T-D2',
        currency: 'CNY',
        amount: '100000',
        paidAt: at.toISOString(),
      }),
    ).toBe(0);
    expect((await grantsOf(first, member)).length).toBe(1);
    expect((await grantsOf(reload, member)).map((g) => [g.period_key, g.amount])).toEqual([
      ['deposit:T-D1', '3000'],
      ['deposit:T-D2', '3000'],
    ]);
    expect(await memberWalletBalance(server.db, merchant.id, member, 'CNY')).toBe(
      wallet + 300_00n + 30_00n + 30_00n,
    );

    // Above the cap: a first deposit of 800.00 gets 500.00; below the minimum nothing, and a
    // member who never joined the reload gets none of it.
    const big = await newMember();
    expect(await deposit(big, 'T-D3', 800_00n, at)).toBe(1);
    expect(await grantsOf(first, big)).toEqual([
      { period_key: 'once', amount: '50000', requirement: '1300000' },
    ]);
    expect(await grantsOf(reload, big)).toEqual([]);
    const small = await newMember();
    await join(reload, small, new Date(at.getTime() - 60_000));
    // 49.99: under the first deposit's minimum; the reload pays 20 %, 9.998 rounded down.
    expect(await deposit(small, 'T-D4', 49_99n, at)).toBe(1);
    expect(await grantsOf(first, small)).toEqual([]);
    expect(await grantsOf(reload, small)).toEqual([
      { period_key: 'deposit:T-D4', amount: '999', requirement: '4995' },
    ]);
    await expectLedgerBalanced(server.db);
  });
});

describe('the daily rebate terms', () => {
  it('pays each VIP level its own rates, others the base rates, each capped per day', async () => {
    const day = '2026-11-03';
    const at = new Date(`${day}T06:00:00Z`);
    // 1 % on slots for everyone, 3 % for VIP 2, at most 20.00 a day.
    const promotionId = await newPromotion('dailyRebate', {
      rebate: { ratesBp: { RNG: 100 }, vipRatesBp: { '2': { RNG: 300 } }, dailyCap: '20.00' },
    });
    const plain = await newMember();
    const vip1 = await newMember();
    const vip2 = await newMember();
    const vip2Capped = await newMember();
    await promotionsDb(server.db)
      .insertInto('member_vip')
      .values([
        { merchant_id: merchant.id, member_id: vip1, level: 1 },
        { merchant_id: merchant.id, member_id: vip2, level: 2 },
        { merchant_id: merchant.id, member_id: vip2Capped, level: 2 },
      ])
      .execute();
    const bets: [number, bigint][] = [
      [plain, 1000_00n],
      [vip1, 1000_00n],
      [vip2, 500_00n],
      [vip2Capped, 1000_00n],
    ];
    for (const [memberId, validBet] of bets) {
      await addFigures(server.db, {
        merchantId: merchant.id,
        memberId,
        currency: 'CNY',
        category: 'RNG',
        at,
        validBet,
        stake: validBet,
        betCount: 1,
      });
    }
    const promotion = await rebatePromotion(server.db, merchant.id, promotionId);
    if (!promotion) throw new Error('no rebate promotion');
    const before = await memberWalletBalance(server.db, merchant.id, vip2Capped, 'CNY');
    const now = new Date('2026-11-04T05:00:00Z');
    expect(await payDailyRebates(server.db, merchant, promotion, day, now)).toBe(4);
    const paid = async (memberId: number) => (await grantsOf(promotionId, memberId))[0]?.amount;
    // 1,000.00 x 1 % = 10.00; a level without its own rates gets the base ones.
    expect(await paid(plain)).toBe('1000');
    expect(await paid(vip1)).toBe('1000');
    // 500.00 x 3 % = 15.00, under the cap; 1,000.00 x 3 % = 30.00, capped at 20.00.
    expect(await paid(vip2)).toBe('1500');
    expect(await paid(vip2Capped)).toBe('2000');
    expect(await memberWalletBalance(server.db, merchant.id, vip2Capped, 'CNY')).toBe(
      before + 20_00n,
    );
    await expectLedgerBalanced(server.db);
  });
});

describe('the bonus details', () => {
  it('list the VIP gifts beside the grants, newest first, paged across both', async () => {
    const memberId = await newMember();
    const token = await new SessionStore(server.db).start(merchant.id, memberId, new Date());
    const api = apiClient(server.app, { token });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    const older = await grantedUnderTerms(server.db, {
      merchantId: merchant.id,
      memberId,
      title: 'Older bonus',
      terms: {},
    });
    await pause();
    // Two levels at once (the default levels): VIP1 pays 8.00 and VIP2 38.00, each once.
    expect(await raiseVip(server.db, merchant, memberId, 2, new Date())).toEqual([1, 2]);
    await pause();
    const newer = await grantedUnderTerms(server.db, {
      merchantId: merchant.id,
      memberId,
      title: 'Newer bonus',
      terms: {},
    });
    if (!older || !newer) throw new Error('no grants');
    const pageOf = async (pageNo: number) =>
      (await api.call('bonusRecords', { period: 'today', pageNo, pageSize: 2 })).value;
    const rowOf = (r: { title: string; amount: string; source?: string; vipLevel?: number }) => [
      r.title,
      r.amount,
      r.source,
      r.vipLevel,
    ];
    const first = await pageOf(1);
    expect(first.totalPages).toBe(2);
    expect(first.content.map(rowOf)).toEqual([
      ['Newer bonus', '100.00', 'promotion', undefined],
      ['VIP2', '38.00', 'vipGift', 2],
    ]);
    const second = await pageOf(2);
    expect(second.content.map(rowOf)).toEqual([
      ['VIP1', '8.00', 'vipGift', 1],
      ['Older bonus', '100.00', 'promotion', undefined],
    ]);
    // A gift asks no wagering: done when paid, nothing left.
    expect(second.content[0]).toMatchObject({
      status: 'completed',
      turnoverRequired: '0.00',
      wageringLeft: '0.00',
      promotionId: 0,
    });
    expect((await pageOf(3)).content).toEqual([]);
  });
});

describe('the terms in the hall', () => {
  it('carry what the page summarises, the special kinds’ own settings left out', async () => {
    const promotionId = await newPromotion('depositBonus', {
      deposit: { which: 'first', percentBp: 10_000, maxBonus: '500.00' },
      oneGrantPerHousehold: true,
      extra: { prizes: [{ name: 'kept on the server' }] },
    });
    const shown = (
      await apiClient(server.app).call('promotions', { pageNo: 1, pageSize: 100 })
    ).value.content.find((p) => p.promotionId === promotionId);
    expect(shown?.terms).toEqual({
      deposit: { which: 'first', percentBp: 10_000, maxBonus: '500.00' },
      oneGrantPerHousehold: true,
    });
    expect(shown?.audience).toEqual(EVERYONE);
  });
});
