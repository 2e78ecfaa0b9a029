import { type Kysely, sql } from 'kysely';

/**
 * The team tree (issue 24; agent-rules "The team"): a closure table, one row per (ancestor,
 * descendant) with the levels between them, every member's own row at depth 0. "Everyone under
 * X" is one read on the primary key, "the path above Y" one read on `agent_tree_above`, "X's
 * direct downlines" one read on `agent_tree_level`.
 *
 * The tree follows `members.upline_id`, kept by triggers in the same transaction as the write
 * (designed here): registration is in the member area, below this one, so it cannot call the
 * agent area; a trigger keeps every writer (portal registration, the agent centre, the seed, a
 * staff move) right without each of them remembering to. A move rewrites the moved subtree's
 * paths above it; a move under its own subtree is refused (a cycle).
 *
 * `members.series` is the member's prize group (lottery-rules: default 1800, at most 1960): a
 * member's series never passes its upline's, checked here too so no writer can break it. The
 * agent type stays `members.type` (the brand's agentTypes).
 *
 * `agent_links`: an agent's affiliate links, each giving the type and series a registration
 * with it lands with. Deleting one stops new registrations (`deleted_at`), the row stays for
 * the members it brought.
 *
 * `agent_transfers`: upline-downline transfers (agent-rules "Transfers"), one row per client
 * key of the sender: the daily limit sums them and a repeated request finds its first answer.
 * The money itself moves in the ledger, keyed by the same client key.
 *
 * `agent_moves`: a staff move of a member under another upline, taking effect at the start of
 * the next brand day (agent-rules: never inside an open period); a job applies it then by
 * writing `upline_id`, and the trigger rewrites the subtree's paths.
 *
 * `agent_applications`: a member or a visitor asking to become an agent; staff approve (with a
 * type and series) or reject (with a reason).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE members ADD COLUMN series integer NOT NULL DEFAULT 1800
      CHECK (series BETWEEN 0 AND 1960);

    CREATE TABLE agent_tree (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      ancestor_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      descendant_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      depth integer NOT NULL CHECK (depth >= 0),
      PRIMARY KEY (ancestor_id, descendant_id)
    );
    CREATE INDEX agent_tree_above ON agent_tree (descendant_id, depth);
    CREATE INDEX agent_tree_level ON agent_tree (ancestor_id, depth);

    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    WITH RECURSIVE up (merchant_id, ancestor_id, descendant_id, depth) AS (
      SELECT merchant_id, id, id, 0 FROM members
      UNION ALL
      SELECT up.merchant_id, m.upline_id, up.descendant_id, up.depth + 1
      FROM up JOIN members m ON m.id = up.ancestor_id
      WHERE m.upline_id IS NOT NULL AND up.depth < 1000
    )
    SELECT merchant_id, ancestor_id, descendant_id, depth FROM up;

    -- A move under the member's own team would make a cycle; a downline's series never passes
    -- its upline's (existing rows all sit at the default).
    CREATE FUNCTION agent_series_check() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.upline_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM agent_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
      ) THEN
        RAISE EXCEPTION 'member % cannot move under its own team', NEW.id USING ERRCODE = '23514',
          CONSTRAINT = 'agent_tree_cycle';
      END IF;
      IF NEW.upline_id IS NOT NULL AND NEW.series > (SELECT series FROM members WHERE id = NEW.upline_id) THEN
        RAISE EXCEPTION 'series % above the upline''s', NEW.series USING ERRCODE = '23514',
          CONSTRAINT = 'agent_series_above_upline';
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.series < OLD.series
         AND EXISTS (SELECT 1 FROM members WHERE upline_id = NEW.id AND series > NEW.series) THEN
        RAISE EXCEPTION 'series % below a downline''s', NEW.series USING ERRCODE = '23514',
          CONSTRAINT = 'agent_series_above_upline';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER members_series_check BEFORE INSERT OR UPDATE OF series, upline_id ON members
      FOR EACH ROW EXECUTE FUNCTION agent_series_check();

    CREATE FUNCTION agent_tree_join() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
      VALUES (NEW.merchant_id, NEW.id, NEW.id, 0);
      IF NEW.upline_id IS NOT NULL THEN
        INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
        SELECT NEW.merchant_id, ancestor_id, NEW.id, depth + 1
        FROM agent_tree WHERE descendant_id = NEW.upline_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER members_tree_join AFTER INSERT ON members
      FOR EACH ROW EXECUTE FUNCTION agent_tree_join();

    CREATE FUNCTION agent_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- The subtree keeps its inner paths; only the paths from above the moved member change.
      DELETE FROM agent_tree t
      USING agent_tree sub
      WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
        AND t.ancestor_id NOT IN (SELECT descendant_id FROM agent_tree WHERE ancestor_id = NEW.id);
      IF NEW.upline_id IS NOT NULL THEN
        INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth)
        SELECT NEW.merchant_id, above.ancestor_id, sub.descendant_id, above.depth + sub.depth + 1
        FROM agent_tree above, agent_tree sub
        WHERE above.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
      FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
      EXECUTE FUNCTION agent_tree_move();

    CREATE TABLE agent_links (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      agent_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      code text NOT NULL,
      type integer NOT NULL,
      series integer NOT NULL CHECK (series BETWEEN 0 AND 1960),
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE UNIQUE INDEX agent_links_code ON agent_links (merchant_id, upper(code));
    CREATE INDEX agent_links_agent ON agent_links (agent_id) WHERE deleted_at IS NULL;
    ALTER TABLE members ADD COLUMN agent_link_id integer REFERENCES agent_links(id);

    CREATE TABLE agent_transfers (
      id bigserial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      from_member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      to_member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      client_id text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (from_member_id, client_id)
    );
    CREATE INDEX agent_transfers_sender_day ON agent_transfers (from_member_id, created_at);

    CREATE TABLE agent_moves (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      from_upline_id integer REFERENCES members(id) ON DELETE SET NULL,
      to_upline_id integer REFERENCES members(id) ON DELETE CASCADE,
      reason text NOT NULL,
      staff_id integer NOT NULL,
      requested_at timestamptz NOT NULL,
      effective_at timestamptz NOT NULL,
      -- applied, or refused when the tree changed meanwhile (a cycle, a series above)
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'refused')),
      done_at timestamptz
    );
    -- One pending move per member: a new one replaces it.
    CREATE UNIQUE INDEX agent_moves_pending ON agent_moves (member_id) WHERE status = 'pending';
    CREATE INDEX agent_moves_due ON agent_moves (effective_at) WHERE status = 'pending';

    CREATE TABLE agent_applications (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      member_id integer REFERENCES members(id) ON DELETE CASCADE,
      name text NOT NULL,
      contact text NOT NULL,
      note text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      created_at timestamptz NOT NULL,
      decided_at timestamptz,
      decided_by integer,
      reason text,
      type integer,
      series integer
    );
    -- One open application per member at a time.
    CREATE UNIQUE INDEX agent_applications_open ON agent_applications (member_id)
      WHERE status = 'pending' AND member_id IS NOT NULL;
    CREATE INDEX agent_applications_queue ON agent_applications (merchant_id, status, id);
  `.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    DROP TABLE agent_applications;
    DROP TABLE agent_moves;
    DROP TABLE agent_transfers;
    ALTER TABLE members DROP COLUMN agent_link_id;
    DROP TABLE agent_links;
    DROP TRIGGER members_tree_move ON members;
    DROP TRIGGER members_tree_join ON members;
    DROP TRIGGER members_series_check ON members;
    DROP FUNCTION agent_tree_move();
    DROP FUNCTION agent_tree_join();
    DROP FUNCTION agent_series_check();
    DROP TABLE agent_tree;
    ALTER TABLE members DROP COLUMN series;
  `.execute(db);
};
