import { BET_STATUS } from '@portal/contract';
import { sql } from 'kysely';
import { addFigures } from '../activity/figures.ts';
import type { Db } from '../db/database.ts';
import { AGENT_HOUSE } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  type BatchEntry,
  houseBucketEntries,
  openMemberWallet,
  postBatch,
} from '../ledger/ledger.ts';

/*
 * Lottery rebates by prize-group difference (agent-rules "Prize groups and lottery rebates";
 * lottery-rules: a member's series is its prize group). On each settled order (won or lost:
 * a tie was refunded, a cancelled, refunded or void order never settled) every agent above the
 * bettor earns stake x (own series - series of the next member below it on the path) / 2000.
 * The bettor's series is the one its order was bought at; the agents' are their series at
 * settlement (ours). Each agent's rebate of a draw is the floor of its exact sum (never more
 * than the formula per order added up), posted with the draw's settlement in the same
 * transaction as ONE movement per currency from the house account `agent_rebates`, a line per
 * agent, keyed by the draw: a replayed settlement pays nothing twice.
 *
 * It reads the agent area's closure table (`agent_tree`, one layer of its own) by SQL inside the
 * settlement's statement, as the areas' table test allows for this reason: the lottery sits
 * below the agent area and a hook would split the settlement's transaction.
 */

const VALID = [BET_STATUS.won, BET_STATUS.lost];

/** A draw's rebate keys: one movement per currency. */
export const rebateKey = (gameId: number, numero: string, currency: string) =>
  `lottery-draw:${gameId}:${numero}:rebates:${currency}`;

/**
 * Each agent's rebate of a settled draw, per currency and category (the figures keep Lott and
 * Elott apart). The draw's orders are summed per bettor first (one probe of the tree per
 * bettor, not per order).
 */
export const drawRebates = async (db: Db, gameId: number, numero: string) => {
  const { rows } = await sql<{
    merchant_id: number;
    agent_id: number;
    currency: string;
    category: string;
    rebate: string;
  }>`
    WITH bets AS (
      SELECT merchant_id, member_id, series, currency,
        CASE WHEN prize_mode = 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END AS category,
        sum(amount) AS stake
      FROM lottery_orders
      WHERE game_id = ${gameId} AND numero = ${numero} AND status IN (${sql.join(VALID)})
      GROUP BY 1, 2, 3, 4, 5
    )
    SELECT b.merchant_id, above.ancestor_id AS agent_id, b.currency, b.category,
      (sum(b.stake * greatest(agent.series
        - CASE WHEN below.depth = 0 THEN b.series ELSE next.series END, 0))::bigint / 2000)::text
        AS rebate
    FROM bets b
    JOIN agent_tree above ON above.descendant_id = b.member_id AND above.depth >= 1
    JOIN agent_tree below ON below.descendant_id = b.member_id AND below.depth = above.depth - 1
    JOIN members agent ON agent.id = above.ancestor_id
    JOIN members next ON next.id = below.ancestor_id
    GROUP BY 1, 2, 3, 4
    HAVING sum(b.stake * greatest(agent.series
        - CASE WHEN below.depth = 0 THEN b.series ELSE next.series END, 0)) >= 2000
  `.execute(db);
  return rows.map((row) => ({
    merchantId: row.merchant_id,
    agentId: row.agent_id,
    currency: row.currency,
    category: row.category,
    rebate: BigInt(row.rebate),
  }));
};

/**
 * Posts a settled draw's rebates (inside its settlement's transaction) and adds them to the
 * agents' figures. Returns what was paid; nothing when there are no agents above its bettors
 * or the movement was already posted.
 */
export const postDrawRebates = async (
  trx: Db,
  draw: { merchantId: number; gameId: number; numero: string; settledAt: Date },
): Promise<bigint> => {
  // A brand without a team (no member has an upline) pays no rebate: one cheap read spares
  // the draw's orders a second pass (settlement's time is budgeted).
  const { rows: team } = await sql<{ any: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM members WHERE merchant_id = ${draw.merchantId} AND upline_id IS NOT NULL
    ) AS any`.execute(trx);
  if (!team[0]?.any) return 0n;
  const rebates = await drawRebates(trx, draw.gameId, draw.numero);
  let paid = 0n;
  const byCurrency = new Map<string, typeof rebates>();
  for (const line of rebates) {
    const group = byCurrency.get(line.currency) ?? [];
    group.push(line);
    byCurrency.set(line.currency, group);
  }
  for (const [currency, lines] of byCurrency) {
    const merchantId = lines[0]?.merchantId ?? 0;
    const perAgent = new Map<number, bigint>();
    for (const line of lines) {
      perAgent.set(line.agentId, (perAgent.get(line.agentId) ?? 0n) + line.rebate);
    }
    const total = [...perAgent.values()].reduce((sum, amount) => sum + amount, 0n);
    const reference = `lottery-draw:${draw.gameId}:${draw.numero}`;
    // Paid from each agent's bucket of the rebates house (accountCodes.ts, HOUSE_BUCKETS).
    const entries: BatchEntry[] = await houseBucketEntries(
      trx,
      merchantId,
      AGENT_HOUSE.rebates,
      currency,
      perAgent,
      reference,
    );
    for (const [agentId, amount] of perAgent) {
      entries.push({
        accountId: await openMemberWallet(trx, merchantId, agentId, currency),
        amount,
        reference,
      });
    }
    const posted = await postBatch(trx, {
      merchantId,
      idempotencyKey: rebateKey(draw.gameId, draw.numero, currency),
      kind: LEDGER_KINDS.agentLotteryRebate,
      currency,
      entries,
    });
    if (posted.replayed) continue;
    paid += total;
    for (const line of lines) {
      await addFigures(trx, {
        merchantId,
        memberId: line.agentId,
        currency,
        category: line.category,
        at: draw.settledAt,
        rebates: line.rebate,
      });
    }
  }
  return paid;
};
