import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { alphaGame, fundedMembers, unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { drawNumero, settleNumero } from './drawing.ts';
import { placeOrders } from './orders.ts';

// Issue 12: 64 concurrent bettors in the last second before the lock; every accepted order is
// in the draw, every refused one costs nothing. The clock each bet sees is its own (placeOrders
// takes `now`); the race itself is real: 80 transactions at once on the draw's row and the
// holding accounts, on the real database.
const server = useTestServer({}, { db: 24 });

const FUNDS = 1_000_00n;
const EVERY_SUM = Array.from({ length: 16 }, (_, i) => i + 3);
// Draw 0620 of the 1-minute K3 game closes at 10:20:00; its lock is 5 s before.
const NUMERO = '20261121-0620';
const LOCK = Date.parse('2026-11-21T10:19:55.000Z');
const DRAW_AT = new Date('2026-11-21T10:20:00.100Z');

describe('the last second before the lock', () => {
  it('takes every bet made before the lock into the draw, and refuses the rest at no cost', async () => {
    const db = server.db;
    const { merchantId, gameId, game } = await alphaGame(db);
    const merchant = { id: merchantId };

    // 80 members, funded through the ledger: 64 bet in the last second, 16 just after it.
    const members = await fundedMembers(db, merchantId, 'racer', 80, () => FUNDS);

    const bets = members.map((member, i) => {
      const early = i < 64;
      // Spread over the second before the lock, or the second after it.
      const now = new Date(early ? LOCK - 1000 + ((i * 997) % 1000) : LOCK + ((i * 61) % 1000));
      return placeOrders(db, {
        merchantId: merchant.id,
        memberId: member.id,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero: NUMERO,
        mode: 'LOTT',
        bets: [{ play: 'K3.sum', selection: [EVERY_SUM], unit: 1, multiplier: 1 }],
        now,
      }).then(
        (slip) => ({ member: member.id, early, accepted: true as const, slip }),
        (error: { code?: string }) => ({
          member: member.id,
          early,
          accepted: false as const,
          code: error.code,
        }),
      );
    });
    const outcomes = await Promise.all(bets);

    const accepted = outcomes.filter((o) => o.accepted);
    const refused = outcomes.filter((o) => !o.accepted);
    expect(accepted.map((o) => o.early)).toEqual(Array(64).fill(true));
    expect(refused.map((o) => [o.early, 'code' in o ? o.code : undefined])).toEqual(
      Array(16).fill([false, 'lottery.closed']),
    );

    // The draw at its time takes exactly the accepted orders, and settles each one.
    expect(await drawNumero(db, gameId, NUMERO, DRAW_AT)).toBe('drawn');
    expect(await settleNumero(db, gameId, NUMERO, DRAW_AT)).toMatchObject({ settled: 64 });
    const orders = await db
      .selectFrom('lottery_orders')
      .select(['member_id', 'status', 'amount', 'payout'])
      .where('game_id', '=', gameId)
      .where('numero', '=', NUMERO)
      .execute();
    expect(orders).toHaveLength(64);
    expect(new Set(orders.map((o) => o.member_id))).toEqual(new Set(accepted.map((o) => o.member)));
    // Every sum is covered: each accepted order won, and each wallet moved by exactly it.
    for (const order of orders) {
      expect(order.status).toBe(4);
      expect(await memberWalletBalance(db, merchant.id, order.member_id, 'CNY')).toBe(
        FUNDS - BigInt(order.amount) + BigInt(order.payout),
      );
    }
    for (const outcome of refused) {
      expect(await memberWalletBalance(db, merchant.id, outcome.member, 'CNY')).toBe(FUNDS);
    }
    expect(await unbalancedTransactions(db)).toBe(0);
  });
});
