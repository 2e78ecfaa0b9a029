import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger. The code keeps every movement balanced and every player balance
 * non-negative; these tables and triggers hold the same rules again, so a bug or a manual
 * statement cannot break them either:
 * - entries are append-only, and only an entry can change an account's balance (the cached
 *   `balance` column is maintained by the entry trigger and refused to anything else);
 * - at commit, every transaction's entries sum to zero (a deferred constraint trigger), so a
 *   movement is checked as a whole, not row by row;
 * - an entry's account belongs to the transaction's merchant and currency;
 * - a member account can never go below zero (a CHECK on the balance).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE ledger_accounts (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      code text NOT NULL,
      member_id integer REFERENCES members(id) ON DELETE RESTRICT,
      currency char(3) NOT NULL,
      balance bigint NOT NULL DEFAULT 0,
      allow_negative boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, code, currency),
      CONSTRAINT ledger_accounts_no_overdraft CHECK (allow_negative OR balance >= 0)
    );
    CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id);

    CREATE TABLE ledger_transactions (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      idempotency_key text NOT NULL,
      kind text NOT NULL,
      currency char(3) NOT NULL,
      fingerprint text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, idempotency_key)
    );

    CREATE TABLE ledger_entries (
      id bigserial PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES ledger_transactions(id) ON DELETE RESTRICT,
      account_id bigint NOT NULL REFERENCES ledger_accounts(id) ON DELETE RESTRICT,
      amount bigint NOT NULL CHECK (amount <> 0)
    );
    CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
    CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

    CREATE FUNCTION ledger_accounts_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        NEW.balance := 0;
      ELSIF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
        RAISE EXCEPTION 'ledger: a balance changes only through ledger entries'
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ledger_accounts_guard_balance BEFORE INSERT OR UPDATE ON ledger_accounts
      FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard_balance();

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

    CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger: entries are append-only' USING ERRCODE = 'integrity_constraint_violation';
    END $$;
    CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
    CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();

    CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      tx_id bigint;
      total numeric;
      lines integer;
    BEGIN
      -- Separate assignments: PL/pgSQL resolves NEW's fields per statement, and each table has only one of them.
      IF TG_TABLE_NAME = 'ledger_entries' THEN
        tx_id := NEW.transaction_id;
      ELSE
        tx_id := NEW.id;
      END IF;
      SELECT coalesce(sum(amount), 0), count(*) INTO total, lines
        FROM ledger_entries WHERE transaction_id = tx_id;
      IF total <> 0 OR lines < 2 THEN
        RAISE EXCEPTION 'ledger: transaction % is unbalanced (sum %, % entries)', tx_id, total, lines
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
    CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE ledger_entries, ledger_transactions, ledger_accounts;
    DROP FUNCTION ledger_transaction_balanced, ledger_entries_append_only, ledger_entries_apply,
      ledger_accounts_guard_balance;
  `.execute(db);
};
