import { type Kysely, sql } from 'kysely';

/**
 * The points mall (issue 25). Points themselves are ledger accounts (`PTS`); these tables keep
 * what the ledger does not: the mall's items, set by staff, and each redemption with its
 * status, so staff can approve or reject it and the member sees the exchange record.
 *
 * Stock is held by a conditional update (`stock >= quantity`) and the per-member limit by
 * counting the member's redemptions under a lock on the item's row, so parallel redemptions
 * of the last item give one. Conversions to money keep one row per (member, request id): a
 * repeated request finds it and pays nothing twice.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE point_rewards (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      category text NOT NULL CHECK (category IN ('chips', 'gifts', 'services')),
      product_name text NOT NULL CHECK (length(product_name) BETWEEN 1 AND 100),
      description text NOT NULL DEFAULT '',
      image_urls text[] NOT NULL DEFAULT '{}',
      points_needed bigint NOT NULL CHECK (points_needed > 0),
      -- Cash added on top of the points, minor units of the brand's currency (0: none).
      amount_needed bigint NOT NULL DEFAULT 0 CHECK (amount_needed >= 0),
      -- Chips: the money an approved redemption credits (minor units); null for gifts, services.
      chips_amount bigint CHECK (chips_amount > 0),
      -- Null: unlimited.
      stock integer CHECK (stock >= 0),
      per_member_limit integer CHECK (per_member_limit > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (category <> 'chips' OR chips_amount IS NOT NULL),
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
    );
    CREATE INDEX point_rewards_merchant ON point_rewards (merchant_id, active, id);
    CREATE TABLE point_redemptions (
      id bigserial PRIMARY KEY,
      transaction_no text NOT NULL UNIQUE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      reward_id integer NOT NULL REFERENCES point_rewards(id),
      category text NOT NULL,
      product_name text NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      points bigint NOT NULL CHECK (points > 0),
      amount bigint NOT NULL CHECK (amount >= 0),
      currency text NOT NULL,
      status text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'approved', 'rejected')),
      -- Points left after the redemption took its points (the record's "points balance").
      points_balance bigint NOT NULL,
      receiver_name text,
      delivery_address text,
      phone_number text,
      remark text NOT NULL DEFAULT '',
      staff_remark text NOT NULL DEFAULT '',
      shipped_at timestamptz,
      decided_at timestamptz,
      decided_by integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX point_redemptions_member ON point_redemptions (member_id, created_at DESC);
    CREATE INDEX point_redemptions_queue ON point_redemptions (merchant_id, status, id);
    CREATE INDEX point_redemptions_reward ON point_redemptions (reward_id, member_id);
    CREATE TABLE point_conversions (
      id bigserial PRIMARY KEY,
      transaction_no text NOT NULL UNIQUE,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      request_id text NOT NULL,
      points bigint NOT NULL CHECK (points > 0),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      points_balance bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, request_id)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE point_conversions;
    DROP TABLE point_redemptions;
    DROP TABLE point_rewards;
  `.execute(db);
};
