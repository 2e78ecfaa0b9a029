import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';

/**
 * The schema stays ready to be distributed by merchant (docs/DEPLOY.md, "Past one database"):
 * every table is either a tenant table, carrying `merchant_id` (not null) with the merchants
 * table behind it, or one named here as platform-wide. A new table that is neither fails
 * this test until its author decides which it is.
 */
const PLATFORM_TABLES: Record<string, string> = {
  merchants: 'the tenants themselves: a reference table',
  server_keys: "the platform's cipher keys",
  server_secrets: "the platform's HMAC secrets",
  cipher_nonces: 'spent nonces of sealed requests, platform-wide by design (replays anywhere)',
  spent_challenges: 'spent proof-of-work challenges, platform-wide like the nonces',
  kysely_migration: "the schema's own bookkeeping",
  kysely_migration_lock: "the schema's own bookkeeping",
  staff_sessions: 'platform and merchant staff alike sign in to one console',
  staff_signin_tickets: 'half-done staff sign-ins',
  staff_recovery_codes: "a staff member's recovery codes",
  staff_address_failures: 'staff sign-in failures per address',
  payment_callbacks:
    "payment providers' events, deduplicated by the provider's event id before the order (and its merchant) is looked up",
};

const server = useTestServer({}, { db: 1 });

describe('the schema, by tenant', () => {
  it('gives every table a merchant_id, or names it as platform-wide', async () => {
    const { rows } = await sql<{ table: string; nullable: string | null }>`
      SELECT t.table_name AS table, c.is_nullable AS nullable
      FROM information_schema.tables t
      LEFT JOIN information_schema.columns c
        ON c.table_schema = t.table_schema AND c.table_name = t.table_name
        AND c.column_name = 'merchant_id'
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      ORDER BY 1
    `.execute(server.db);
    const undecided = rows
      .filter((r) => r.nullable === null && !(r.table in PLATFORM_TABLES))
      .map((r) => r.table);
    expect(undecided, 'tables with no merchant_id that are not named platform-wide').toEqual([]);
    const platformButKeyed = rows
      .filter((r) => r.nullable !== null && r.table in PLATFORM_TABLES)
      .map((r) => r.table);
    expect(platformButKeyed, 'named platform-wide, yet keyed by merchant').toEqual([]);
    // Every named table exists: the list cannot rot as tables go.
    const tables = new Set(rows.map((r) => r.table));
    expect(Object.keys(PLATFORM_TABLES).filter((t) => !tables.has(t))).toEqual([]);
  });

  /**
   * Tenant tables whose merchant is checked through a parent that references the merchants,
   * set-wise by a trigger instead of a per-row key (say why in the migration that made it so).
   */
  const KEYED_THROUGH_PARENT: Record<string, string> = {
    ledger_entries: "its transaction's merchant, checked by the entry trigger (0040)",
  };

  it('references the merchants from every tenant table', async () => {
    // pg_catalog rather than information_schema: the same answer, in milliseconds.
    const { rows } = await sql<{ table: string }>`
      SELECT c.relname AS table
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'merchant_id' AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'merchants'
        AND NOT EXISTS (
          SELECT 1 FROM pg_constraint k
          WHERE k.conrelid = c.oid AND k.contype = 'f'
            AND k.confrelid = 'public.merchants'::regclass AND a.attnum = ANY (k.conkey)
        )
      ORDER BY 1
    `.execute(server.db);
    expect(rows.map((r) => r.table).filter((t) => !(t in KEYED_THROUGH_PARENT))).toEqual([]);
    // Every table named so is really without the key (the list cannot hide a table forever).
    expect(rows.map((r) => r.table)).toEqual(Object.keys(KEYED_THROUGH_PARENT));
  });
});
