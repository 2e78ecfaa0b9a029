import { memberPolicy } from '../account/memberPolicy.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { policySubject } from '../member/policy.ts';
import type { Merchant } from '../system/merchants.ts';
import { cashierDb } from './cashierDb.ts';
import { moveForLaunch } from './vendorWallets.ts';

/**
 * The member centre's automatic transfer (issue 27, designed: not shown in spec), kept per
 * member in this area's `member_auto_transfer`. Only multi-wallet brands have it: a
 * single-wallet brand has one wallet and nothing to move, so it answers
 * `function.not.available` and ignores a row left from another configuration.
 */

const refuseSingleWallet = (merchant: Merchant) => {
  if (merchant.brand.cashier.wallet !== 'multi') throw new CatalogueError('function.not.available');
};

const storedSetting = async (db: Db, merchant: Merchant, memberId: number): Promise<boolean> =>
  (
    await cashierDb(db)
      .selectFrom('member_auto_transfer')
      .select('enabled')
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.enabled ?? false;

/** The member's setting (off until set). */
export const autoTransferOf = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
): Promise<boolean> => {
  refuseSingleWallet(merchant);
  return storedSetting(db, merchant, memberId);
};

/**
 * Turns it on or off. Refused as a wallet transfer is (trial, locked, frozen: the member
 * policy's `transfer`), since it lets launches move money between the member's wallets;
 * turning it off is refused alike, so a refused member's setting never changes.
 */
export const saveAutoTransfer = async (
  db: Db,
  merchant: Merchant,
  p: { memberId: number; enabled: boolean; now: Date },
): Promise<boolean> => {
  refuseSingleWallet(merchant);
  await memberPolicy.refuse(db, policySubject(merchant, p.memberId), 'transfer', { at: p.now });
  await cashierDb(db)
    .insertInto('member_auto_transfer')
    .values({
      merchant_id: merchant.id,
      member_id: p.memberId,
      enabled: p.enabled,
      updated_at: p.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'member_id'])
        .doUpdateSet({ enabled: p.enabled, updated_at: p.now }),
    )
    .execute();
  return p.enabled;
};

/**
 * A launch's automatic transfer, in the launch's transaction (`trx`): when the member has it
 * on in a multi-wallet brand and may transfer now (a member frozen since turning it on plays
 * from where the money is, as the transfer call would refuse them), see {@link moveForLaunch}.
 */
export const autoTransferAtLaunch = async (
  trx: Db,
  merchant: Merchant,
  launch: { memberId: number; vassalage: string; launchId: string; now: Date },
): Promise<void> => {
  if (merchant.brand.cashier.wallet !== 'multi') return;
  if (!(await storedSetting(trx, merchant, launch.memberId))) return;
  const refusal = await memberPolicy.check(
    trx,
    policySubject(merchant, launch.memberId),
    'transfer',
    { at: launch.now },
  );
  if (refusal) return;
  await moveForLaunch(trx, {
    merchant,
    memberId: launch.memberId,
    vassalage: launch.vassalage,
    launchId: launch.launchId,
  });
};
