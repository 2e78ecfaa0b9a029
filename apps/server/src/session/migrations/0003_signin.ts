import { type Kysely, sql } from 'kysely';

/**
 * Sign-in beyond the password: member contact and registration details, the addresses a
 * member has used (the new-IP step), pending logins awaiting a second factor, one-time
 * codes, spent proof-of-work challenges, the messages log and outbox, and the server's
 * HMAC secrets.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE members
      ADD COLUMN country_dialing_code text NOT NULL DEFAULT '',
      ADD COLUMN mobile_verified boolean NOT NULL DEFAULT false,
      ADD COLUMN affiliate_code text,
      ADD COLUMN upline_id integer REFERENCES members(id) ON DELETE SET NULL,
      ADD COLUMN referral_code text NOT NULL DEFAULT '',
      ADD COLUMN recommender_id text NOT NULL DEFAULT '',
      ADD COLUMN profile jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN terms_accepted_at timestamptz,
      ADD COLUMN register_ip text NOT NULL DEFAULT '',
      ADD COLUMN language text NOT NULL DEFAULT '',
      ADD COLUMN temp_password_hash text,
      ADD COLUMN temp_password_expires_at timestamptz,
      ADD COLUMN last_login_ip text,
      ADD COLUMN previous_login_at timestamptz,
      ADD COLUMN previous_login_ip text,
      ADD COLUMN first_login_handled_at timestamptz;
    -- A mobile number signs in by SMS, so it names one member per merchant.
    CREATE UNIQUE INDEX members_mobile ON members (merchant_id, mobile) WHERE mobile <> '';
    CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_id, upper(affiliate_code))
      WHERE affiliate_code IS NOT NULL;
    CREATE INDEX members_register_ip ON members (merchant_id, register_ip, created_at);

    CREATE TABLE known_addresses (
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      address text NOT NULL,
      first_seen_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      PRIMARY KEY (member_id, address)
    );

    CREATE TABLE pending_logins (
      id bigserial PRIMARY KEY,
      token_hash bytea NOT NULL UNIQUE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      address text NOT NULL,
      weak_password boolean NOT NULL,
      expires_at timestamptz NOT NULL,
      completed_at timestamptz
    );

    CREATE TABLE verification_codes (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      purpose text NOT NULL,
      destination text NOT NULL,
      code_hash bytea NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX verification_codes_destination
      ON verification_codes (merchant_id, purpose, destination, created_at DESC);

    CREATE TABLE spent_challenges (
      challenge_id text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX spent_challenges_expiry ON spent_challenges (expires_at);

    -- Every message sent, whatever the provider: the send limits count here.
    CREATE TABLE message_log (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      requester_ip text NOT NULL,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX message_log_recipient ON message_log (merchant_id, recipient, sent_at);
    CREATE INDEX message_log_requester ON message_log (merchant_id, requester_ip, sent_at);

    -- The default provider's mailbox: what would have gone to the SMS gateway or the mailer.
    CREATE TABLE outbox (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      code text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX outbox_recipient ON outbox (merchant_id, recipient, id DESC);

    CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      secret bytea NOT NULL
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE server_secrets, outbox, message_log, spent_challenges, verification_codes,
      pending_logins, known_addresses;
    DROP INDEX members_mobile, members_affiliate_code, members_register_ip;
    ALTER TABLE members
      DROP COLUMN country_dialing_code, DROP COLUMN mobile_verified, DROP COLUMN affiliate_code,
      DROP COLUMN upline_id, DROP COLUMN referral_code, DROP COLUMN recommender_id,
      DROP COLUMN profile, DROP COLUMN terms_accepted_at, DROP COLUMN register_ip,
      DROP COLUMN language, DROP COLUMN temp_password_hash, DROP COLUMN temp_password_expires_at,
      DROP COLUMN last_login_ip, DROP COLUMN previous_login_at, DROP COLUMN previous_login_ip,
      DROP COLUMN first_login_handled_at;
  `.execute(db);
};
