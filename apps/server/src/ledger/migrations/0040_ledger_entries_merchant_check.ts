import { type Kysely, sql } from 'kysely';

/**
 * An entry's merchant is checked set-wise, like its transaction and account since 0034: the
 * entry trigger already refuses an entry whose merchant is not its transaction's, and the
 * transaction references the merchants. The per-row foreign key to the merchants checked the
 * same merchant once per entry (a settled draw's 10,000 points entries: 45 ms of key probes
 * and share locks on one merchants row). `tenantSchema.test.ts` names the table as keyed
 * through its transaction.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_merchant_id_fkey`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_merchant_id_fkey
      FOREIGN KEY (merchant_id) REFERENCES merchants(id)
  `.execute(db);
};
