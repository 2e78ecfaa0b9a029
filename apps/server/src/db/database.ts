import { Kysely, PostgresDialect } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import pg from 'pg';
import * as account from '../account/migrations/0400_account.ts';
import * as cashier from '../cashier/migrations/0400_cashier.ts';
import * as cashierRepayout from '../cashier/migrations/0401_repayout.ts';
import * as cashierReconciliation from '../cashier/migrations/0402_reconciliation.ts';
import * as content from '../content/migrations/0201_content.ts';
import * as games from '../games/migrations/0200_games.ts';
import * as vendorRoundWallet from '../games/migrations/0205_vendor_round_wallet.ts';
import * as ledger from '../ledger/migrations/0002_ledger.ts';
import * as ledgerBatch from '../ledger/migrations/0910_ledger_batch.ts';
import * as ledgerApplyByIndex from '../ledger/migrations/0911_ledger_apply_by_index.ts';
import * as lottery from '../lottery/migrations/0202_lottery.ts';
import * as lotteryOrders from '../lottery/migrations/0203_lottery_orders.ts';
import * as lotteryStakes from '../lottery/migrations/0204_lottery_stakes.ts';
import * as lotteryPrizeCap from '../lottery/migrations/0205_lottery_prize_cap.ts';
import * as lotteryElottOdds from '../lottery/migrations/0206_lottery_elott_odds.ts';
import * as passwordResetLinks from '../member/migrations/0920_password_reset_links.ts';
import * as dropTempPasswords from '../member/migrations/0921_drop_temp_passwords.ts';
import * as memberFrozen from '../member/migrations/0922_member_frozen.ts';
import * as missions from '../missions/migrations/0600_missions.ts';
import * as signin from '../session/migrations/0100_signin.ts';
import * as knownDevices from '../session/migrations/0101_known_devices.ts';
import * as captchaLimits from '../session/migrations/0102_captcha_limits.ts';
import * as staff from '../staff/migrations/0300_staff.ts';
import * as staffDesks from '../staff/migrations/0301_staff_desks.ts';
import * as platform from '../system/migrations/0001_platform.ts';
import * as tenantKeys from '../system/migrations/0900_tenant_keys.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * Every migration, in order. Listed statically instead of read from the folder so the
 * server has no file-system lookup at start and a missing file fails the type check.
 */
const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_ledger': ledger,
  '0100_signin': signin,
  '0101_known_devices': knownDevices,
  '0102_captcha_limits': captchaLimits,
  '0200_games': games,
  '0201_content': content,
  '0202_lottery': lottery,
  '0300_staff': staff,
  '0301_staff_desks': staffDesks,
  '0400_account': account,
  '0900_tenant_keys': tenantKeys,
  '0400_cashier': cashier,
  '0203_lottery_orders': lotteryOrders,
  '0401_cashier_repayout': cashierRepayout,
  '0910_ledger_batch': ledgerBatch,
  '0204_lottery_stakes': lotteryStakes,
  '0205_lottery_prize_cap': lotteryPrizeCap,
  '0920_password_reset_links': passwordResetLinks,
  '0921_drop_temp_passwords': dropTempPasswords,
  '0205_vendor_round_wallet': vendorRoundWallet,
  '0402_cashier_reconciliation': cashierReconciliation,
  '0600_missions': missions,
  '0911_ledger_apply_by_index': ledgerApplyByIndex,
  '0206_lottery_elott_odds': lotteryElottOdds,
  '0922_member_frozen': memberFrozen,
};

/**
 * Reports a connection's failure to `report` instead of letting it end the process. A
 * connection can fail on its own (the database restarts, an administrator or a failover ends
 * it): in the pool the pool's 'error' event tells; checked out between two queries (inside a
 * transaction), no query is running to receive the error and the client itself emits 'error',
 * which, unheard, was an uncaught exception. The transaction then fails on its next query and
 * the pool replaces the connection.
 */
export const reportConnectionErrors = (pool: pg.Pool, report: (error: Error) => void): void => {
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
  });
};

/** A Kysely handle over a `pg` pool; a failed connection is reported to `onConnectionError`. */
export const openDatabase = (
  connectionString: string,
  maxConnections = 10,
  onConnectionError: (error: Error) => void = () => {},
): Db => {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  reportConnectionErrors(pool, onConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
};

const pools = new WeakMap<Db, pg.Pool>();

/** The pool under a handle `openDatabase` made (its figures go to /metrics). */
export const poolOf = (db: Db): pg.Pool => {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf: a handle made by openDatabase is needed');
  return pool;
};

const migratorFor = (db: Db) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Areas number their migrations in their own ranges (0100 sign-in, 0200 games): a database
    // that already ran 0200 must still take a later 0101.
    allowUnorderedMigrations: true,
  });

/** The migrations this server knows that the database has not run (readiness). */
export const pendingMigrations = async (db: Db): Promise<string[]> =>
  (await migratorFor(db).getMigrations())
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);

/** Brings the schema to the latest migration; returns the names it applied. */
export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
};
