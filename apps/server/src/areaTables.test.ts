import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A table belongs to the area whose migration creates it; another area reads or writes it only
 * through that area's functions. This scans every area's code (not its tests or migrations)
 * for the tables its queries name - Kysely's selectFrom / insertInto / updateTable / deleteFrom
 * / joins, and raw SQL's FROM / JOIN / INTO / UPDATE - and fails on a table of another area
 * that SIDEWAYS_READS does not list. Designed here; the specs say nothing of it.
 */
const SRC = import.meta.dirname;

const areaFiles = (area: string): string[] =>
  readdirSync(join(SRC, area), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('migrations/'))
    .map((file) => join(SRC, area, file));

const folders = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each table's owner: the folder whose migrations create it. */
const owners = new Map<string, string>();
for (const area of folders) {
  let migrations: string[] = [];
  try {
    migrations = readdirSync(join(SRC, area, 'migrations'));
  } catch {
    continue;
  }
  for (const file of migrations) {
    const text = readFileSync(join(SRC, area, 'migrations', file), 'utf8');
    for (const match of text.matchAll(
      /createTable\('([a-z_]+)'|CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g,
    )) {
      owners.set(match[1] ?? match[2] ?? '', area);
    }
  }
}

/**
 * Tables whose migration sits in another folder than their area: 0001_platform made the first
 * tables of several areas, and the staff migrations made the desks' tables. A migration keeps
 * its place (it is history); the owner is said here.
 */
const OWNER_OVERRIDES: Readonly<Record<string, string>> = {
  members: 'member',
  sessions: 'session',
  captchas: 'session',
  login_failures: 'session',
  cipher_nonces: 'cipher',
  server_keys: 'cipher',
  staff_messages: 'account',
  content_images: 'content',
  staff_adjustments: 'cashier',
  member_notes: 'cashier',
  member_locks: 'member',
  payment_secrets: 'payments',
  sandbox_payments: 'payments',
};
for (const [table, owner] of Object.entries(OWNER_OVERRIDES)) owners.set(table, owner);

const QUERY =
  /(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*'([a-z_]+)|\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)/g;

/** `area: table` for every table an area's code names that another area owns. */
const sidewaysReads = (): string[] => {
  const found = new Set<string>();
  for (const area of folders) {
    for (const file of areaFiles(area)) {
      for (const match of readFileSync(file, 'utf8').matchAll(QUERY)) {
        const table = match[1] ?? match[2] ?? '';
        const owner = owners.get(table);
        if (owner && owner !== area) found.add(`${area}: ${table} (${owner})`);
      }
    }
  }
  return [...found].sort();
};

/**
 * What cannot move today, by area: each line is `reader: table (owner)`. The platform's
 * merchants and members tables are read by nearly every area (every call is scoped to a
 * merchant, most to a member) through plain joins; the seed writes every area's demo rows; the
 * dashboard and the member desk aggregate figures of the areas below them in one query each.
 * Removing a line is progress; adding one needs a reason here, or the owner's function instead.
 */
const SIDEWAYS_READS: readonly string[] = [
  // Every call is scoped to a merchant: areas join `merchants` for its code, brand and switches.
  'account: merchants (system)',
  'agent: merchants (system)',
  'cashier: merchants (system)',
  'chat: merchants (system)',
  'content: merchants (system)',
  'games: merchants (system)',
  'lottery: merchants (system)',
  'member: merchants (system)',
  'payments: merchants (system)',
  'seed: merchants (system)',
  'staff: merchants (system)',
  // A member's rows join `members` (name, type, merchant) and `sessions`/devices for who and where.
  // The agent area's team screens list members (name, type, series, last login) over its tree;
  // its contracts check the parties' types and uplines.
  'agent: members (member)',
  // The team overview counts the team's live sessions (online members) in its one query.
  'agent: sessions (session)',
  'account: known_devices (session)',
  'account: members (member)',
  'account: sessions (session)',
  'cashier: known_addresses (session)',
  'cashier: known_devices (session)',
  'cashier: member_locks (member)',
  'cashier: members (member)',
  'cashier: sessions (session)',
  'cashier: verification_codes (session)',
  // The chat desk lists a message with its poster's username and finds a member to mute.
  'chat: members (member)',
  'content: sessions (session)',
  'db: members (member)',
  'games: members (member)',
  'games: sessions (session)',
  'member: known_addresses (session)',
  'member: sessions (session)',
  'missions: members (member)',
  'seed: members (member)',
  'session: members (member)',
  // Balances, records and the dashboard read the ledger's accounts and entries in their own queries (the ledger's functions move money; these only read).
  'account: ledger_accounts (ledger)',
  'account: ledger_entries (ledger)',
  'account: ledger_transactions (ledger)',
  'cashier: ledger_accounts (ledger)',
  'cashier: ledger_entries (ledger)',
  'cashier: ledger_transactions (ledger)',
  'db: ledger_accounts (ledger)',
  'db: ledger_entries (ledger)',
  'db: ledger_transactions (ledger)',
  'games: ledger_accounts (ledger)',
  'games: ledger_entries (ledger)',
  'games: ledger_transactions (ledger)',
  'lottery: ledger_accounts (ledger)',
  'ops: ledger_transactions (ledger)',
  // Records, the member desk and missions read bets of games and lottery (vendor_rounds, lottery_orders; missions the draws their won orders settled with) to show or count them.
  'account: games (games)',
  'account: lottery_games (lottery)',
  'account: lottery_orders (lottery)',
  'account: vendor_rounds (games)',
  'cashier: lottery_games (lottery)',
  'cashier: lottery_orders (lottery)',
  'cashier: vendor_rounds (games)',
  'db: vendor_rounds (games)',
  'missions: lottery_draws (lottery)',
  'missions: lottery_orders (lottery)',
  'seed: game_vendors (games)',
  'seed: games (games)',
  'seed: lottery_games (lottery)',
  // A draw's settlement pays the agents above its bettors their rebates by prize-group
  // difference in its own transaction and statement (lottery/rebates.ts): the tree and the
  // series. An order records its bettor's series when it is bought.
  'lottery: agent_tree (agent)',
  'lottery: members (member)',
  // The rest: desks show the staff member's name; the brand switches' overrides are the staff's.
  'account: staff (staff)',
  'cashier: staff (staff)',
  'promotions: staff (staff)',
  'system: merchant_switch_overrides (staff)',
  // The team reports sum the figures over the closure table in one query (agent-rules: reports
  // read figures kept per member and day); activity cannot join the tree, which is above it.
  'agent: activity_daily (activity)',
  // The activity figures are checked against the bets, claims and payments whose movements they
  // count (figureMismatches, the invariant check), in one query per area.
  'activity: deposit_orders (cashier)',
  'activity: games (games)',
  // VIP level gifts are counted from their ledger movements (the member's entry holds the
  // amount), promotion grants from their rows: both are promotion money in the figures.
  'activity: ledger_accounts (ledger)',
  'activity: ledger_entries (ledger)',
  'activity: ledger_transactions (ledger)',
  'activity: lottery_orders (lottery)',
  'activity: members (member)',
  'activity: merchants (system)',
  'activity: mission_claims (missions)',
  'activity: promotion_grants (promotions)',
  'activity: vendor_rounds (games)',
  'activity: withdrawals (cashier)',
  // The points desk shows a member's points ledger (the PTS account's entries) and names the
  // merchant and member of each item and redemption; the ledger's functions move the points.
  'points: ledger_accounts (ledger)',
  'points: ledger_entries (ledger)',
  'points: ledger_transactions (ledger)',
  'points: members (member)',
  'points: merchants (system)',
  // The promotions desk names the merchant (code, currency) of each promotion and the member
  // of each grant, as the points desk does.
  'promotions: members (member)',
  'promotions: merchants (system)',
];

describe('each table is read and written by the area that owns it', () => {
  it('finds the owners of the tables the migrations create', () => {
    expect(owners.get('ledger_entries')).toBe('ledger');
    expect(owners.get('merchants')).toBe('system');
    expect(owners.get('members')).toBe('member');
    expect(owners.size).toBeGreaterThan(40);
  });

  it('finds no sideways table use beyond the allowlist', () => {
    const reads = sidewaysReads();
    expect(reads.filter((read) => !SIDEWAYS_READS.includes(read))).toEqual([]);
    // A line that no longer applies goes, so the list only shrinks.
    expect(SIDEWAYS_READS.filter((read) => !reads.includes(read))).toEqual([]);
  });

  it('would see a new one', () => {
    const text = "db.selectFrom('ledger_entries')";
    const table = [...text.matchAll(QUERY)][0]?.[1];
    expect(table).toBe('ledger_entries');
    expect(owners.get(table ?? '')).not.toBe('cashier');
  });
});
