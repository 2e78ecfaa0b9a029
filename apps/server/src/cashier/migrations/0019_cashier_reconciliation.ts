import { type Kysely, sql } from 'kysely';

/**
 * Daily reconciliation (cashier-notes: "reconcile daily"). The sandbox provider's book gains
 * when each payment settled and for how much (a payer may pay another amount than asked), so
 * it can give a statement per day; one report row per merchant, currency and day holds the
 * figures the job found, written once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    ALTER TABLE sandbox_payments
      ADD COLUMN settled_amount bigint,
      ADD COLUMN settled_at timestamptz;
    CREATE INDEX sandbox_payments_settled ON sandbox_payments (merchant_id, settled_at);

    CREATE TABLE reconciliation_reports (
      merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
      day date NOT NULL,
      currency char(3) NOT NULL,
      -- The day's bounds: midnight to midnight in this zone (the brand's, or UTC).
      time_zone text NOT NULL,
      -- Player liabilities at the day's end (minor units): main and vendor wallets, holds.
      main_wallets bigint NOT NULL,
      vendor_wallets bigint NOT NULL,
      withdrawal_holds bigint NOT NULL,
      player_liabilities bigint NOT NULL,
      -- House balances at the day's end, as the ledger keeps them (a clearing account is
      -- negative while the provider or bank holds the merchant's money).
      provider_clearing bigint NOT NULL,
      bank_clearing bigint NOT NULL,
      deposit_suspense bigint NOT NULL,
      payouts_in_transit bigint NOT NULL,
      vendor_houses bigint NOT NULL,
      -- The provider's statement for the day against the ledger's clearing movements.
      provider text NOT NULL,
      statement_payins bigint NOT NULL,
      statement_payouts bigint NOT NULL,
      ledger_payins bigint NOT NULL,
      ledger_payouts bigint NOT NULL,
      -- (statement - ledger) of pay-ins, and of payouts; a mismatch when either is not zero.
      payin_difference bigint NOT NULL,
      payout_difference bigint NOT NULL,
      mismatch boolean NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (merchant_id, day, currency)
    );
  `.execute(db);
};
