import type { BankCard } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { merchantOfMember } from '../db/tenant.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { cashierDb } from './cashierDb.ts';

/**
 * Bank cards bound to a member. The payee must be the member's real name: the one given at
 * registration, or, where the brand's register form does not ask for it, the first card's
 * payee (ours); every later card must carry the same name (compared without case or
 * repeated spaces).
 */

export const MAX_BANK_CARDS = 5;

export const maskAccount = (accountNumber: string): string =>
  `**** **** ${accountNumber.slice(-4)}`;

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

const cardOf = (row: {
  id: number;
  bank_name: string;
  account_number: string;
  payee: string;
}): BankCard => ({
  cardId: row.id,
  bankName: row.bank_name,
  accountMasked: maskAccount(row.account_number),
  payee: row.payee,
});

/**
 * The member's real name: the one registration took (`payeeName`, when the brand's register
 * form asks for it), else the one the first bound card set.
 */
export const realNameOf = async (db: Db, memberId: number): Promise<string | null> => {
  const bound = await cashierDb(db)
    .selectFrom('member_real_names')
    .select('real_name')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (bound) return bound.real_name;
  const { rows } = await sql<{ name: string | null }>`
    SELECT profile->>'payeeName' AS name FROM members WHERE id = ${memberId}`.execute(db);
  const registered = rows[0]?.name?.trim();
  return registered ? registered : null;
};

export const bankCardsOf = async (db: Db, memberId: number): Promise<BankCard[]> =>
  (
    await cashierDb(db)
      .selectFrom('bank_cards')
      .select(['id', 'bank_name', 'account_number', 'payee'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute()
  ).map(cardOf);

export interface BindCard {
  merchantId: number;
  memberId: number;
  bankName: string;
  accountNumber: string;
  payee: string;
  now: Date;
}

export const bindBankCard = (db: Db, card: BindCard): Promise<BankCard> =>
  inTransaction(db, async (trx) => {
    const cdb = cashierDb(trx);
    // One binding at a time per member: the count and the real name are then decided once.
    await sql`SELECT pg_advisory_xact_lock(hashtext('bank-cards'), ${card.memberId})`.execute(trx);
    const realName = await realNameOf(trx, card.memberId);
    if (realName !== null && !sameName(realName, card.payee)) {
      throw new CatalogueError('cashier.card.payee.mismatch');
    }
    const cards = await bankCardsOf(trx, card.memberId);
    if (cards.length >= MAX_BANK_CARDS) throw new CatalogueError('cashier.card.limit');
    const inserted = await cdb
      .insertInto('bank_cards')
      .values({
        merchant_id: card.merchantId,
        member_id: card.memberId,
        bank_name: card.bankName,
        account_number: card.accountNumber,
        payee: card.payee,
        created_at: card.now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'account_number']).doNothing())
      .returning(['id', 'bank_name', 'account_number', 'payee'])
      .executeTakeFirst();
    if (!inserted) throw new CatalogueError('cashier.card.exists');
    if (realName === null) {
      await cdb
        .insertInto('member_real_names')
        .values({
          merchant_id: merchantOfMember(card.memberId),
          member_id: card.memberId,
          real_name: card.payee,
        })
        .execute();
    }
    return cardOf(inserted);
  });

/**
 * The member's bound card numbers in full, for the promotions area's self-referral signs (the
 * same card behind two accounts); never sent to a client, which sees `maskAccount`'s form.
 */
export const cardNumbersOf = async (db: Db, memberId: number): Promise<string[]> =>
  (
    await cashierDb(db)
      .selectFrom('bank_cards')
      .select('account_number')
      .where('member_id', '=', memberId)
      .execute()
  ).map((r) => r.account_number);
