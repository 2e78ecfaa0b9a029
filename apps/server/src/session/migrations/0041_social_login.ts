import { type Kysely, sql } from 'kysely';

/**
 * Social login (issue 27; portal-spec section 7 names Google and Facebook, nothing more, so
 * the shape is ours): the identities members linked, one per provider and member, and the
 * logins in flight. A flight row holds no secret: the PKCE verifier and the nonce are derived
 * from its state with the server's code secret; the row makes the state single-use, lets it
 * lapse, remembers a linking member, and counts starts per address for the rate limit.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE member_social_identities (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      provider text NOT NULL,
      subject text NOT NULL,
      email text NOT NULL DEFAULT '',
      linked_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, provider, subject),
      UNIQUE (member_id, provider)
    );
    CREATE TABLE social_login_flights (
      state_hash bytea PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      provider text NOT NULL,
      redirect_uri text NOT NULL,
      link_member_id integer REFERENCES members(id) ON DELETE CASCADE,
      address text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX social_login_flights_address ON social_login_flights (merchant_id, address, created_at);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`DROP TABLE social_login_flights; DROP TABLE member_social_identities;`.execute(db);
};
