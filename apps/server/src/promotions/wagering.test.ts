import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES, type PromotionTerms } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberCashier } from '../../test/cashierHarness.ts';
import { ALPHA, apiClient, ledgerRows, merchantIdOf, signedInToken } from '../../test/harness.ts';
import { alphaGame, fundedMembers, unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { demoSlotId, grantedUnderTerms, lostSlotRound } from '../../test/promotionsHarness.ts';
import { openStaffSession, staffClient } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { drawNumero, settleNumero } from '../lottery/drawing.ts';
import { placeOrders } from '../lottery/orders.ts';
import { promotionsDb } from './promotionsDb.ts';

/**
 * Wagering on the real database where it meets the other areas: lottery settlement counting
 * by weight and offsetting hedged bets, the lottery refusing a bet above a bonus's maximum, and
 * the cashier's withdrawal lock reading the grants' weighted progress.
 */
const server = useTestServer({ demoStaff: true }, { db: 4 });
const cashier = memberCashier(server);

// A numero of the 1-minute K3 game, placed before its lock and settled after its draw.
const NUMERO = '20261121-0650';
const BEFORE_LOCK = new Date('2026-11-21T10:49:30.000Z');
const AFTER_DRAW = new Date('2026-11-21T10:50:00.500Z');

let merchantId: number;

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
});

const ledgerCount = () => ledgerRows(server.db, 'ledger_transactions');

/** Wagering terms: the bonus once, these weights, this maximum bet. */
const termsOf = (weightsBp: Record<string, number>, maxBet: string | null): PromotionTerms => ({
  reward: '100',
  wagering: { multipleMille: 1_000, includeDeposit: false, weightsBp, maxBet, expiryDays: 7 },
});

/** A running promotion with these terms, and a 100.00 grant of it to the member. */
const grantUnder = async (memberId: number, terms: PromotionTerms) => {
  const granted = await grantedUnderTerms(server.db, {
    merchantId,
    memberId,
    title: `Wagering ${randomUUID()}`,
    terms,
  });
  if (!granted) throw new Error('not granted');
  return granted.grantId;
};

const grantOf = (grantId: number) =>
  promotionsDb(server.db)
    .selectFrom('promotion_grants')
    .select(['status', 'progress', 'requirement'])
    .where('id', '=', String(grantId))
    .executeTakeFirstOrThrow();

describe('lottery settlement and wagering', () => {
  it('counts valid bets at the lottery’s weight, and opposite bets on one numero by their difference', async () => {
    const { gameId, game } = await alphaGame(server.db);
    const [hedger, oneSided] = await fundedMembers(
      server.db,
      merchantId,
      'hedge',
      2,
      () => 500_00n,
    );
    if (!hedger || !oneSided) throw new Error('members missing');
    // The lottery at half weight: 1.00 of counted bet is 0.50 of progress.
    const terms = termsOf({ LOTT: 5_000 }, null);
    const hedgerGrant = await grantUnder(hedger.id, terms);
    const oneSidedGrant = await grantUnder(oneSided.id, terms);
    const place = (memberId: number, selection: number[][], multiplier: number) =>
      placeOrders(server.db, {
        merchantId,
        memberId,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero: NUMERO,
        mode: 'LOTT',
        bets: [{ play: 'K3.bsoe', selection, unit: 1, multiplier }],
        now: BEFORE_LOCK,
      });
    // Big and small in one slip (10.00 each, 2.00 a stake times 5), then 10.00 more on big:
    // 30.00 staked, big 20.00 against small 10.00, so 10.00 counts.
    await place(hedger.id, [[0, 1]], 5);
    await place(hedger.id, [[0]], 5);
    // The same 30.00 on big alone counts in full.
    await place(oneSided.id, [[0]], 15);
    // Placed, not settled: nothing counts yet.
    expect((await grantOf(hedgerGrant)).progress).toBe('0');

    expect(await drawNumero(server.db, gameId, NUMERO, AFTER_DRAW)).toBe('drawn');
    expect(await settleNumero(server.db, gameId, NUMERO, AFTER_DRAW)).toMatchObject({
      settled: 3,
    });
    expect(await grantOf(hedgerGrant)).toEqual({
      status: 'active',
      progress: '500',
      requirement: '10000',
    });
    expect(await grantOf(oneSidedGrant)).toEqual({
      status: 'active',
      progress: '1500',
      requirement: '10000',
    });
    // The figures count the hedger's difference too (what agents' salaries read).
    const figures = await sql<{ member_id: number; valid_bet: string }>`
      SELECT member_id, sum(valid_bet)::text AS valid_bet FROM activity_daily
      WHERE member_id IN (${hedger.id}, ${oneSided.id}) GROUP BY member_id
      ORDER BY member_id`.execute(server.db);
    expect(figures.rows).toEqual([
      { member_id: hedger.id, valid_bet: '1000' },
      { member_id: oneSided.id, valid_bet: '3000' },
    ]);
    // Settling again counts nothing twice.
    expect(await settleNumero(server.db, gameId, NUMERO, AFTER_DRAW)).toBe('not drawn');
    expect((await grantOf(oneSidedGrant)).progress).toBe('1500');
    expect(await unbalancedTransactions(server.db)).toBe(0);
  });

  it('refuses a lottery slip above a bonus’s maximum bet at placing, and it costs nothing', async () => {
    const { game } = await alphaGame(server.db);
    const [member] = await fundedMembers(server.db, merchantId, 'maxbet', 1, () => 500_00n);
    if (!member) throw new Error('member missing');
    await grantUnder(member.id, termsOf({ LOTT: 10_000 }, '5'));
    const place = (multiplier: number, chase?: { numeros: number; stopOnWin: boolean }) =>
      placeOrders(server.db, {
        merchantId,
        memberId: member.id,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero: '20261121-0660',
        mode: 'LOTT',
        bets: [{ play: 'K3.bsoe', selection: [[0]], unit: 1, multiplier }],
        chase,
        now: new Date('2026-11-21T10:59:30.000Z'),
      });
    const balance = await memberWalletBalance(server.db, merchantId, member.id, 'CNY');
    const movements = await ledgerCount();
    // 6.00 on one bet, above the 5.00 maximum: refused in a plain slip (sold in a batch) and in
    // a chase (sold alone), each path's own check.
    await expect(place(3)).rejects.toMatchObject({ code: 'promotion.max.bet' });
    await expect(place(3, { numeros: 3, stopOnWin: false })).rejects.toMatchObject({
      code: 'promotion.max.bet',
    });
    expect(await memberWalletBalance(server.db, merchantId, member.id, 'CNY')).toBe(balance);
    expect(await ledgerCount()).toBe(movements);
    const orders = await server.db
      .selectFrom('lottery_orders')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(orders).toEqual([]);
    // 4.00 is within it.
    await place(2);
    expect(await memberWalletBalance(server.db, merchantId, member.id, 'CNY')).toBe(
      balance - 4_00n,
    );
  });
});

