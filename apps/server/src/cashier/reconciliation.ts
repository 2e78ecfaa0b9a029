import { brandTimeZone, nextPeriod, periodByKey, periodOf, shiftPeriod } from '@portal/contract';
import type { Task } from 'graphile-worker';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { addJob } from '../jobs/jobQueue.ts';
import { ANY, accountCode, houseName } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import type { Merchant } from '../system/merchants.ts';
import { CASHIER_ACCOUNTS, clearingAccountName } from './accounts.ts';
import { cashierDb } from './cashierDb.ts';
import { BANK_CLEARING } from './deposits.ts';
import type { PaymentProvider } from './paymentProvider.ts';

/**
 * Daily reconciliation (cashier-notes: "the sum of player liabilities against bank, clearing
 * and vendor balances; each clearing account against the provider's statement"). Once per
 * merchant, currency and day (the brand's days: contract periods), a report row holds:
 * - player liabilities at the day's end: main wallets + vendor wallets + withdrawal holds;
 * - the house balances they stand against at the day's end: provider and bank clearing,
 *   deposit suspense, payouts in transit, the game vendors' house accounts;
 * - the provider's own statement of the day (pay-ins collected, payouts paid) against the
 *   ledger's movements of its clearing account that day (`deposit` + `deposit_suspense` out,
 *   `payout_paid` in), with the differences and a mismatch flag when either is not zero.
 *
 * The job runs each night after midnight UTC and at every start; it writes every finished
 * day since the last report (a server down at midnight catches up, at most
 * `CATCH_UP_DAYS` back), and a day's row is written once (its key), so running it again
 * writes nothing.
 */

export const RECONCILIATION_TASK = 'cashier-reconciliation';
/** Hourly, so a brand whose day ends at another hour than UTC's is reconciled soon after. */
export const RECONCILIATION_CRONTAB = `7 * * * * ${RECONCILIATION_TASK} ?fill=1d`;
/** How far back a first run, or one after a long stop, reaches. */
export const CATCH_UP_DAYS = 31;

export interface ReconciliationFigures {
  day: string;
  currency: string;
  timeZone: string;
  mainWallets: bigint;
  vendorWallets: bigint;
  withdrawalHolds: bigint;
  playerLiabilities: bigint;
  providerClearing: bigint;
  bankClearing: bigint;
  depositSuspense: bigint;
  payoutsInTransit: bigint;
  vendorHouses: bigint;
  provider: string;
  statementPayins: bigint;
  statementPayouts: bigint;
  ledgerPayins: bigint;
  ledgerPayouts: bigint;
  payinDifference: bigint;
  payoutDifference: bigint;
  mismatch: boolean;
}

/** Balances of the merchant's accounts by role, from every entry posted before `until`. */
const balancesAt = async (
  db: Db,
  merchantId: number,
  currency: string,
  until: Date,
  provider: string,
) => {
  const { rows } = await sql<{ role: string; total: string }>`
    SELECT role, coalesce(sum(e.amount), 0)::text AS total
    FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id
    CROSS JOIN LATERAL (SELECT CASE
      WHEN a.member_id IS NOT NULL AND a.code LIKE ${accountCode.memberWallet(ANY)} THEN 'main'
      WHEN a.member_id IS NOT NULL AND a.code LIKE ${accountCode.memberVendorWallet(ANY, ANY)} THEN 'vendor'
      WHEN a.code = ${accountCode.house(CASHIER_ACCOUNTS.hold)} THEN 'hold'
      WHEN a.code = ${accountCode.house(clearingAccountName(provider))} THEN 'providerClearing'
      WHEN a.code = ${accountCode.house(clearingAccountName(BANK_CLEARING))} THEN 'bankClearing'
      WHEN a.code = ${accountCode.house(CASHIER_ACCOUNTS.suspense)} THEN 'suspense'
      WHEN a.code = ${accountCode.house(CASHIER_ACCOUNTS.inTransit)} THEN 'inTransit'
      WHEN a.code LIKE ${accountCode.house(houseName.vendor(ANY))} THEN 'vendorHouses'
      END AS role) r
    WHERE e.merchant_id = ${merchantId} AND a.currency = ${currency}
      AND t.created_at < ${until} AND role IS NOT NULL
    GROUP BY role
  `.execute(db);
  const of = (role: string) => BigInt(rows.find((r) => r.role === role)?.total ?? '0');
  return {
    main: of('main'),
    vendor: of('vendor'),
    hold: of('hold'),
    providerClearing: of('providerClearing'),
    bankClearing: of('bankClearing'),
    suspense: of('suspense'),
    inTransit: of('inTransit'),
    vendorHouses: of('vendorHouses'),
  };
};

/** What the ledger moved through the provider's clearing account in [from, to). */
const clearingMovements = async (
  db: Db,
  merchantId: number,
  currency: string,
  provider: string,
  range: { from: Date; to: Date },
) => {
  const { rows } = await sql<{ payins: string; payouts: string }>`
    SELECT
      coalesce(-sum(e.amount) FILTER (WHERE t.kind IN (${LEDGER_KINDS.deposit}, ${LEDGER_KINDS.depositSuspense})), 0)::text AS payins,
      coalesce(sum(e.amount) FILTER (WHERE t.kind = ${LEDGER_KINDS.payoutPaid}), 0)::text AS payouts
    FROM ledger_entries e
    JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.merchant_id = ${merchantId} AND a.currency = ${currency}
      AND a.code = ${accountCode.house(clearingAccountName(provider))}
      AND t.created_at >= ${range.from} AND t.created_at < ${range.to}
  `.execute(db);
  return { payins: BigInt(rows[0]?.payins ?? '0'), payouts: BigInt(rows[0]?.payouts ?? '0') };
};

