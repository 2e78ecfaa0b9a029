import { type Kysely, sql } from 'kysely';

/**
 * Merchants and everything a request needs before it reaches a product area: brand data,
 * feature switches, maintenance windows, region rules, members, sessions, the login
 * throttle, captchas, the cipher's replay guard and the server key pair.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE merchants (
      id serial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      merchant_code text NOT NULL UNIQUE,
      name text NOT NULL,
      brand jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE merchant_features (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      switch_id text NOT NULL,
      enabled boolean NOT NULL,
      PRIMARY KEY (merchant_id, switch_id)
    );

    CREATE TABLE maintenance_windows (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      message text NOT NULL DEFAULT '',
      CHECK (ends_at > starts_at)
    );
    CREATE INDEX maintenance_windows_merchant ON maintenance_windows (merchant_id, ends_at);

    CREATE TABLE region_rules (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      network cidr NOT NULL,
      country_code text NOT NULL DEFAULT '',
      blocked boolean NOT NULL
    );
    CREATE INDEX region_rules_merchant ON region_rules (merchant_id);

    CREATE TABLE members (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      username text NOT NULL,
      password_hash text NOT NULL,
      type integer NOT NULL,
      nickname text NOT NULL DEFAULT '',
      mobile text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      password_changed_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz
    );
    -- Usernames are unique per merchant regardless of case, so 'Demo' cannot shadow 'demo'.
    CREATE UNIQUE INDEX members_username ON members (merchant_id, lower(username));

    CREATE TABLE sessions (
      id bigserial PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_member ON sessions (member_id);

    CREATE TABLE login_failures (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      scope text NOT NULL CHECK (scope IN ('account', 'address')),
      subject text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, scope, subject)
    );

    CREATE TABLE captchas (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      subject text NOT NULL,
      salt bytea NOT NULL,
      answer_hash bytea NOT NULL,
      expires_at timestamptz NOT NULL,
      -- One live captcha per caller: asking for a new one replaces the old answer.
      PRIMARY KEY (merchant_id, subject)
    );

    CREATE TABLE cipher_nonces (
      nonce text PRIMARY KEY,
      seen_at timestamptz NOT NULL
    );
    CREATE INDEX cipher_nonces_seen ON cipher_nonces (seen_at);

    CREATE TABLE server_keys (
      -- A single row: every server process must open bodies sealed to the same key.
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      key_id text NOT NULL,
      material text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE server_keys, cipher_nonces, captchas, login_failures, sessions, members,
      region_rules, maintenance_windows, merchant_features, merchants;
  `.execute(db);
};
