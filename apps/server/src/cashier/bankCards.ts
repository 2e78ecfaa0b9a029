import type { BankCard } from '@portal/contract';
import { type RawBuilder, sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { merchantOfMember } from '../db/tenant.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { type RealNameDirectory, sameRealName } from '../session/realNames.ts';
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

/** The session area's reader of real names (the new-address second factor asks it). */
export const realNameDirectory: RealNameDirectory = { of: realNameOf };

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
    if (realName !== null && !sameRealName(realName, card.payee)) {
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

/**
 * The pairs (a member of `left`, another member of `right`) with one payee name (the real name
 * of realNameOf) or one card or payout account (bank_cards, by its digits alone): the signs of
 * one person behind two accounts that promotions flag. Names compare as the referral signs
 * compare them (promotions/kinds/referralSigns.ts): without case, diacritics or repeated spaces,
 * đ as d, so "Nguyễn Văn A" and "NGUYEN VAN A" meet. `left` and `right` are SQL lists of member
 * ids, compared in one statement.
 */
export const sharedPayees = async (
  db: Db,
  left: RawBuilder<unknown>,
  right: RawBuilder<unknown>,
): Promise<{ memberId: number; otherId: number; sign: 'samePayeeName' | 'sameCard' }[]> => {
  const { rows } = await sql<{
    member_id: number;
    other_id: number;
    sign: 'samePayeeName' | 'sameCard';
  }>`
    WITH l AS (${left}), r AS (${right}),
    names AS (
      SELECT m.id AS member_id, lower(btrim(regexp_replace(regexp_replace(
          translate(normalize(coalesce(n.real_name, m.profile->>'payeeName', ''), NFD), 'đĐ', 'dD'),
          '[\u0300-\u036f]', '', 'g'), '\\s+', ' ', 'g'))) AS name
      FROM members m LEFT JOIN member_real_names n ON n.member_id = m.id
      WHERE m.id IN (SELECT * FROM l UNION SELECT * FROM r)
    ),
    cards AS (
      SELECT member_id, regexp_replace(account_number, '\\D', '', 'g') AS digits FROM bank_cards
      WHERE member_id IN (SELECT * FROM l UNION SELECT * FROM r)
    )
    SELECT DISTINCT a.member_id, b.member_id AS other_id, 'samePayeeName' AS sign
    FROM names a JOIN names b ON b.name = a.name AND b.member_id <> a.member_id
    WHERE a.name <> '' AND a.member_id IN (SELECT * FROM l) AND b.member_id IN (SELECT * FROM r)
    UNION
    SELECT DISTINCT a.member_id, b.member_id, 'sameCard'
    FROM cards a JOIN cards b ON b.digits = a.digits AND b.member_id <> a.member_id
    WHERE a.digits <> '' AND a.member_id IN (SELECT * FROM l) AND b.member_id IN (SELECT * FROM r)
  `.execute(db);
  return rows.map((r) => ({ memberId: r.member_id, otherId: r.other_id, sign: r.sign }));
};
