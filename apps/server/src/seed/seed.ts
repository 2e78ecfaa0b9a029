import type { Brand } from '@portal/brand';
import type { Db } from '../db/database.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import { openHouseAccount, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { hashPassword } from '../session/passwords.ts';
import { upsertMerchants } from '../system/merchants.ts';
import { demoAccounts } from './demoAccounts.ts';

/** The house account opening balances are posted from (the chaos check funds its players from it too). */
export const OPENING_HOUSE_ACCOUNT = 'opening';

/** Writes the brands into the merchant tables: every start, production included. */
export const seedBrands = async (db: Db, brands: readonly Brand[]): Promise<void> => {
  await upsertMerchants(db, brands);
};

/**
 * Gives each brand its demo accounts with their opening balances: a development and test
 * fixture, never run in production (the server's `production` option skips it). Safe to run
 * at every start: an existing member keeps its password and the opening balance posts under
 * a fixed idempotency key, so a re-run changes nothing.
 */
export const seedDemoMembers = async (db: Db, brands: readonly Brand[]): Promise<void> => {
  const merchants = await db.selectFrom('merchants').select(['id', 'code']).execute();
  await Promise.all(
    brands.map(async (brand) => {
      const merchant = merchants.find((m) => m.code === brand.code);
      if (!merchant) throw new Error(`merchant ${brand.code} was not written`);
      const house = await openHouseAccount(db, merchant.id, OPENING_HOUSE_ACCOUNT, brand.currency);
      const ids = new Map<string, number>();
      // Uplines first: a downline's tree rows and series check read its upline's row.
      await Promise.all(
        demoAccounts
          .filter((a) => a.upline === undefined)
          .map(async (a) => ids.set(a.username, await ensureMember(db, merchant.id, a, null))),
      );
      for (const account of demoAccounts.filter((a) => a.upline !== undefined)) {
        const upline = ids.get(account.upline ?? '');
        if (upline === undefined) throw new Error(`${account.username}'s upline comes after it`);
        ids.set(account.username, await ensureMember(db, merchant.id, account, upline));
      }
      await Promise.all(
        demoAccounts.map(async (account) => {
          const memberId = ids.get(account.username) as number;
          const wallet = await openMemberWallet(db, merchant.id, memberId, brand.currency);
          if (account.openingBalance > 0n) {
            await transfer(db, {
              merchantId: merchant.id,
              idempotencyKey: `opening-balance:${account.username}`,
              kind: LEDGER_KINDS.openingBalance,
              currency: brand.currency,
              from: house,
              to: wallet,
              amount: account.openingBalance,
            });
          }
        }),
      );
    }),
  );
};

/**
 * One hash per demo password for the whole process: hashing is deliberately slow, and
 * these credentials are public, so sharing a salt between brands gives nothing away.
 */
const demoHashes = new Map<string, Promise<string>>();
const demoPasswordHash = (password: string): Promise<string> => {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    demoHashes.set(password, hash);
  }
  return hash;
};

const ensureMember = async (
  db: Db,
  merchantId: number,
  account: (typeof demoAccounts)[number],
  uplineId: number | null,
): Promise<number> => {
  const find = () =>
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', account.username.toLowerCase()))
      .executeTakeFirst();
  const existing = await find();
  if (existing) {
    if (account.affiliateCode) {
      await db
        .updateTable('members')
        .set({ affiliate_code: account.affiliateCode })
        .where('id', '=', existing.id)
        .where('affiliate_code', 'is', null)
        .execute();
    }
    // A database seeded before the demo team existed: the agent rises to its series first
    // (listed before its downlines), then each downline joins under its upline.
    if (account.series !== undefined) {
      await db
        .updateTable('members')
        .set({ series: account.series, upline_id: uplineId })
        .where('id', '=', existing.id)
        .where('upline_id', 'is', null)
        .execute();
    }
    return existing.id;
  }
  const passwordHash = await demoPasswordHash(account.password);
  const inserted = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: account.username,
      password_hash: passwordHash,
      type: account.type,
      nickname: account.nickname,
      mobile: account.mobile ?? '',
      mobile_verified: account.mobile !== undefined,
      country_dialing_code: account.countryDialingCode ?? '',
      email: account.email ?? '',
      affiliate_code: account.affiliateCode ?? null,
      upline_id: uplineId,
      ...(account.series === undefined ? {} : { series: account.series }),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const raced = await find();
  if (!raced) throw new Error(`member ${account.username} could not be created`);
  return raced.id;
};
