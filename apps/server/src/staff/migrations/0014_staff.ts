import { type Kysely, sql } from 'kysely';

/**
 * The operator console's tables (issue 8): staff, their sign-in state and sessions, the
 * append-only audit log, and what staff keep on members (locks, notes, adjustments awaiting
 * a second approval).
 *
 * `staff_audit` is append-only in the database itself: a trigger refuses UPDATE, DELETE and
 * TRUNCATE, so no call, bug or hand-typed statement can rewrite what staff did.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE staff (
      id serial PRIMARY KEY,
      username text NOT NULL,
      display_name text NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'finance', 'risk', 'content', 'support')),
      -- NULL: platform staff, who see every merchant.
      merchant_id integer REFERENCES merchants(id) ON DELETE CASCADE,
      password_hash text NOT NULL,
      -- NULL until the first sign-in enrols an authenticator.
      totp_secret text,
      -- The last TOTP time step accepted: a code is good once.
      totp_last_step bigint,
      failed_attempts integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX staff_username ON staff (lower(username));

    CREATE TABLE staff_recovery_codes (
      id bigserial PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      code_hash bytea NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id);

    -- Between the password and the code: a short-lived, single-use ticket.
    CREATE TABLE staff_signin_tickets (
      token_hash bytea PRIMARY KEY,
      staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      pending_secret text,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE staff_sessions (
      id bigserial PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE,
      staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

    -- Failed sign-in steps per address, whatever account they name.
    CREATE TABLE staff_address_failures (
      address text PRIMARY KEY,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL
    );

    CREATE TABLE staff_audit (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      staff_id integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT,
      staff_username text NOT NULL,
      role text NOT NULL,
      -- The merchant the action concerns (NULL: platform-wide, such as a sign-in).
      merchant_id integer REFERENCES merchants(id) ON DELETE RESTRICT,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      before jsonb,
      after jsonb,
      address text NOT NULL
    );
    CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);
    CREATE INDEX staff_audit_target ON staff_audit (target_type, target_id);

    CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'integrity_constraint_violation';
    END $$;
    CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
    CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
      FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();

    CREATE TABLE member_locks (
      member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      locked_at timestamptz NOT NULL,
      reason text NOT NULL,
      locked_by integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT
    );

    CREATE TABLE member_notes (
      id serial PRIMARY KEY,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      staff_id integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT,
      text text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX member_notes_member ON member_notes (member_id);

    CREATE TABLE staff_adjustments (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE RESTRICT,
      direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
      amount bigint NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      reason text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      requested_by integer NOT NULL REFERENCES staff(id) ON DELETE RESTRICT,
      requested_at timestamptz NOT NULL,
      decided_by integer REFERENCES staff(id) ON DELETE RESTRICT,
      decided_at timestamptz,
      decision_reason text,
      ledger_transaction_id bigint REFERENCES ledger_transactions(id),
      -- The four-eyes rule, held by the database too.
      CHECK (decided_by IS NULL OR decided_by <> requested_by)
    );
    CREATE INDEX staff_adjustments_member ON staff_adjustments (member_id);
    CREATE INDEX staff_adjustments_status ON staff_adjustments (status, id DESC);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE staff_adjustments, member_notes, member_locks, staff_audit,
      staff_address_failures, staff_sessions, staff_signin_tickets, staff_recovery_codes, staff;
    DROP FUNCTION staff_audit_append_only();
  `.execute(db);
};
