import { DEFAULT_TRIAL_TYPES, FREEZE_SCOPES } from '@portal/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { alphaGame, fundedMembers, unbalancedTransactions } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { freezeScopes } from '../member/freezes.ts';
import { placeOrders, saleQueue } from './orders.ts';

// Plain slips that arrive together are sold together (one transaction, set-wise), and each
// gets the answer it would get alone: members without money refused, members with a loss
// limit or an exclusion checked on their own, every order its own ledger movement.
const server = useTestServer({}, { db: 12 });

const NUMERO = '20261121-0620';
const NOW = new Date('2026-11-21T10:19:30.000Z');
const RICH = 100_00n;
const POOR = 1_00n;
const sumBet = { play: 'K3.sum', selection: [[10, 11]], unit: 1 as const, multiplier: 1 };

describe('slips sold together', () => {
  it('answers 48 parallel slips as each would be answered alone, each order its own movement', async () => {
    const db = server.db;
    const { merchantId, gameId, game } = await alphaGame(db);
    const merchant = { id: merchantId };

    // 48 members: 0-29 rich, 30-32 rich and frozen (a frozen account still bets), 33-35 rich
    // trial accounts, 36-41 poor (an 8.00 slip, 1.00 in the wallet), 42-44 rich with a loss
    // limit below their slip, 45-47 rich and self-excluded.
    const kindOf = (i: number) =>
      i < 30
        ? 'rich'
        : i < 33
          ? 'frozen'
          : i < 36
            ? 'trial'
            : i < 42
              ? 'poor'
              : i < 45
                ? 'limited'
                : 'excluded';
    const members = await fundedMembers(db, merchantId, 'batch', 48, (i) =>
      kindOf(i) === 'poor' ? POOR : RICH,
    );
    for (const [i, member] of members.entries()) {
      if (kindOf(i) === 'limited') {
        await sql`INSERT INTO rg_limits (merchant_id, member_id, kind, amount, pending)
          VALUES (${merchant.id}, ${member.id}, 'lossDay', 300, false)`.execute(db);
      }
      if (kindOf(i) === 'frozen') {
        await freezeScopes(db, {
          merchantId: merchant.id,
          memberId: member.id,
          scopes: FREEZE_SCOPES,
          source: 'bill',
          at: NOW,
        });
      }
      if (kindOf(i) === 'trial') {
        await db
          .updateTable('members')
          .set({ type: DEFAULT_TRIAL_TYPES[0] })
          .where('id', '=', member.id)
          .execute();
      }
      if (kindOf(i) === 'excluded') {
        await sql`INSERT INTO rg_exclusions (merchant_id, member_id, kind, starts_at, until)
          VALUES (${merchant.id}, ${member.id}, 'selfExclusion', ${new Date('2026-11-01T00:00:00Z')},
            ${new Date('2027-11-01T00:00:00Z')})`.execute(db);
      }
    }

    const queue = saleQueue(db);
    const before = { ...queue.stats };
    // Each slip: two bets of 2 stakes at 2.00 each (unit 1), 8.00 in all.
    const outcomes = await Promise.all(
      members.map((member) =>
        placeOrders(db, {
          merchantId: merchant.id,
          memberId: member.id,
          trialTypes: DEFAULT_TRIAL_TYPES,
          currency: 'CNY',
          game,
          numero: NUMERO,
          mode: 'LOTT',
          bets: [sumBet, sumBet],
          now: NOW,
        }).then(
          (slip) => ({ ok: true as const, slip }),
          (error: { code?: string }) => ({ ok: false as const, code: error.code }),
        ),
      ),
    );
    // Some slips were sold together: fewer batches than slips went through the queue.
    const batches = queue.stats.batches - before.batches;
    const slips = queue.stats.items - before.items;
    // Every slip queues: the member policy is asked set-wise in the batch (trial and
    // self-excluded refused there), the limits counted under the wallets' locks.
    expect(slips).toBe(members.length);
    expect(batches).toBeLessThan(slips);

    expect(outcomes.map((o, i) => [kindOf(i), o.ok ? 'sold' : o.code])).toEqual(
      members.map((_, i) => {
        const kind = kindOf(i);
        if (kind === 'rich' || kind === 'frozen') return [kind, 'sold'];
        if (kind === 'trial') return [kind, 'trial.forbidden'];
        if (kind === 'poor') return [kind, 'wallet.insufficient.funds'];
        if (kind === 'limited') return [kind, 'rg.loss.limit.reached'];
        return [kind, 'rg.self.excluded'];
      }),
    );

    // Every sold order is in the draw, its own movement keyed by it, its wallet line naming it.
    const sold = outcomes.flatMap((o) => (o.ok ? o.slip.orders : []));
    expect(sold).toHaveLength(66);
    const rows = await db
      .selectFrom('lottery_orders')
      .select(['id', 'member_id', 'amount', 'status'])
      .where('game_id', '=', gameId)
      .where('numero', '=', NUMERO)
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual(sold.map((o) => o.orderNo).sort());
    const movements = await sql<{ key: string; reference: string; amount: string }>`
      SELECT t.idempotency_key AS key, e.reference, e.amount::text AS amount
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
      WHERE t.kind = 'lottery_bet' AND t.idempotency_key = ANY(${sold.map((o) => `lottery:${o.orderNo}:bet`)}::text[])
    `.execute(db);
    expect(movements.rows).toHaveLength(66);
    for (const m of movements.rows) {
      const id = m.key.split(':')[1];
      expect(m.reference).toBe(`lottery-order:${id}`);
      expect(m.amount).toBe('-400');
    }

    // Each wallet moved by exactly its slip, or not at all.
    for (const [i, member] of members.entries()) {
      const expected = ['rich', 'frozen'].includes(kindOf(i)) ? RICH - 8_00n : member.funds;
      expect(await memberWalletBalance(db, merchant.id, member.id, 'CNY')).toBe(expected);
    }
    expect(await unbalancedTransactions(db)).toBe(0);
  });
});
