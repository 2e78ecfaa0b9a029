import { type Kysely, sql } from 'kysely';

/**
 * Every tenant table carries `merchant_id` (docs/DEPLOY.md, "Past one database"): the tables
 * below reached their merchant only through a parent row. The column is filled from that
 * parent and kept by the code that inserts rows; `tenantSchema.test.ts` checks every table.
 */
const CHILDREN = [
  { table: 'ledger_entries', parent: 'ledger_transactions', via: 'transaction_id' },
  { table: 'member_locks', parent: 'members', via: 'member_id' },
  { table: 'member_notes', parent: 'members', via: 'member_id' },
  { table: 'known_devices', parent: 'members', via: 'member_id' },
  { table: 'known_addresses', parent: 'members', via: 'member_id' },
  { table: 'lottery_draws', parent: 'lottery_games', via: 'game_id' },
] as const;

export const up = async (db: Kysely<unknown>): Promise<void> => {
  for (const { table, parent, via } of CHILDREN) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN merchant_id integer`.execute(db);
    await sql`
      UPDATE ${sql.table(table)} AS child SET merchant_id = p.merchant_id
      FROM ${sql.table(parent)} AS p WHERE p.id = child.${sql.ref(via)}
    `.execute(db);
    await sql`
      ALTER TABLE ${sql.table(table)}
        ALTER COLUMN merchant_id SET NOT NULL,
        ADD FOREIGN KEY (merchant_id) REFERENCES merchants(id)
    `.execute(db);
  }
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const { table } of CHILDREN) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN merchant_id`.execute(db);
  }
};
