import { type Kysely, sql } from 'kysely';

/**
 * The cashier (issue 9). Deposit orders, provider callbacks, withdrawals and their proofs are
 * rows of their own; only the ledger moves money (each movement keyed by the order or the
 * withdrawal, so a replayed callback or a repeated staff click posts once).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- Per-merchant secrets the payment provider signs its callbacks with (never sent out).
    CREATE TABLE payment_secrets (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      provider text NOT NULL,
      secret bytea NOT NULL,
      PRIMARY KEY (merchant_id, provider)
    );

    CREATE TABLE deposit_orders (
      id bigserial PRIMARY KEY,
      order_no text NOT NULL UNIQUE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      client_order_id text NOT NULL,
      channel_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('ewallet', 'bankTransfer')),
      amount bigint NOT NULL CHECK (amount > 0),
      paid_amount bigint,
      currency char(3) NOT NULL,
      status text NOT NULL CHECK (status IN ('created', 'pending', 'paid', 'failed', 'expired')),
      provider_ref text UNIQUE,
      memo text,
      flag text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      paid_at timestamptz,
      UNIQUE (member_id, client_order_id)
    );
    CREATE INDEX deposit_orders_merchant ON deposit_orders (merchant_id, status);

    -- Every provider callback that passed its signature, once per (transaction, event, amount).
    CREATE TABLE payment_callbacks (
      id bigserial PRIMARY KEY,
      provider text NOT NULL,
      provider_ref text NOT NULL,
      event_id text NOT NULL,
      event_type text NOT NULL,
      amount bigint NOT NULL,
      received_at timestamptz NOT NULL,
      UNIQUE (provider, provider_ref, event_id, amount)
    );

    -- The sandbox provider's own book: what it was asked to collect or pay, and the outcome.
    CREATE TABLE sandbox_payments (
      provider_ref text PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('payin', 'payout')),
      reference text NOT NULL,
      amount bigint NOT NULL,
      currency char(3) NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'approved', 'declined', 'paid', 'failed')),
      created_at timestamptz NOT NULL
    );

    CREATE TABLE member_real_names (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      real_name text NOT NULL
    );

    CREATE TABLE bank_cards (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      bank_name text NOT NULL,
      account_number text NOT NULL,
      payee text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (member_id, account_number)
    );

    CREATE TABLE payment_passwords (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      hash text,
      failures integer NOT NULL DEFAULT 0,
      locked_until timestamptz
    );

    -- The open turnover requirement: bets since counted_from count against it.
    CREATE TABLE member_turnover (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      requirement bigint NOT NULL,
      counted_from timestamptz NOT NULL
    );

    CREATE TABLE withdrawals (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      card_id integer NOT NULL REFERENCES bank_cards(id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      status text NOT NULL CHECK (status IN
        ('pending', 'approved', 'paid', 'failed', 'rejected', 'disputed', 'resolved')),
      reason text,
      provider_ref text UNIQUE,
      created_at timestamptz NOT NULL,
      decided_at timestamptz,
      decided_by integer,
      paid_at timestamptz,
      confirmation text,
      received_amount bigint,
      auto_receive_at timestamptz,
      resolution text
    );
    CREATE INDEX withdrawals_member ON withdrawals (member_id, created_at);
    CREATE INDEX withdrawals_merchant ON withdrawals (merchant_id, status);

    -- Proof images of a "not received" answer: in the database, never under the web root.
    CREATE TABLE withdrawal_proofs (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      id serial PRIMARY KEY,
      withdrawal_id integer NOT NULL REFERENCES withdrawals(id) ON DELETE CASCADE,
      content_type text NOT NULL,
      bytes bytea NOT NULL
    );
  `.execute(db);
};
