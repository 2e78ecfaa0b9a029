import { type Kysely, sql } from 'kysely';

/**
 * The entry trigger's two checks look up only the rows the statement touched, by index,
 * whatever the ledger's size. Written as joins (0910), the planner read the whole of
 * `ledger_entries` for the balance check (and hashed the accounts for the merchant check)
 * on every statement, since it cannot see how few rows a transition table holds: a bet of
 * two entries cost a scan of every entry ever written, and each movement grew slower as the
 * ledger grew. Each check now runs per distinct transaction (and per distinct account and
 * transaction) as a LATERAL subquery with a parameterised index scan.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      stray bigint;
      tx_id bigint;
      total numeric;
      lines bigint;
    BEGIN
      SELECT p.account_id INTO stray
        FROM (SELECT DISTINCT transaction_id, account_id FROM new_entries) p
        CROSS JOIN LATERAL (
          SELECT t.merchant_id, t.currency FROM ledger_transactions t
          WHERE t.id = p.transaction_id LIMIT 1
        ) t
        LEFT JOIN LATERAL (
          SELECT a.merchant_id, a.currency FROM ledger_accounts a
          WHERE a.id = p.account_id LIMIT 1
        ) a ON true
        WHERE a.merchant_id IS DISTINCT FROM t.merchant_id OR a.currency IS DISTINCT FROM t.currency
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger: entry account % does not match the transaction''s merchant and currency', stray
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      UPDATE ledger_accounts a SET balance = a.balance + d.delta
        FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) d
        WHERE a.id = d.account_id;
      SELECT d.transaction_id, s.total, s.lines INTO tx_id, total, lines
        FROM (SELECT DISTINCT transaction_id FROM new_entries) d
        CROSS JOIN LATERAL (
          SELECT sum(e.amount) AS total, count(*) AS lines
          FROM ledger_entries e WHERE e.transaction_id = d.transaction_id
        ) s
        WHERE s.total <> 0 OR s.lines < 2
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger: transaction % is unbalanced (sum %, % entries)', tx_id, total, lines
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NULL;
    END $$;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE OR REPLACE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      stray bigint;
      tx_id bigint;
      total numeric;
      lines bigint;
    BEGIN
      SELECT e.account_id INTO stray
        FROM new_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.merchant_id <> t.merchant_id OR a.currency <> t.currency
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger: entry account % does not match the transaction''s merchant and currency', stray
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      UPDATE ledger_accounts a SET balance = a.balance + d.delta
        FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) d
        WHERE a.id = d.account_id;
      SELECT s.transaction_id, s.total, s.lines INTO tx_id, total, lines
        FROM (
          SELECT e.transaction_id, sum(e.amount) AS total, count(*) AS lines
          FROM ledger_entries e
          WHERE e.transaction_id IN (SELECT DISTINCT transaction_id FROM new_entries)
          GROUP BY e.transaction_id
        ) s
        WHERE s.total <> 0 OR s.lines < 2
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger: transaction % is unbalanced (sum %, % entries)', tx_id, total, lines
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NULL;
    END $$;
  `.execute(db);
};
