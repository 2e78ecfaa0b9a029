import type { Db } from '../db/database.ts';
import { accountCode } from './accountCodes.ts';

export interface WalletMovement {
  transactionId: bigint;
  at: Date;
  /** Signed minor units on the member's wallet: above zero when it was paid in. */
  amount: bigint;
  currency: string;
  reference: string | null;
}

export interface WalletMovementQuery {
  merchantId: number;
  memberId: number;
  kinds: readonly string[];
  from: Date;
  to: Date;
}

const movementsOf = (db: Db, q: WalletMovementQuery) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.merchant_id', '=', q.merchantId)
    .where('a.code', '=', accountCode.memberWallet(q.memberId))
    .where('t.kind', 'in', [...q.kinds, ''])
    .where('t.created_at', '>=', q.from)
    .where('t.created_at', '<', q.to);

/**
 * A member's main-wallet movements of some ledger kinds in [from, to), newest first, at most
 * `limit`, every currency: for a record that lists payments with no row of their own (a VIP
 * level's gift is a keyed movement only). Another area reads the ledger through this.
 */
export const memberWalletMovements = async (
  db: Db,
  q: WalletMovementQuery & { limit: number },
): Promise<WalletMovement[]> => {
  const rows = await movementsOf(db, q)
    .select(['t.id', 't.created_at', 'e.amount', 'a.currency', 'e.reference'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    transactionId: BigInt(r.id),
    at: r.created_at,
    amount: BigInt(r.amount),
    currency: r.currency,
    reference: r.reference,
  }));
};

/** How many movements {@link memberWalletMovements} would list without a limit. */
export const countMemberWalletMovements = async (
  db: Db,
  q: WalletMovementQuery,
): Promise<number> => {
  const { n } = await movementsOf(db, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
};
