import { type Kysely, sql } from 'kysely';

/**
 * Agent contracts and what they paid (issue 24, agent-rules "Contracts" and "Computing and
 * paying"). Our design: the specs name the contract calls and the flags, not these tables.
 *
 * - `agent_contracts`: one contract between an upline (null: the platform, for a top-level
 *   agent) and a downline, of one of the four types. At most one pending or active contract
 *   per downline and type (the partial unique index holds it under concurrent offers). An
 *   active contract is never edited: it ends by a terminate request, in force until
 *   `in_force_until` (the end of the period it was accepted in).
 * - `agent_contract_tiers`: the contract's scale, rates as integers in millionths of the base
 *   (a "1.25" % rate is 12500), so no float ever touches money.
 * - `agent_contract_requests`: a create or terminate request and its answer, one open request
 *   per contract at a time.
 * - `agent_pay_runs` / `agent_pay_lines`: one row per (merchant, type, window start) and per
 *   (merchant, type, agent, window start), written in the transaction of the ledger movement
 *   that pays them: their primary keys make a repeated, concurrent, late or resumed run pay once.
 *   A dividend run's type is `dividend:<period>` (a month's and a day's runs start together).
 * - `agent_dividend_bills`: what an upline owes a direct downline for a dividend period.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    CREATE TABLE agent_contracts (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      contract_type text NOT NULL
        CHECK (contract_type IN ('dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary')),
      upline_id integer REFERENCES members(id),
      downline_id integer NOT NULL REFERENCES members(id),
      period text CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly')),
      status text NOT NULL
        CHECK (status IN ('pending', 'active', 'rejected', 'withdrawn', 'terminated', 'cancelled')),
      in_force_from timestamptz,
      in_force_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((contract_type = 'dividend') = (period IS NOT NULL))
    );
    CREATE UNIQUE INDEX agent_contracts_one_open
      ON agent_contracts (merchant_id, downline_id, contract_type)
      WHERE status IN ('pending', 'active');
    CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, contract_type);
    CREATE INDEX agent_contracts_in_force ON agent_contracts (merchant_id, contract_type)
      WHERE in_force_from IS NOT NULL;

    CREATE TABLE agent_contract_tiers (
      contract_id integer NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
      position smallint NOT NULL,
      rate_millionths integer NOT NULL CHECK (rate_millionths > 0 AND rate_millionths <= 1000000),
      active_members integer NOT NULL CHECK (active_members >= 0),
      valid_bet bigint NOT NULL CHECK (valid_bet >= 0),
      team_loss bigint NOT NULL DEFAULT 0 CHECK (team_loss >= 0),
      PRIMARY KEY (contract_id, position)
    );

    CREATE TABLE agent_contract_requests (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      contract_id integer NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('create', 'terminate')),
      -- Who asked and who answers; null is the platform (staff).
      asked_by integer REFERENCES members(id),
      answered_by integer REFERENCES members(id),
      status text NOT NULL CHECK (status IN ('open', 'accepted', 'rejected', 'withdrawn')),
      reason text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz
    );
    CREATE UNIQUE INDEX agent_contract_requests_one_open
      ON agent_contract_requests (contract_id) WHERE status = 'open';
    CREATE INDEX agent_contract_requests_answerer
      ON agent_contract_requests (answered_by) WHERE status = 'open';

    CREATE TABLE agent_pay_runs (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      contract_type text NOT NULL,
      window_start timestamptz NOT NULL,
      window_end timestamptz NOT NULL,
      -- The ledger movement that paid the run; null when it owed nobody anything.
      transaction_id bigint,
      total bigint NOT NULL DEFAULT 0,
      ran_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (merchant_id, contract_type, window_start)
    );

    CREATE TABLE agent_pay_lines (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      contract_type text NOT NULL,
      agent_id integer NOT NULL REFERENCES members(id),
      window_start timestamptz NOT NULL,
      contract_id integer NOT NULL REFERENCES agent_contracts(id),
      team_valid_bet bigint NOT NULL,
      active_members integer NOT NULL,
      rate_millionths integer NOT NULL,
      -- The agent's amount on its whole team, and what it is paid of it (minus its downlines').
      amount bigint NOT NULL,
      paid bigint NOT NULL CHECK (paid >= 0),
      currency text NOT NULL,
      PRIMARY KEY (merchant_id, contract_type, agent_id, window_start),
      FOREIGN KEY (merchant_id, contract_type, window_start)
        REFERENCES agent_pay_runs (merchant_id, contract_type, window_start)
    );
    CREATE INDEX agent_pay_lines_agent ON agent_pay_lines (agent_id, contract_type, window_start);

    -- A dividend an upline owes a direct downline for one period (cascade by difference): paid
    -- by the upline, or collected by force from its wallet after the grace (24 h, ours).
    CREATE TABLE agent_dividend_bills (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      run_type text NOT NULL,
      period_start timestamptz NOT NULL,
      payer_id integer NOT NULL REFERENCES members(id),
      payee_id integer NOT NULL REFERENCES members(id),
      amount bigint NOT NULL CHECK (amount > 0),
      collected bigint NOT NULL DEFAULT 0 CHECK (collected >= 0 AND collected <= amount),
      currency text NOT NULL,
      status text NOT NULL DEFAULT 'issued'
        CHECK (status IN ('issued', 'paid', 'partiallyCollected', 'collected', 'cancelled')),
      issued_at timestamptz NOT NULL,
      due_at timestamptz NOT NULL,
      settled_at timestamptz,
      cancel_reason text NOT NULL DEFAULT '',
      UNIQUE (merchant_id, run_type, period_start, payee_id),
      FOREIGN KEY (merchant_id, run_type, period_start)
        REFERENCES agent_pay_runs (merchant_id, contract_type, window_start)
    );
    CREATE INDEX agent_dividend_bills_open ON agent_dividend_bills (due_at)
      WHERE status IN ('issued', 'partiallyCollected');
    CREATE INDEX agent_dividend_bills_payer ON agent_dividend_bills (payer_id, status);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE agent_dividend_bills;
    DROP TABLE agent_pay_lines;
    DROP TABLE agent_pay_runs;
    DROP TABLE agent_contract_requests;
    DROP TABLE agent_contract_tiers;
    DROP TABLE agent_contracts;
  `.execute(db);
};