/** Works out one day's figures for a merchant (writes nothing). */
export const reconciliationFigures = async (
  db: Db,
  provider: PaymentProvider,
  merchant: Merchant,
  day: string,
): Promise<ReconciliationFigures> => {
  const { currency } = merchant.brand;
  const timeZone = brandTimeZone(merchant.brand);
  const { start: from, end: to } = periodByKey('day', day, timeZone);
  const range = { from, to };
  const [balances, ledger, statement] = await Promise.all([
    balancesAt(db, merchant.id, currency, range.to, provider.name),
    clearingMovements(db, merchant.id, currency, provider.name, range),
    provider.statement(db, { merchantId: merchant.id, currency, ...range }),
  ]);
  const payinDifference = statement.payins - ledger.payins;
  const payoutDifference = statement.payouts - ledger.payouts;
  return {
    day,
    currency,
    timeZone,
    mainWallets: balances.main,
    vendorWallets: balances.vendor,
    withdrawalHolds: balances.hold,
    playerLiabilities: balances.main + balances.vendor + balances.hold,
    providerClearing: balances.providerClearing,
    bankClearing: balances.bankClearing,
    depositSuspense: balances.suspense,
    payoutsInTransit: balances.inTransit,
    vendorHouses: balances.vendorHouses,
    provider: provider.name,
    statementPayins: statement.payins,
    statementPayouts: statement.payouts,
    ledgerPayins: ledger.payins,
    ledgerPayouts: ledger.payouts,
    payinDifference,
    payoutDifference,
    mismatch: payinDifference !== 0n || payoutDifference !== 0n,
  };
};

/** Writes a day's report unless it is there; true when this call wrote it. */
export const reconcileDay = async (
  db: Db,
  provider: PaymentProvider,
  merchant: Merchant,
  day: string,
  now: Date,
): Promise<boolean> => {
  const f = await reconciliationFigures(db, provider, merchant, day);
  const written = await cashierDb(db)
    .insertInto('reconciliation_reports')
    .values({
      merchant_id: merchant.id,
      day: f.day,
      currency: f.currency,
      time_zone: f.timeZone,
      main_wallets: f.mainWallets,
      vendor_wallets: f.vendorWallets,
      withdrawal_holds: f.withdrawalHolds,
      player_liabilities: f.playerLiabilities,
      provider_clearing: f.providerClearing,
      bank_clearing: f.bankClearing,
      deposit_suspense: f.depositSuspense,
      payouts_in_transit: f.payoutsInTransit,
      vendor_houses: f.vendorHouses,
      provider: f.provider,
      statement_payins: f.statementPayins,
      statement_payouts: f.statementPayouts,
      ledger_payins: f.ledgerPayins,
      ledger_payouts: f.ledgerPayouts,
      payin_difference: f.payinDifference,
      payout_difference: f.payoutDifference,
      mismatch: f.mismatch,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'day', 'currency']).doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  return written !== undefined;
};

/**
 * Every finished day of the merchant not yet reported, oldest first: from the day after the
 * last report (at first, the day of the merchant's first movement; never more than
 * `CATCH_UP_DAYS` back) to yesterday in the brand's zone.
 */
export const daysDue = async (db: Db, merchant: Merchant, now: Date): Promise<string[]> => {
  const timeZone = brandTimeZone(merchant.brand);
  const today = periodOf('day', now, timeZone);
  const { rows } = await sql<{ last: string | null; first: Date | null }>`
    SELECT
      (SELECT to_char(max(day), 'YYYY-MM-DD') FROM reconciliation_reports
        WHERE merchant_id = ${merchant.id} AND currency = ${merchant.brand.currency}) AS last,
      (SELECT min(created_at) FROM ledger_transactions WHERE merchant_id = ${merchant.id}) AS first
  `.execute(db);
  const { last = null, first = null } = rows[0] ?? {};
  if (first === null) return [];
  const earliest = shiftPeriod(today, -CATCH_UP_DAYS, timeZone);
  let day =
    last !== null
      ? nextPeriod(periodByKey('day', last, timeZone), timeZone)
      : periodOf('day', first, timeZone);
  // Day keys are yyyy-MM-dd strings: they compare in calendar order.
  if (day.key < earliest.key) day = earliest;
  const days: string[] = [];
  for (; day.key < today.key; day = nextPeriod(day, timeZone)) days.push(day.key);
  return days;
};

/** Reconciles every merchant's finished days not yet reported; answers how many it wrote. */
export const reconcileDue = async (
  db: Db,
  provider: PaymentProvider,
  merchants: readonly Merchant[],
  now: Date,
): Promise<number> => {
  let written = 0;
  for (const merchant of merchants) {
    for (const day of await daysDue(db, merchant, now)) {
      if (await reconcileDay(db, provider, merchant, day, now)) written++;
    }
  }
  return written;
};

/** Adds a run now (each server start: a server that was down catches up at once). */
export const startReconciliation = (db: Db): Promise<void> =>
  addJob(db, RECONCILIATION_TASK, {}, { jobKey: RECONCILIATION_TASK, jobKeyMode: 'replace' });

export const reconciliationTasks = (options: {
  db: Db;
  clock: () => Date;
  provider: PaymentProvider;
  merchants: () => Promise<readonly Merchant[]>;
}): Record<string, Task> => ({
  [RECONCILIATION_TASK]: async () => {
    await reconcileDue(options.db, options.provider, await options.merchants(), options.clock());
  },
});
