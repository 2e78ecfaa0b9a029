import { brandDay } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { accountCode } from './accountCodes.ts';

/** Money a member's main wallet received of one kind on one brand day (minor units). */
export interface WalletCredit {
  day: string;
  kind: string;
  amount: bigint;
}

/**
 * What a member's main wallet received (entries above zero) of the given kinds in
 * [start, end), summed per brand day and kind: the agent centre's "my income" reads it.
 *
 * Summed in 15-minute buckets in SQL, then bucket by bucket onto the brand's days here: every
 * time zone's offset is a multiple of 15 minutes, so a bucket never straddles two brand days,
 * and the days are cut by periods.ts as everywhere else rather than by SQL's own zone rules.
 */
export const walletCreditsByDay = async (
  db: Db,
  ask: {
    merchantId: number;
    memberId: number;
    currency: string;
    kinds: readonly string[];
    start: Date;
    end: Date;
    timeZone: string;
  },
): Promise<WalletCredit[]> => {
  if (ask.kinds.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.merchant_id', '=', ask.merchantId)
    .where('a.code', '=', accountCode.memberWallet(ask.memberId))
    .where('a.currency', '=', ask.currency)
    .where('t.kind', 'in', [...ask.kinds])
    .where('e.amount', '>', '0')
    .where('t.created_at', '>=', ask.start)
    .where('t.created_at', '<', ask.end)
    .select([
      't.kind',
      sql<Date>`date_bin('15 minutes', t.created_at, timestamptz 'epoch')`.as('bucket'),
      sql<string>`sum(e.amount)::text`.as('amount'),
    ])
    .groupBy(['t.kind', sql`2`])
    .execute();
  const sums = new Map<string, WalletCredit>();
  for (const row of rows) {
    const day = brandDay(new Date(row.bucket), ask.timeZone);
    const key = `${day}|${row.kind}`;
    const found = sums.get(key);
    if (found) found.amount += BigInt(row.amount);
    else sums.set(key, { day, kind: row.kind, amount: BigInt(row.amount) });
  }
  return [...sums.values()];
};
