import { type Kysely, sql } from 'kysely';

/**
 * The games catalogue per merchant (vendors in category lanes, their games), the members'
 * favourites and recent games, and the demo vendor's launch tokens and wallet rounds.
 *
 * A vendor row is one card in one lane: `category` is the lane it shows in and `game_type`
 * its own type, which a launch uses. They differ for the vendors the spec moves between
 * categories.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE game_vendors (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      vassalage text NOT NULL,
      display_name text NOT NULL,
      category text NOT NULL,
      game_type text NOT NULL,
      is_game text NOT NULL,
      vendor_type text NOT NULL DEFAULT '',
      sort integer NOT NULL,
      UNIQUE (merchant_id, category, vassalage)
    );

    CREATE TABLE games (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      vassalage text NOT NULL,
      game_type text NOT NULL,
      game_id text NOT NULL,
      game_code text NOT NULL,
      game_name text NOT NULL,
      classify text NOT NULL DEFAULT '',
      engine text NOT NULL,
      hot boolean NOT NULL DEFAULT false,
      sort integer NOT NULL,
      UNIQUE (merchant_id, vassalage, game_type, game_id)
    );
    CREATE INDEX games_vendor ON games (merchant_id, vassalage, game_type, sort);

    CREATE TABLE favourite_games (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, node_id)
    );

    CREATE TABLE recent_games (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      node_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      played_at timestamptz NOT NULL,
      PRIMARY KEY (member_id, node_id)
    );
    CREATE INDEX recent_games_latest ON recent_games (member_id, played_at DESC);

    CREATE TABLE launch_tokens (
      token_hash bytea PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      session_id bigint NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      node_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    );

    CREATE TABLE vendor_rounds (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      vassalage text NOT NULL,
      transaction_id text NOT NULL,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE RESTRICT,
      node_id integer NOT NULL REFERENCES games(id) ON DELETE RESTRICT,
      bet_amount bigint NOT NULL CHECK (bet_amount > 0),
      win_amount bigint CHECK (win_amount >= 0),
      status text NOT NULL CHECK (status IN ('open', 'settled', 'rolledback')),
      outcome jsonb,
      created_at timestamptz NOT NULL,
      closed_at timestamptz,
      PRIMARY KEY (merchant_id, vassalage, transaction_id)
    );
    CREATE INDEX vendor_rounds_wins ON vendor_rounds (merchant_id, closed_at DESC)
      WHERE status = 'settled' AND win_amount > 0;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE vendor_rounds;
    DROP TABLE launch_tokens;
    DROP TABLE recent_games;
    DROP TABLE favourite_games;
    DROP TABLE games;
    DROP TABLE game_vendors;
  `.execute(db);
};
