import { minorPerMajor } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { cashierDb } from './cashierDb.ts';

/**
 * The turnover rule (cashier-notes): each deposit adds its amount times the brand's multiple
 * to what is left of the requirement; valid bets (real-money stakes of settled or open rounds,
 * each once, rollbacks taken off) count against it; it closes when the balance falls under
 * one unit. While it is open nothing can be withdrawn.
 */

/**
 * Valid bets of the member since `from`, in minor units: from the main wallet and, in
 * multi-wallet brands, from every vendor wallet (a launch plays from its vendor's wallet).
 *
 * Not from the member-activity figures (issue 23), which cannot give it: `from` is the instant
 * of the last deposit, not a brand day or window, and the rule counts a stake when it is
 * placed (an open round's too), where the figures count it when it settles.
 */
const betsSince = async (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  from: Date,
): Promise<bigint> => {
  const { rows } = await sql<{ total: string | null }>`
    SELECT sum(-e.amount) AS total
    FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.member_id = ${memberId} AND a.merchant_id = ${merchantId}
      AND a.currency = ${currency} AND t.created_at >= ${from}
      AND t.kind IN (${LEDGER_KINDS.gameBet}, ${LEDGER_KINDS.gameRollback})`.execute(db);
  const total = BigInt(rows[0]?.total ?? 0);
  return total > 0n ? total : 0n;
};

export interface TurnoverState {
  /** Minor units still to bet before a withdrawal. */
  remaining: bigint;
  /** Valid bets since the requirement was last set (a risk signal for staff). */
  betsSinceDeposit: bigint;
}

export const turnoverOf = async (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<TurnoverState> => {
  const row = await cashierDb(db)
    .selectFrom('member_turnover')
    .select(['requirement', 'counted_from'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return { remaining: 0n, betsSinceDeposit: 0n };
  const bets = await betsSince(db, merchantId, memberId, currency, row.counted_from);
  const balance = await memberWalletBalance(db, merchantId, memberId, currency);
  const left = BigInt(row.requirement) - bets;
  return {
    remaining: left > 0n && balance >= minorPerMajor(currency) ? left : 0n,
    betsSinceDeposit: bets,
  };
};

/**
 * What is left of the wagering of the member's active bonuses: the grants' weighted
 * requirement less their weighted progress, the numbers of the bonus details. The grants are
 * the promotions area's, a layer above the cashier: it gives this reader and the server's
 * services carry it down to the withdrawal (as member/affiliates.ts does for registration), so
 * the cashier never imports promotions.
 */
export interface BonusWagering {
  leftOf(db: Db, merchantId: number, memberId: number, currency: string): Promise<bigint>;
}

export interface WithdrawalLock {
  /** Minor units still to bet before a withdrawal: both parts below together. */
  remaining: bigint;
  /** The cashier's own turnover (deposits, transfers, conversions), counted unweighted. */
  turnover: bigint;
  /** The active bonuses' wagering left, counted by their category weights. */
  bonus: bigint;
  /** Valid bets since the cashier's requirement was last set (a risk signal for staff). */
  betsSinceDeposit: bigint;
}

/**
 * The one definition of what locks a withdrawal (promotions-rules.md "Wagering": the bonus
 * adds to the turnover requirement; no withdrawal until it is met; the withdrawal screen shows
 * what remains): the cashier's turnover by its rule, plus the bonuses' wagering left by their
 * weights. A bonus's requirement is not put into the cashier's turnover, where every bet
 * would count in full and a bonus wagered on a category weighted 0 would unlock the money.
 *
 * Ours: a settled bet counts toward both parts, each by its own rule. The rules say a bonus's
 * wagering "adds to" the turnover requirement; we read that as a second condition on the same
 * play, not one larger sum, since with weights a sum would have to decide which part a bet pays
 * first. The amount shown is still both parts' remainders added, so it never understates.
 */
export const withdrawalLockOf = async (
  db: Db,
  bonusWagering: BonusWagering,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<WithdrawalLock> => {
  // One after the other: inside a withdrawal's transaction both run on its one connection.
  const { remaining: turnover, betsSinceDeposit } = await turnoverOf(
    db,
    merchantId,
    memberId,
    currency,
  );
  const bonus = await bonusWagering.leftOf(db, merchantId, memberId, currency);
  return { remaining: turnover + bonus, turnover, bonus, betsSinceDeposit };
};

/** A credited deposit adds its requirement to what is left (in `db`'s transaction). */
export const addTurnover = async (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  deposit: bigint,
  multiple: number,
): Promise<void> => {
  const { remaining } = await turnoverOf(db, merchantId, memberId, currency);
  // Multiples are brand config with at most a few decimals; per mille keeps it in integers.
  const added = (deposit * BigInt(Math.round(multiple * 1000))) / 1000n;
  await cashierDb(db)
    .insertInto('member_turnover')
    // The database's clock, as the ledger's bets are stamped with it.
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      requirement: remaining + added,
      counted_from: sql`now()`,
    })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ requirement: remaining + added, counted_from: sql`now()` }),
    )
    .execute();
};

/**
 * Takes `amount` off what is left of the requirement (a bonus forfeited or given up takes its
 * unmet wagering with it), never below zero; in `db`'s transaction.
 */
export const reduceTurnover = async (
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  amount: bigint,
): Promise<void> => {
  const { remaining } = await turnoverOf(db, merchantId, memberId, currency);
  const left = remaining > amount ? remaining - amount : 0n;
  await cashierDb(db)
    .updateTable('member_turnover')
    .set({ requirement: left, counted_from: sql`now()` })
    .where('member_id', '=', memberId)
    .execute();
};
