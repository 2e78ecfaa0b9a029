import { type Kysely, sql } from 'kysely';

/**
 * The member-activity figures (issue 23): what reports, limits, missions and the agent and
 * promotion jobs sum over a period, kept per member and brand day (and per 5-minute window for
 * the valid bets the real-time salary reads), written in the same transaction as the ledger
 * movement that causes them. Amounts are minor units.
 *
 * `category` is the game category the money was played in, as the records name it (the
 * contract's `GameCategory`: 'LOTT' or 'ELOTT' by a lottery order's prize mode, a vendor game's
 * `game_type`); money that is not played (deposits, withdrawals, promotion money) is kept
 * under the empty category, so one row per member and day carries it. (Our design: the
 * spec names the figures, not their table.)
 *
 * `day` is the brand day (the brand's time zone) the movement happened on: for a bet, the day
 * it settled; `window_start` is the start of the brand's 5-minute period it fell in. Both are
 * the contract's periods (packages/contract/src/periods.ts), cut by the writer.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE activity_daily (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      day date NOT NULL,
      category text NOT NULL,
      currency text NOT NULL,
      valid_bet bigint NOT NULL DEFAULT 0,
      stake bigint NOT NULL DEFAULT 0,
      prizes bigint NOT NULL DEFAULT 0,
      bets_won integer NOT NULL DEFAULT 0,
      bets_lost integer NOT NULL DEFAULT 0,
      -- Settled bets of every outcome (won, lost, tied): what the records count as bets.
      bet_count integer NOT NULL DEFAULT 0,
      rebates bigint NOT NULL DEFAULT 0,
      promotions bigint NOT NULL DEFAULT 0,
      deposits bigint NOT NULL DEFAULT 0,
      deposit_count integer NOT NULL DEFAULT 0,
      withdrawals bigint NOT NULL DEFAULT 0,
      withdrawal_count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (merchant_id, member_id, day, category, currency)
    );
    -- The reports read a merchant's days across members.
    CREATE INDEX activity_daily_merchant_day ON activity_daily (merchant_id, day);

    CREATE TABLE activity_windows (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL,
      window_start timestamptz NOT NULL,
      category text NOT NULL,
      currency text NOT NULL,
      valid_bet bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (merchant_id, member_id, window_start, category, currency)
    );
    CREATE INDEX activity_windows_merchant_window ON activity_windows (merchant_id, window_start);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE activity_windows;
    DROP TABLE activity_daily;
  `.execute(db);
};
