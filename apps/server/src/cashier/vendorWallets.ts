import type { Balance } from '@portal/contract';
import { memberPolicy } from '../account/memberPolicy.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  memberWalletBalance,
  memberWalletsHeld,
  openMemberVendorWallet,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { moneyOf } from '../ledger/money.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { cashierDb } from './cashierDb.ts';

/**
 * Multi-wallet brands (brand.json `cashier.wallet: "multi"`): each listed game vendor has a
 * wallet of the member's own beside the main one (accountTypeId 1). Transfers move money
 * between them under a client-made id (once, kept for ever as a ledger key); "recall all"
 * brings every vendor wallet back to the main one. Single-wallet brands keep the seamless
 * wallet and have only the main account.
 */

export const MAIN_WALLET_TYPE = 1;

const isMulti = (merchant: Merchant) => merchant.brand.cashier.wallet === 'multi';

const accountFor = async (db: Db, merchant: Merchant, memberId: number, typeId: number) => {
  const { currency } = merchant.brand;
  if (typeId === MAIN_WALLET_TYPE) return openMemberWallet(db, merchant.id, memberId, currency);
  const vendor = merchant.brand.cashier.vendorWallets.find((w) => w.accountTypeId === typeId);
  if (!vendor) throw new CatalogueError('request_param_err', { message: 'No such wallet.' });
  return openMemberVendorWallet(db, merchant.id, memberId, vendor.vassalage, currency);
};

const accountBalance = async (db: Db, accountId: bigint): Promise<bigint> =>
  BigInt(
    (
      await cashierDb(db)
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', String(accountId))
        .executeTakeFirstOrThrow()
    ).balance,
  );

/** Every wallet of the member: the main one, then each vendor's in multi-wallet brands. */
export const balanceOf = async (db: Db, merchant: Merchant, memberId: number): Promise<Balance> => {
  const { currency, currencySymbol } = merchant.brand;
  // Summed in minor units; only the answer turns them into the wire's decimal strings.
  const vendorWallets = isMulti(merchant) ? merchant.brand.cashier.vendorWallets : [];
  const held = await memberWalletsHeld(
    db,
    merchant.id,
    memberId,
    currency,
    vendorWallets.map((vendor) => vendor.vassalage),
  );
  const minors = [
    { accountTypeId: MAIN_WALLET_TYPE, minor: held.main },
    ...vendorWallets.map((vendor, i) => ({
      accountTypeId: vendor.accountTypeId,
      minor: held.vendors[i] ?? 0n,
    })),
  ];
  const wallets = minors.map((w) => ({
    accountTypeId: w.accountTypeId,
    availBalance: moneyOf(w.minor, currency),
  }));
  const sum = moneyOf(
    minors.reduce((total, w) => total + w.minor, 0n),
    currency,
  );
  return { sumBalance: sum, balance: wallets, currency, currencySymbol };
};

/**
 * Whether a game of this vendor plays from the member's wallet at the vendor: in a
 * multi-wallet brand, for a vendor that has one listed. Any other vendor (and every vendor
 * of a single-wallet brand) plays from the main wallet.
 */
export const playsFromVendorWallet = (merchant: Merchant, vassalage: string): boolean =>
  isMulti(merchant) && merchant.brand.cashier.vendorWallets.some((w) => w.vassalage === vassalage);

/** The balance a game of this vendor plays with (minor units): its wallet's, or the main one. */
export const gameWalletBalance = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  vassalage: string,
): Promise<bigint> => {
  const { currency } = merchant.brand;
  if (!playsFromVendorWallet(merchant, vassalage)) {
    return memberWalletBalance(db, merchant.id, memberId, currency);
  }
  return accountBalance(
    db,
    await openMemberVendorWallet(db, merchant.id, memberId, vassalage, currency),
  );
};

export const merchantWalletOf = (merchant: Merchant) => ({
  isSingle: isMulti(merchant) ? (0 as const) : (1 as const),
  wallets: [
    { accountTypeId: MAIN_WALLET_TYPE, name: 'Main wallet', vassalage: null },
    ...(isMulti(merchant)
      ? merchant.brand.cashier.vendorWallets.map((w) => ({
          accountTypeId: w.accountTypeId,
          name: w.name,
          vassalage: w.vassalage,
        }))
      : []),
  ],
});

export interface WalletTransfer {
  merchant: Merchant;
  memberId: number;
  from: number;
  to: number;
  amount: bigint;
  transactionId: string;
  now: Date;
}

export const transferBetweenWallets = async (db: Db, t: WalletTransfer): Promise<void> => {
  if (!isMulti(t.merchant)) throw new CatalogueError('function.not.available');
  if (t.from === t.to || (t.from !== MAIN_WALLET_TYPE && t.to !== MAIN_WALLET_TYPE)) {
    throw new CatalogueError('request_param_err', {
      message: 'A transfer moves money between the main wallet and one vendor wallet.',
    });
  }
  // Trial, locked or frozen: refused. A recall (below) is not asked: it only brings the
  // member's money home to the main wallet, where a frozen account's bill is collected from.
  await memberPolicy.refuse(db, policySubject(t.merchant, t.memberId), 'transfer', {
    at: t.now,
  });
  await inTransaction(db, async (trx) =>
    transfer(trx, {
      merchantId: t.merchant.id,
      idempotencyKey: `wallet-transfer:${t.memberId}:${t.transactionId}`,
      kind: LEDGER_KINDS.walletTransfer,
      currency: t.merchant.brand.currency,
      from: await accountFor(trx, t.merchant, t.memberId, t.from),
      to: await accountFor(trx, t.merchant, t.memberId, t.to),
      amount: t.amount,
    }),
  );
};

/** Moves every vendor wallet's balance back to the main wallet (each once per client id). */
export const recallAll = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  transactionId: string,
): Promise<void> => {
  if (!isMulti(merchant)) throw new CatalogueError('function.not.available');
  await inTransaction(db, async (trx) => {
    const main = await accountFor(trx, merchant, memberId, MAIN_WALLET_TYPE);
    for (const vendor of merchant.brand.cashier.vendorWallets) {
      const from = await accountFor(trx, merchant, memberId, vendor.accountTypeId);
      const key = `wallet-recall:${memberId}:${transactionId}:${vendor.vassalage}`;
      const done = await cashierDb(trx)
        .selectFrom('ledger_transactions')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      const amount = done ? 0n : await accountBalance(trx, from);
      if (amount <= 0n) continue;
      await transfer(trx, {
        merchantId: merchant.id,
        idempotencyKey: key,
        kind: LEDGER_KINDS.walletTransfer,
        currency: merchant.brand.currency,
        from,
        to: main,
        amount,
      });
    }
  });
};
