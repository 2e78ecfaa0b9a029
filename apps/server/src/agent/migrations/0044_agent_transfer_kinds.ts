import { type Kysely, sql } from 'kysely';

/**
 * The sub-types of an upline-downline transfer (agent-rules "Transfers": normal, promotion
 * subsidy, dividend payment; our columns, the specs show no tables). A dividend payment names
 * the bill it pays, so it is counted toward that bill once, with the transfer's own row.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE agent_transfers
      ADD COLUMN kind text NOT NULL DEFAULT 'normal'
        CHECK (kind IN ('normal', 'promotionSubsidy', 'dividendPayment')),
      ADD COLUMN bill_id integer REFERENCES agent_dividend_bills(id),
      ADD CONSTRAINT agent_transfers_bill_kind
        CHECK ((kind = 'dividendPayment') = (bill_id IS NOT NULL));
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE agent_transfers DROP CONSTRAINT agent_transfers_bill_kind,
      DROP COLUMN bill_id, DROP COLUMN kind;
  `.execute(db);
};
