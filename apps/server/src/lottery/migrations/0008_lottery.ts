import { type Kysely, sql } from 'kysely';

/**
 * The lottery draw schedule: games per merchant with their cadence, and the draws that have
 * closed with their winning numbers. Open draws are not stored: the schedule computes them
 * from the clock (src/lottery/schedule.ts).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE lottery_games (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      game_code text NOT NULL,
      game_name text NOT NULL,
      group_code text NOT NULL,
      region text NOT NULL DEFAULT 'CN' CHECK (region IN ('CN', 'VN')),
      interval_seconds integer CHECK (interval_seconds > 0 AND 86400 % interval_seconds = 0),
      daily_minute integer CHECK (daily_minute >= 0 AND daily_minute < 1440),
      lock_seconds integer NOT NULL CHECK (lock_seconds >= 0),
      tag text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      on_sale boolean NOT NULL DEFAULT true,
      sort integer NOT NULL,
      UNIQUE (merchant_id, game_code),
      CHECK ((interval_seconds IS NULL) <> (daily_minute IS NULL))
    );

    CREATE TABLE lottery_draws (
      game_id integer NOT NULL REFERENCES lottery_games(id) ON DELETE CASCADE,
      numero text NOT NULL,
      draw_at timestamptz NOT NULL,
      win_no text NOT NULL,
      PRIMARY KEY (game_id, numero)
    );
    CREATE INDEX lottery_draws_latest ON lottery_draws (game_id, draw_at DESC);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE lottery_draws;
    DROP TABLE lottery_games;
  `.execute(db);
};
