import { sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { MIGRATIONS } from '../app.ts';
import {
  checkMigrationSequence,
  type Db,
  migrateToLatest,
  openDatabase,
  renamePreviousMigrations,
} from './database.ts';
import { PREVIOUS_MIGRATION_NAMES } from './previousMigrationNames.ts';

const drops: (() => Promise<void>)[] = [];
const handles: Db[] = [];

const newDatabase = async (): Promise<Db> => {
  const database = await createTestDatabase();
  drops.push(database.drop);
  const db = openDatabase(database.url, 2);
  handles.push(db);
  return db;
};

afterAll(async () => {
  for (const db of handles) await db.destroy();
  for (const drop of drops) await drop();
});

/** The previous release's migrations under their names then, in the order it listed them. */
const previousRelease = (count = PREVIOUS_MIGRATION_NAMES.length): [string, Migration][] =>
  PREVIOUS_MIGRATION_NAMES.slice(0, count).map(([previous, now]) => {
    const migration = MIGRATIONS[now];
    if (!migration) throw new Error(`no migration ${now}`);
    return [previous, migration];
  });

/** Migrates as the previous release did: per-area numbers, unordered. */
const migratePrevious = async (db: Db, migrations: [string, Migration][]) => {
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(migrations) },
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
};

/**
 * Everything of the public schema a migration can make: tables and columns (type, nullability,
 * default), constraints, indexes, triggers, functions and enum types; sorted, as text.
 */
const schemaOf = async (db: Db): Promise<string[]> => {
  const queries = [
    sql<{ line: string }>`SELECT concat_ws(' ', table_name, column_name, data_type, udt_name,
        is_nullable, column_default, character_maximum_length, numeric_precision, numeric_scale) AS line
      FROM information_schema.columns WHERE table_schema = 'public'`,
    sql<{ line: string }>`SELECT concat_ws(' ', c.conrelid::regclass::text, c.conname,
        pg_get_constraintdef(c.oid)) AS line
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'`,
    sql<{ line: string }>`SELECT concat_ws(' ', tablename, indexname, indexdef) AS line
      FROM pg_indexes WHERE schemaname = 'public'`,
    sql<{ line: string }>`SELECT concat_ws(' ', t.tgrelid::regclass::text, t.tgname,
        pg_get_triggerdef(t.oid)) AS line
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
    sql<{ line: string }>`SELECT pg_get_functiondef(p.oid) AS line
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p')`,
    sql<{ line: string }>`SELECT concat_ws(' ', t.typname, e.enumsortorder, e.enumlabel) AS line
      FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
      JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public'`,
  ];
  const lines: string[] = [];
  for (const query of queries) lines.push(...(await query.execute(db)).rows.map((r) => r.line));
  return lines.sort();
};

const ranMigrations = async (db: Db): Promise<string[]> =>
  (
    await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY timestamp, name`.execute(
      db,
    )
  ).rows.map((row) => row.name);

describe('the one global migration order', () => {
  it('is a gap-free sequence that holds every migration the previous release had', () => {
    expect(() => checkMigrationSequence(MIGRATIONS)).not.toThrow();
    const now = PREVIOUS_MIGRATION_NAMES.map(([, name]) => name).sort();
    expect(Object.keys(MIGRATIONS).sort().slice(0, now.length)).toEqual(now);
  });

  it('refuses a gap, a repeated number and a name without its number', () => {
    const some = MIGRATIONS['0001_platform'] as Migration;
    expect(() => checkMigrationSequence({ '0001_a': some, '0003_b': some })).toThrow(/0002/);
    expect(() => checkMigrationSequence({ '0001_a': some, '0001_b': some })).toThrow(/0002/);
    expect(() => checkMigrationSequence({ '0001_a': some, b: some })).toThrow(/NNNN_what/);
  });

  it.each([
    ['made fresh by the previous release (its name order)', false],
    ['kept through every previous release (one migration at a time, as they were added)', true],
  ])('upgrades a database %s to the schema a fresh database gets', async (_, oneByOne) => {
    const fresh = await newDatabase();
    await migrateToLatest(fresh, MIGRATIONS);

    const upgraded = await newDatabase();
    if (oneByOne) {
      for (let count = 1; count <= PREVIOUS_MIGRATION_NAMES.length; count += 1) {
        await migratePrevious(upgraded, previousRelease(count));
      }
    } else {
      await migratePrevious(upgraded, previousRelease());
    }
    // The previous release's names are there, under the previous order.
    expect(await ranMigrations(upgraded)).toContain('0400_cashier');

    const applied = await migrateToLatest(upgraded, MIGRATIONS);
    const pendingBefore = Object.keys(MIGRATIONS).length - PREVIOUS_MIGRATION_NAMES.length;
    expect(applied).toHaveLength(pendingBefore);
    expect(await ranMigrations(upgraded)).toEqual(Object.keys(MIGRATIONS).sort());
    expect(await ranMigrations(upgraded)).toEqual(await ranMigrations(fresh));
    const freshSchema = await schemaOf(fresh);
    // Tables, constraints, indexes, triggers and functions of every area are in the comparison.
    expect(freshSchema.some((line) => line.startsWith('ledger_entries '))).toBe(true);
    expect(freshSchema.some((line) => line.includes(' TRIGGER '))).toBe(true);
    expect(await schemaOf(upgraded)).toEqual(freshSchema);

    // A second start finds nothing to rename or run.
    expect(await renamePreviousMigrations(upgraded)).toBe(0);
    expect(await migrateToLatest(upgraded, MIGRATIONS)).toEqual([]);
  });

  it('refuses a database that ran the previous release only in part, and changes nothing', async () => {
    const db = await newDatabase();
    const ran = previousRelease().filter(([name]) => name !== '0206_lottery_elott_odds');
    await migratePrevious(db, ran);
    const before = await ranMigrations(db);
    await expect(migrateToLatest(db, MIGRATIONS)).rejects.toThrow(/only in part/);
    expect(await ranMigrations(db)).toEqual(before);
  });
});
