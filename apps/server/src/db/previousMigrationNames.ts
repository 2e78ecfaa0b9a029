/**
 * The migrations' names before the one global sequence, each with its name now, in the order
 * the previous release listed them (the order they were added, so the order a database that
 * took every release ran them). Until then areas numbered in their own ranges (0100 sign-in,
 * 0200 games...) and ran unordered; a database made then has these names in kysely_migration.
 * `renamePreviousMigrations` rewrites them before migrating. Never edit this list: a new
 * migration takes the next global number and does not appear here.
 */
export const PREVIOUS_MIGRATION_NAMES: readonly (readonly [previous: string, now: string])[] = [
  ['0001_platform', '0001_platform'],
  ['0002_ledger', '0002_ledger'],
  ['0100_signin', '0003_signin'],
  ['0101_known_devices', '0004_known_devices'],
  ['0102_captcha_limits', '0005_captcha_limits'],
  ['0200_games', '0006_games'],
  ['0201_content', '0007_content'],
  ['0202_lottery', '0008_lottery'],
  ['0300_staff', '0014_staff'],
  ['0301_staff_desks', '0015_staff_desks'],
  ['0400_account', '0016_account'],
  ['0900_tenant_keys', '0021_tenant_keys'],
  ['0400_cashier', '0017_cashier'],
  ['0203_lottery_orders', '0009_lottery_orders'],
  ['0401_cashier_repayout', '0018_cashier_repayout'],
  ['0910_ledger_batch', '0022_ledger_batch'],
  ['0204_lottery_stakes', '0010_lottery_stakes'],
  ['0205_lottery_prize_cap', '0011_lottery_prize_cap'],
  ['0920_password_reset_links', '0024_password_reset_links'],
  ['0921_drop_temp_passwords', '0025_drop_temp_passwords'],
  ['0205_vendor_round_wallet', '0012_vendor_round_wallet'],
  ['0402_cashier_reconciliation', '0019_cashier_reconciliation'],
  ['0600_missions', '0020_missions'],
  ['0911_ledger_apply_by_index', '0023_ledger_apply_by_index'],
  ['0206_lottery_elott_odds', '0013_lottery_elott_odds'],
  ['0922_member_frozen', '0026_member_frozen'],
  ['0700_activity', '0027_activity'],
];