describe('the withdrawal lock', () => {
  it('is the grants’ weighted wagering left, as the bonus details show it, and opens when met', async () => {
    const token = await signedInToken(server.app, 'demo', 'Demo@2026');
    const api = apiClient(server.app, { token });
    const memberId = (
      await server.db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('username', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await cashier.bindCard(token, 'Dana Demo', '6222020000000001')).code).toBeUndefined();
    expect((await cashier.setPin(token, '135790')).code).toBeUndefined();
    const cardId = (await api.call('bankCards', {})).value.list[0]?.cardId ?? 0;
    // Slots at half weight: a round of 100.00 is 50.00 of the bonus's 100.00.
    await grantUnder(memberId, termsOf({ RNG: 5_000 }, null));
    const left = async () => {
      const info = (await api.call('withdrawalInfo', {})).value;
      const records = (await api.call('bonusRecords', { period: 'today', pageNo: 1, pageSize: 10 }))
        .value.content;
      // The withdrawal screen and the bonus details say the same.
      expect(info.turnoverRemaining).toBe(records[0]?.wageringLeft);
      return info.turnoverRemaining;
    };
    expect(await left()).toBe('100.00');
    const nodeId = await demoSlotId(server.db, merchantId);
    const round = (amount: bigint) =>
      lostSlotRound(server.db, { merchantId, memberId, nodeId, amount });
    // 100.00 bet in full, but weighed at half: 50.00 still locks the balance.
    await round(100_00n);
    expect(await left()).toBe('50.00');
    const movements = await ledgerCount();
    expect((await cashier.withdraw(token, cardId, '10.00', '135790')).code).toBe(
      'withdrawal.turnover.open',
    );
    expect(await ledgerCount()).toBe(movements);
    await round(100_00n);
    expect(await left()).toBe('0.00');
    const withdrawal = await cashier.withdraw(token, cardId, '10.00', '135790');
    expect(withdrawal.code).toBeUndefined();
    // A bonus granted while the withdrawal waits: finance's risk panel reads the same lock.
    await grantUnder(memberId, termsOf({ RNG: 5_000 }, null));
    const finance = await openStaffSession(server.app, server.db, 'finance', new Date());
    const risk = await staffClient(server.app, finance).call('financeWithdrawalRisk', {
      withdrawalId: withdrawal.value.withdrawalId,
    });
    expect(risk.value.turnover).toMatchObject({ met: false, remaining: '100.00' });
  });
});
