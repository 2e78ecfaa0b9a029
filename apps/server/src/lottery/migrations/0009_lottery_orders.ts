import { type Kysely, sql } from 'kysely';

/**
 * Verifiable draws, orders and settlement (issue 12, lottery-rules.md).
 *
 * - `lottery_games.draw_group`: the draw format of the rules (SSC, K3, ... VN, SEA); a menu
 *   group such as HOT or MB is not one. NULL: the game is not drawn here (KENO).
 * - `lottery_draws` becomes the schedule: a numero is a row from the moment it is scheduled,
 *   with its seed and commitment, before its sales open; `state` moves open -> drawn ->
 *   settled, or to void. Rows drawn before this migration (CSPRNG numbers, no seed, no
 *   orders) count as settled.
 * - `lottery_orders`: one bet of a slip on one numero; money moves through the ledger under
 *   keys made from the order's id, so each step happens once.
 * - `lottery_chases`: the same bets over the next numeros, with stop-on-win.
 * - `lottery_number_sales`: SEA's sales per number per draw, for the per-number cap.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE lottery_games ADD COLUMN draw_group text
      CHECK (draw_group IN ('SSC', 'K3', '11X5', 'PK10', 'LHC', 'HK6', 'PCB', 'LF', 'VN', 'SEA'));
    UPDATE lottery_games SET draw_group = CASE
      WHEN group_code = 'HOT' THEN 'SSC'
      WHEN group_code IN ('MB', 'MT', 'MN', 'VNFAST') THEN 'VN'
      WHEN group_code IN ('SSC', 'K3', '11X5', 'PK10', 'LHC', 'HK6', 'PCB', 'LF', 'SEA')
        THEN group_code
      ELSE NULL END;

    ALTER TABLE lottery_draws
      ALTER COLUMN win_no DROP NOT NULL,
      ADD COLUMN lock_at timestamptz,
      ADD COLUMN seed text CHECK (seed ~ '^[0-9a-f]{64}$'),
      ADD COLUMN commitment text CHECK (commitment ~ '^[0-9a-f]{64}$'),
      ADD COLUMN state text NOT NULL DEFAULT 'settled'
        CHECK (state IN ('open', 'drawn', 'settled', 'void')),
      ADD COLUMN scheduled_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN drawn_at timestamptz,
      ADD COLUMN settled_at timestamptz,
      ADD COLUMN void_reason text,
      ADD CONSTRAINT lottery_draws_drawn_has_number
        CHECK (state IN ('open', 'void') OR win_no IS NOT NULL);
    ALTER TABLE lottery_draws ALTER COLUMN state SET DEFAULT 'open';
    CREATE INDEX lottery_draws_due ON lottery_draws (draw_at) WHERE state IN ('open', 'drawn');

    CREATE TABLE lottery_chases (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      game_id integer NOT NULL REFERENCES lottery_games(id) ON DELETE CASCADE,
      stop_on_win boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE lottery_orders (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      game_id integer NOT NULL,
      numero text NOT NULL,
      play text NOT NULL,
      selection jsonb NOT NULL,
      unit smallint NOT NULL CHECK (unit IN (1, 2, 3)),
      multiplier integer NOT NULL CHECK (multiplier >= 1),
      stakes integer NOT NULL CHECK (stakes >= 1),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      prize_mode text NOT NULL,
      series integer NOT NULL,
      status smallint NOT NULL DEFAULT 2
        CHECK (status IN (2, 4, 5, 6, 7, 8, 12, 14, 15, 16, 20, 99)),
      payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
      chase_id bigint REFERENCES lottery_chases(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      FOREIGN KEY (game_id, numero) REFERENCES lottery_draws (game_id, numero)
    );
    CREATE INDEX lottery_orders_draw ON lottery_orders (game_id, numero, status);
    CREATE INDEX lottery_orders_member ON lottery_orders (member_id, id DESC);
    CREATE INDEX lottery_orders_chase ON lottery_orders (chase_id) WHERE chase_id IS NOT NULL;

    CREATE TABLE lottery_number_sales (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      game_id integer NOT NULL,
      numero text NOT NULL,
      play text NOT NULL,
      number integer NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      PRIMARY KEY (game_id, numero, play, number)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE lottery_number_sales;
    DROP TABLE lottery_orders;
    DROP TABLE lottery_chases;
    DROP INDEX lottery_draws_due;
    ALTER TABLE lottery_draws
      DROP CONSTRAINT lottery_draws_drawn_has_number,
      DROP COLUMN lock_at, DROP COLUMN seed, DROP COLUMN commitment, DROP COLUMN state,
      DROP COLUMN scheduled_at, DROP COLUMN drawn_at, DROP COLUMN settled_at,
      DROP COLUMN void_reason;
    ALTER TABLE lottery_games DROP COLUMN draw_group;
  `.execute(db);
};
