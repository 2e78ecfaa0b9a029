import { type Kysely, sql } from 'kysely';

/**
 * The team overview's daily rollup (issue 24 "Speed"; our design, the specs show no tables):
 * the team figures of every agent summed once per CLOSED brand day, so an overview of 30 days
 * reads 30 rows per agent instead of every (member, day) figure row of its team.
 *
 * - `agent_team_days`: per agent and closed day, the figures of its downlines (depth >= 1;
 *   the agent's own row is read live, so a member who becomes an upline later has no history
 *   to back-fill) and how many of them registered that day.
 * - `agent_team_depositors`: per agent, closed day and `gap`, how many downlines deposited that
 *   day whose previous deposit day was `gap` days before (0: none within the cap). Depositors
 *   over a period count each member once, which day rows cannot add up to; a member is counted
 *   on its first deposit day inside the period, the one whose previous deposit falls before the
 *   period's first day (gap > day - first day), so any period is answered from these rows.
 * - `agent_rollup_days`: the days rolled up, one row per (merchant, day), written in the
 *   transaction that writes that day's rows: its key makes the job run a day once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE agent_rollup_days (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      day date NOT NULL,
      rolled_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, day)
    );

    CREATE TABLE agent_team_days (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      agent_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      day date NOT NULL,
      valid_bet bigint NOT NULL DEFAULT 0,
      prizes bigint NOT NULL DEFAULT 0,
      rebates bigint NOT NULL DEFAULT 0,
      promotions bigint NOT NULL DEFAULT 0,
      deposits bigint NOT NULL DEFAULT 0,
      withdrawals bigint NOT NULL DEFAULT 0,
      new_members integer NOT NULL DEFAULT 0,
      PRIMARY KEY (agent_id, day)
    );

    CREATE TABLE agent_team_depositors (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      agent_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      day date NOT NULL,
      gap smallint NOT NULL CHECK (gap >= 0),
      depositors integer NOT NULL CHECK (depositors > 0),
      PRIMARY KEY (agent_id, day, gap)
    );
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE agent_team_depositors;
    DROP TABLE agent_team_days;
    DROP TABLE agent_rollup_days;
  `.execute(db);
};
