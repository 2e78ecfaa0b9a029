import { type Kysely, sql } from 'kysely';

/**
 * Set-wise movements (a lottery draw settles 100,000 orders as one movement). Numbered after
 * the tenant keys (0900), which gave `ledger_entries` its merchant column.
 *
 * - `ledger_entries.reference`: what an entry is for (`lottery-order:<id>`), so one movement
 *   of many entries still shows each order in the account record.
 * - The entry triggers become statement triggers over the inserted rows: balances change by
 *   one UPDATE per account and statement (not one per entry), and each transaction touched
 *   is checked balanced once per statement. The old deferred per-entry check summed the whole
 *   transaction again for every entry: quadratic in a movement's size.
 *   A movement therefore inserts all its entries in one statement (the code does); the
 *   deferred check per transaction row still refuses a transaction left without entries.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE ledger_entries ADD COLUMN reference text
      CHECK (reference IS NULL OR length(reference) BETWEEN 1 AND 200);
    CREATE INDEX ledger_entries_reference ON ledger_entries (merchant_id, reference)
      WHERE reference IS NOT NULL;

    DROP TRIGGER ledger_entries_apply ON ledger_entries;
    DROP TRIGGER ledger_entries_balanced ON ledger_entries;
    DROP FUNCTION ledger_entries_apply();

    CREATE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
    CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS new_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_apply();
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER ledger_entries_apply ON ledger_entries;
    DROP FUNCTION ledger_entries_apply();
    CREATE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      tx ledger_transactions%ROWTYPE;
      account ledger_accounts%ROWTYPE;
    BEGIN
      SELECT * INTO tx FROM ledger_transactions WHERE id = NEW.transaction_id;
      SELECT * INTO account FROM ledger_accounts WHERE id = NEW.account_id;
      IF account.merchant_id <> tx.merchant_id OR account.currency <> tx.currency THEN
        RAISE EXCEPTION 'ledger: entry account % does not match the transaction''s merchant and currency', NEW.account_id
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_apply();
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
    DROP INDEX ledger_entries_reference;
    ALTER TABLE ledger_entries DROP COLUMN reference;
  `.execute(db);
};
