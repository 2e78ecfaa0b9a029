import { type Kysely, sql } from 'kysely';

/**
 * The special kinds' state (issue 25; promotions-rules.md kinds 3 to 7). Designed here: the
 * rules give the behaviour, not the tables. Money is paid only by `grantReward` (a keyed
 * movement from the house account `promotions`), in the same transaction as the row that
 * records why; these tables hold what each kind needs beyond the grant.
 *
 * Raffle: `raffle_seeds` holds the seed and its commitment (hex SHA-256 of the seed's bytes),
 * made once per promotion; `raffle_stock` the prizes' stock, copied from the terms on the first
 * draw; `raffle_draws` one row per (promotion, member, ticket), with the in-stock list the draw
 * was made from, so the portal recomputes it from the revealed seed.
 *
 * Red envelope: `red_envelopes` the pool cut into its envelopes when the promotion opens (the
 * first pop), each popped by one member: popping is one conditional update of an unpopped row,
 * and the (promotion, member) unique index makes it one per member.
 *
 * Referral: `referral_codes` a member's own code (made on first use); `referral_rewards` one row
 * per invited member (unique), paid, held for review (self-referral signs) or rejected.
 *
 * Chat links: one Zalo and one WhatsApp number per member, each number once per brand.
 *
 * Applications: the activity application with its images (bytes checked by decoding, stored
 * here as the cashier stores withdrawal proofs), one per (member, promotion, period).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE raffle_seeds (
      promotion_id integer PRIMARY KEY REFERENCES promotions(id) ON DELETE CASCADE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
      commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE raffle_stock (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
      prize_id integer NOT NULL,
      remaining integer NOT NULL CHECK (remaining >= 0),
      PRIMARY KEY (promotion_id, prize_id)
    );

    CREATE TABLE raffle_draws (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE RESTRICT,
      member_id integer NOT NULL,
      ticket integer NOT NULL CHECK (ticket >= 1),
      prize_id integer NOT NULL,
      prize_name text NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      in_stock jsonb NOT NULL,
      -- The grant that paid it (null: a prize of no money).
      grant_id bigint,
      drawn_at timestamptz NOT NULL,
      UNIQUE (promotion_id, member_id, ticket)
    );

    CREATE TABLE red_envelopes (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE RESTRICT,
      seq integer NOT NULL CHECK (seq >= 1),
      amount bigint NOT NULL CHECK (amount > 0),
      member_id integer,
      popped_at timestamptz,
      PRIMARY KEY (promotion_id, seq),
      CHECK ((member_id IS NULL) = (popped_at IS NULL))
    );
    CREATE UNIQUE INDEX red_envelopes_member ON red_envelopes (promotion_id, member_id)
      WHERE member_id IS NOT NULL;
    CREATE INDEX red_envelopes_closed ON red_envelopes (promotion_id, seq) WHERE member_id IS NULL;

    CREATE TABLE referral_codes (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      code text NOT NULL CHECK (code ~ '^[A-Z0-9]{4,16}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_id, member_id),
      UNIQUE (merchant_id, code)
    );

    CREATE TABLE referral_rewards (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE RESTRICT,
      referrer_id integer NOT NULL,
      invitee_id integer NOT NULL,
      status text NOT NULL CHECK (status IN ('paid', 'held', 'rejected')),
      amount bigint NOT NULL CHECK (amount > 0),
      deposit_order_no text NOT NULL,
      first_deposit_at timestamptz NOT NULL,
      -- The self-referral signs that held it (referralSigns.ts), for staff.
      signs jsonb NOT NULL DEFAULT '[]',
      grant_id bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, invitee_id)
    );
    CREATE INDEX referral_rewards_referrer ON referral_rewards (merchant_id, referrer_id);

    CREATE TABLE chat_links (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      app text NOT NULL CHECK (app IN ('zalo', 'whatsapp')),
      -- With its dialing code when given ('84|912345678'): what the code was sent to.
      number text NOT NULL,
      grant_id bigint,
      linked_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, member_id, app),
      UNIQUE (merchant_id, app, number)
    );

    CREATE TABLE promotion_applications (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      promotion_id integer NOT NULL REFERENCES promotions(id) ON DELETE RESTRICT,
      member_id integer NOT NULL,
      period_key text NOT NULL,
      remark text NOT NULL CHECK (char_length(remark) <= 140),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      amount bigint CHECK (amount IS NULL OR amount > 0),
      reason text,
      reviewer_id integer,
      grant_id bigint,
      applied_at timestamptz NOT NULL,
      decided_at timestamptz,
      UNIQUE (merchant_id, member_id, promotion_id, period_key)
    );
    CREATE INDEX promotion_applications_queue ON promotion_applications (merchant_id, status, id);

    CREATE TABLE promotion_application_images (
      application_id bigint NOT NULL REFERENCES promotion_applications(id) ON DELETE CASCADE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      seq integer NOT NULL CHECK (seq BETWEEN 1 AND 3),
      content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
      bytes bytea NOT NULL,
      PRIMARY KEY (application_id, seq)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE promotion_application_images;
    DROP TABLE promotion_applications;
    DROP TABLE chat_links;
    DROP TABLE referral_rewards;
    DROP TABLE referral_codes;
    DROP TABLE red_envelopes;
    DROP TABLE raffle_draws;
    DROP TABLE raffle_stock;
    DROP TABLE raffle_seeds;
  `.execute(db);
};
