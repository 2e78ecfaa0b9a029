import { type Kysely, sql } from 'kysely';

/**
 * Freezes by scope (issue 24: "freeze and unfreeze (team, withdrawals, transfers)"; our design,
 * the specs name the scopes only). One row per member, scope and source:
 * - scope `withdrawals`: the member policy refuses withdrawals; `transfers`: it refuses
 *   transfers out; `team`: the agent's team stops growing (no downline registered, by the agent
 *   or through its links, no contract offered: member/freezes.ts says why);
 * - source `staff` (the console's agent desk, with a reason) or `bill` (agent-rules "Unpaid": a
 *   dividend bill past its grace). Each source lifts only its own rows, so paying a bill never
 *   lifts a staff freeze and staff lifting theirs leaves the bill's in force.
 * `members.frozen_at` (0026) was one flag for all of it: a member frozen there keeps every scope,
 * as the bill's when it owes a bill past due (what set it), else as staff's; the column goes.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE member_freezes (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      scope text NOT NULL CHECK (scope IN ('team', 'withdrawals', 'transfers')),
      source text NOT NULL CHECK (source IN ('staff', 'bill')),
      reason text NOT NULL DEFAULT '',
      staff_id integer,
      frozen_at timestamptz NOT NULL,
      PRIMARY KEY (member_id, scope, source)
    );
    INSERT INTO member_freezes (merchant_id, member_id, scope, source, frozen_at)
    SELECT m.merchant_id, m.id, s.scope,
      CASE WHEN EXISTS (SELECT 1 FROM agent_dividend_bills b WHERE b.payer_id = m.id
        AND b.status IN ('issued', 'partiallyCollected')) THEN 'bill' ELSE 'staff' END,
      m.frozen_at
    FROM members m CROSS JOIN unnest(ARRAY['team', 'withdrawals', 'transfers']) AS s(scope)
    WHERE m.frozen_at IS NOT NULL;
    ALTER TABLE members DROP COLUMN frozen_at;
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE members ADD COLUMN frozen_at timestamptz;
    UPDATE members m SET frozen_at = f.first
    FROM (SELECT member_id, min(frozen_at) AS first FROM member_freezes GROUP BY member_id) f
    WHERE f.member_id = m.id;
    DROP TABLE member_freezes;
  `.execute(db);
};
