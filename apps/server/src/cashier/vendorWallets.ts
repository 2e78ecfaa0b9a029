import type { Balance } from '@portal/contract';
import { memberPolicy } from '../account/memberPolicy.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  lockedBalance,
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

/** Whether a movement under `key` was made already (a retried recall or launch moves nothing). */
const keyUsed = async (db: Db, merchantId: number, key: string): Promise<boolean> =>
  (await cashierDb(db)
    .selectFrom('ledger_transactions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst()) !== undefined;

/**
 * Moves the balance of each of `vendors` back to the main wallet, each under its own key
 * (`keyOf(vassalage)`): a key already used moves nothing, so a retry never moves twice.
 */
const sweepToMain = async (
  trx: Db,
  merchant: Merchant,
  memberId: number,
  vendors: readonly { accountTypeId: number; vassalage: string }[],
  keyOf: (vassalage: string) => string,
): Promise<void> => {
  const main = await accountFor(trx, merchant, memberId, MAIN_WALLET_TYPE);
  for (const vendor of vendors) {
    const from = await accountFor(trx, merchant, memberId, vendor.accountTypeId);
    const key = keyOf(vendor.vassalage);
    const amount = (await keyUsed(trx, merchant.id, key)) ? 0n : await accountBalance(trx, from);
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
};

/** Moves every vendor wallet's balance back to the main wallet (each once per client id). */
export const recallAll = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  transactionId: string,
): Promise<void> => {
  if (!isMulti(merchant)) throw new CatalogueError('function.not.available');
  await inTransaction(db, (trx) =>
    sweepToMain(
      trx,
      merchant,
      memberId,
      merchant.brand.cashier.vendorWallets,
      (vassalage) => `wallet-recall:${memberId}:${transactionId}:${vassalage}`,
    ),
  );
};

/** What {@link moveForLaunch} needs: the launch, and the game's vendor. */
export interface LaunchMove {
  merchant: Merchant;
  memberId: number;
  /** The launched game's vendor. */
  vassalage: string;
  /** The launch's id (the client's, or one the server made): the movements' keys. */
  launchId: string;
}

/**
 * The automatic transfer of one launch (issue 27, designed): every other vendor wallet's
 * balance back to the main wallet, then the main wallet's whole balance into the launched
 * game's wallet (nothing more when the game plays from the main wallet). "Back at close" is
 * this sweep at the member's next launch elsewhere, not a call at close: a closed tab or a
 * lost connection never sends one, and the money is home before any other game plays.
 * Run in the launch's transaction: the member's wallet rows are locked first in id order (the
 * order every movement locks in), so two launches at once take turns and the second moves
 * what the first left; the keys are the launch's, so a retried launch moves nothing again.
 * A single-wallet brand has nothing to move.
 */
export const moveForLaunch = async (trx: Db, m: LaunchMove): Promise<void> => {
  const { merchant, memberId } = m;
  if (!isMulti(merchant)) return;
  const wallets = merchant.brand.cashier.vendorWallets;
  const target = wallets.find((w) => w.vassalage === m.vassalage);
  const main = await accountFor(trx, merchant, memberId, MAIN_WALLET_TYPE);
  const accounts = [main];
  for (const w of wallets)
    accounts.push(await accountFor(trx, merchant, memberId, w.accountTypeId));
  for (const id of accounts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    await lockedBalance(trx, id);
  }
  const key = (part: string) => `wallet-auto:${memberId}:${m.launchId}:${part}`;
  await sweepToMain(
    trx,
    merchant,
    memberId,
    wallets.filter((w) => w !== target),
    (vassalage) => key(`out:${vassalage}`),
  );
  if (!target) return;
  const inKey = key(`in:${target.vassalage}`);
  const amount = (await keyUsed(trx, merchant.id, inKey)) ? 0n : await accountBalance(trx, main);
  if (amount <= 0n) return;
  await transfer(trx, {
    merchantId: merchant.id,
    idempotencyKey: inKey,
    kind: LEDGER_KINDS.walletTransfer,
    currency: merchant.brand.currency,
    from: main,
    to: await accountFor(trx, merchant, memberId, target.accountTypeId),
    amount,
  });
};
