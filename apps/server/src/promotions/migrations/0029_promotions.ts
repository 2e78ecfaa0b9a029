import { type Kysely, sql } from 'kysely';

/**
 * Promotions (issue 25; promotions-rules.md). Designed here: the rules name what a promotion
 * and a grant hold, not their tables.
 *
 * `promotions`: written by staff per brand. `texts` holds per-language title and body
 * (`{"en": {"title": ..., "body": ...}}`, the body sanitised rich text); `audience` and `terms`
 * are the contract's `PromotionAudience` and `PromotionTerms` as JSON.
 *
 * `promotion_signups`: a member who joined a promotion for a period (the hall's "signed up";
 * a deposit bonus pays only members who joined before depositing).
 *
 * `promotion_grants`: what a member was given, one row per (member, promotion, period) under a
 * unique key, so parallel joins or claims make one grant. The terms are copied onto the grant
 * when it is made. `requirement` and `progress` are the grant's wagering (minor units);
 * `max_bet` is copied out of the terms so the bet paths read it with one indexed read.
 *
 * `member_vip`: the VIP level each member reached (the levels are brand config).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE promotions (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      kind text NOT NULL,
      state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'paused', 'ended')),
      texts jsonb NOT NULL,
      banner_url text NOT NULL DEFAULT '',
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      audience jsonb NOT NULL,
      terms jsonb NOT NULL,
      -- The seed's own key (a promotion it made), so a second seeding updates it in place.
      seed_key text,
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at IS NULL OR ends_at > starts_at),
      UNIQUE (merchant_id, seed_key)
    );
    CREATE INDEX promotions_merchant ON promotions (merchant_id, sort, id);

    CREATE TABLE promotion_signups (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
      period_key text NOT NULL,
      joined_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_id, member_id, promotion_id, period_key)
    );

    CREATE TABLE promotion_grants (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE RESTRICT,
      -- 'once', a brand day (yyyy-mm-dd), a deposit's order number...: whatever the kind pays per.
      period_key text NOT NULL CHECK (length(period_key) BETWEEN 1 AND 80),
      kind text NOT NULL,
      terms jsonb NOT NULL,
      currency text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      requirement bigint NOT NULL DEFAULT 0 CHECK (requirement >= 0),
      progress bigint NOT NULL DEFAULT 0 CHECK (progress >= 0),
      max_bet bigint CHECK (max_bet IS NULL OR max_bet > 0),
      status text NOT NULL DEFAULT 'active'
        CHECK (status IN ('active', 'completed', 'expired', 'forfeited', 'cancelled')),
      -- What a forfeit or expiry took back (as far as the balance covered).
      taken_back bigint NOT NULL DEFAULT 0 CHECK (taken_back >= 0),
      reason text,
      -- Abuse signs found when it was made (same device, address, payee...), for staff.
      flags jsonb NOT NULL DEFAULT '[]',
      transaction_id bigint NOT NULL,
      granted_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz,
      ended_at timestamptz,
      UNIQUE (merchant_id, member_id, promotion_id, period_key)
    );
    CREATE INDEX promotion_grants_member ON promotion_grants (member_id, granted_at DESC);
    -- The bet paths' one read (a maximum bet while wagering) and the expiry job's scan.
    CREATE INDEX promotion_grants_active ON promotion_grants (member_id) WHERE status = 'active';
    CREATE INDEX promotion_grants_expiring ON promotion_grants (expires_at)
      WHERE status = 'active' AND expires_at IS NOT NULL;
    CREATE INDEX promotion_grants_promotion ON promotion_grants (promotion_id, period_key);

    -- A member's VIP level (brand config names the levels); it never goes down (ours).
    CREATE TABLE member_vip (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      level integer NOT NULL CHECK (level >= 0),
      reached_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_id, member_id)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE member_vip;
    DROP TABLE promotion_grants;
    DROP TABLE promotion_signups;
    DROP TABLE promotions;
  `.execute(db);
};
