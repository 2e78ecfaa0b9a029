import { type Kysely, sql } from 'kysely';

/**
 * The ledger's per-row checks, made set-wise (measured on a settled draw whose 10,000 bettors
 * earn points: its points movement spent 0.2 s in the balance guard's PL/pgSQL calls and
 * 0.2-0.26 s in the entries' foreign-key triggers, each one index probe and row lock per entry
 * for the same transaction row every time). The rules stay the same; only where they are
 * checked changes:
 * - The balance guard fires only when it has something to refuse or correct, decided by a
 *   WHEN condition the executor evaluates without entering PL/pgSQL: an account inserted
 *   with a balance other than 0 (set to 0, as before), a balance changed outside the entry
 *   trigger (depth 0 in a WHEN condition, which the function saw as depth 1: refused).
 * - An entry's transaction and account must exist: the entry trigger's statement-level check
 *   already looked both up for every inserted (transaction, account) pair to compare merchant
 *   and currency; it now also refuses a pair whose transaction or account is missing, and an
 *   entry whose merchant is not its transaction's (stronger than the foreign key to the
 *   merchants, which stays). The two foreign keys to transactions and accounts go.
 * - What those keys' ON DELETE RESTRICT held: an account or a transaction with entries is
 *   never deleted (row triggers on the rare deletes; a merchant's cascade meets them too).
 * Also `fillfactor = 80` on the accounts, so a balance update (every bet, prize and point)
 * finds room on its page and stays HOT instead of writing all three indexes again.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TRIGGER ledger_accounts_guard_balance ON ledger_accounts;
    CREATE TRIGGER ledger_accounts_guard_balance_insert BEFORE INSERT ON ledger_accounts
      FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM 0)
      EXECUTE FUNCTION ledger_accounts_guard_balance();
    CREATE TRIGGER ledger_accounts_guard_balance_update BEFORE UPDATE ON ledger_accounts
      FOR EACH ROW WHEN (NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 1)
      EXECUTE FUNCTION ledger_accounts_guard_balance();
    ALTER TABLE ledger_accounts SET (fillfactor = 80);

    ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transaction_id_fkey;
    ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;

    CREATE FUNCTION ledger_keep_entries_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'ledger_accounts' THEN
        PERFORM 1 FROM ledger_entries WHERE account_id = OLD.id LIMIT 1;
      ELSE
        PERFORM 1 FROM ledger_entries WHERE transaction_id = OLD.id LIMIT 1;
      END IF;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger: % % has entries and is kept', TG_TABLE_NAME, OLD.id
          USING ERRCODE = 'foreign_key_violation';
      END IF;
      RETURN OLD;
    END $$;
    CREATE TRIGGER ledger_accounts_keep BEFORE DELETE ON ledger_accounts
      FOR EACH ROW EXECUTE FUNCTION ledger_keep_entries_rows();
    CREATE TRIGGER ledger_transactions_keep BEFORE DELETE ON ledger_transactions
      FOR EACH ROW EXECUTE FUNCTION ledger_keep_entries_rows();

    CREATE OR REPLACE FUNCTION ledger_entries_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      stray bigint;
      tx_id bigint;
      total numeric;
      lines bigint;
    BEGIN
      SELECT p.account_id INTO stray
        FROM (SELECT DISTINCT transaction_id, account_id, merchant_id FROM new_entries) p
        LEFT JOIN LATERAL (
          SELECT t.merchant_id, t.currency FROM ledger_transactions t
          WHERE t.id = p.transaction_id LIMIT 1
        ) t ON true
        LEFT JOIN LATERAL (
          SELECT a.merchant_id, a.currency FROM ledger_accounts a
          WHERE a.id = p.account_id LIMIT 1
        ) a ON true
        WHERE t.merchant_id IS DISTINCT FROM p.merchant_id
          OR a.merchant_id IS DISTINCT FROM p.merchant_id
          OR a.currency IS DISTINCT FROM t.currency
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'ledger: entry account % does not match the transaction''s merchant and currency (or either is missing)', stray
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
    DROP TRIGGER ledger_accounts_keep ON ledger_accounts;
    DROP TRIGGER ledger_transactions_keep ON ledger_transactions;
    DROP FUNCTION ledger_keep_entries_rows();
    ALTER TABLE ledger_entries
      ADD CONSTRAINT ledger_entries_transaction_id_fkey FOREIGN KEY (transaction_id)
        REFERENCES ledger_transactions(id) ON DELETE RESTRICT,
      ADD CONSTRAINT ledger_entries_account_id_fkey FOREIGN KEY (account_id)
        REFERENCES ledger_accounts(id) ON DELETE RESTRICT;
    ALTER TABLE ledger_accounts RESET (fillfactor);
    DROP TRIGGER ledger_accounts_guard_balance_insert ON ledger_accounts;
    DROP TRIGGER ledger_accounts_guard_balance_update ON ledger_accounts;
    CREATE TRIGGER ledger_accounts_guard_balance BEFORE INSERT OR UPDATE ON ledger_accounts
      FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard_balance();
  `.execute(db);
};
