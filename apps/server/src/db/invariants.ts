import { sql } from 'kysely';
import { figureMismatches } from '../activity/figures.ts';
import type { Db } from './database.ts';
import { ROUND_STATUS } from './schema.ts';

/**
 * The money invariants a crash must never break, read in one snapshot: the chaos check
 * (scripts/chaos) asks them after every restart while players keep playing.
 */
export interface Invariants {
  /** Acknowledged rounds found settled (all of them, when all is well). */
  ackedSettled: number;
  /** Acknowledged rounds found in another state, or missing: each one a lost acknowledgement. */
  ackedNotSettled: string[];
  /** Ledger transactions whose entries do not sum to zero, or that have no entries. */
  unbalancedTransactions: number;
  /** Accounts whose stored balance differs from the sum of their entries. */
  balanceMismatches: number;
  /** Member accounts below zero. */
  negativeMembers: number;
  /** Member-activity figures that differ from the rows that cause them (issue 23). */
  figureMismatches: number;
  /** Rounds still open that were opened before `openBefore`. */
  openRounds: number;
  /** Every round by status, and the ledger's size, for the figures. */
  rounds: Record<string, number>;
  transactions: number;
}

export const readInvariants = (
  db: Db,
  check: { ackedRoundIds: readonly string[]; openBefore: Date },
): Promise<Invariants> =>
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const acked = await sql<{ transaction_id: string }>`
        SELECT transaction_id FROM vendor_rounds
        WHERE status = ${ROUND_STATUS.settled} AND transaction_id = ANY(${[...check.ackedRoundIds]}::text[])
      `.execute(trx);
      const settled = new Set(acked.rows.map((r) => r.transaction_id));
      const unbalanced = await sql<{ n: string }>`
        SELECT count(*) AS n FROM ledger_transactions t
        WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)
           OR (SELECT sum(amount) FROM ledger_entries e WHERE e.transaction_id = t.id) <> 0
      `.execute(trx);
      const mismatches = await sql<{ n: string }>`
        SELECT count(*) AS n FROM ledger_accounts a
        WHERE a.balance <> COALESCE((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)
      `.execute(trx);
      const negative = await sql<{ n: string }>`
        SELECT count(*) AS n FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0
      `.execute(trx);
      const open = await sql<{ n: string }>`
        SELECT count(*) AS n FROM vendor_rounds WHERE status = ${ROUND_STATUS.open} AND created_at < ${check.openBefore}
      `.execute(trx);
      const byStatus = await sql<{ status: string; n: string }>`
        SELECT status, count(*) AS n FROM vendor_rounds GROUP BY status
      `.execute(trx);
      const transactions = await sql<{ n: string }>`
        SELECT count(*) AS n FROM ledger_transactions
      `.execute(trx);
      const count = (rows: { n: string }[]) => Number(rows[0]?.n ?? 0);
      return {
        ackedSettled: settled.size,
        ackedNotSettled: check.ackedRoundIds.filter((id) => !settled.has(id)),
        unbalancedTransactions: count(unbalanced.rows),
        balanceMismatches: count(mismatches.rows),
        negativeMembers: count(negative.rows),
        figureMismatches: await figureMismatches(trx),
        openRounds: count(open.rows),
        rounds: Object.fromEntries(byStatus.rows.map((r) => [r.status, Number(r.n)])),
        transactions: count(transactions.rows),
      };
    });
