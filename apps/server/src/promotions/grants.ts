import type { PromotionTerms } from '@portal/contract';
import { sql } from 'kysely';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { HOUSE_ACCOUNTS } from '../ledger/accountCodes.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import { openHouseBucket, openMemberWallet, transfer } from '../ledger/ledger.ts';
import { minorOf } from '../ledger/money.ts';
import { promotionsDb } from './promotionsDb.ts';
import { flagLinkedGrants, grantLinks } from './sharedSigns.ts';

/** The ledger kinds a grant may be paid under (a forfeit is the other way, see wagering.ts). */
export type GrantLedgerKind =
  | typeof PROMOTION_LEDGER_KINDS.promotionBonus
  | typeof PROMOTION_LEDGER_KINDS.promotionRebate
  | typeof PROMOTION_LEDGER_KINDS.vipGift;

/** The ledger key of a grant: one payment per (member, promotion, period), whatever happens. */
export const grantKey = (memberId: number, promotionId: number, periodKey: string): string =>
  `promotion:${memberId}:${promotionId}:${periodKey}`;

export interface GrantReward {
  merchantId: number;
  memberId: number;
  currency: string;
  /** The promotion as it is now: its terms are copied onto the grant. */
  promotion: { id: number; kind: string; terms: PromotionTerms };
  /** What the promotion pays per: 'once', a brand day, a deposit's order number, `vip:<level>`. */
  periodKey: string;
  /** Minor units, above zero. */
  amount: bigint;
  /** The deposit a deposit bonus matched: counted into the wagering when the terms say so. */
  deposit?: bigint;
  ledgerKind?: GrantLedgerKind;
  /** When the grant is made: its expiry counts from here, its figures fall on this brand day. */
  now: Date;
  /**
   * Abuse signs for staff the caller found itself; the signs linking the member to other holders
   * of the promotion (sharedSigns.ts) are added to these and to theirs.
   */
  flags?: readonly string[];
}

export interface Granted {
  grantId: number;
  transactionId: bigint;
  requirement: bigint;
}

const DAY_MS = 86_400_000;

/** The wagering a grant asks: (bonus, or bonus plus deposit) times the multiple, in minor units. */
export const wageringRequirement = (
  terms: PromotionTerms,
  amount: bigint,
  deposit: bigint,
): bigint => {
  const wagering = terms.wagering;
  if (!wagering) return 0n;
  const base = amount + (wagering.includeDeposit ? deposit : 0n);
  return (base * BigInt(wagering.multipleMille)) / 1000n;
};

/**
 * Pays a grant as one keyed movement from the house account `promotions` to the member's main
 * wallet, writes the grant (terms copied, wagering requirement, expiry, maximum bet) and adds
 * the money to the member's figures, all in `tx`'s transaction (or a new one): the kinds of
 * promokinds and points call this too. The requirement locks withdrawals from the grant itself,
 * counted by its weights (wagering.ts `bonusWagering`), not through the cashier's turnover.
 *
 * Returns null when the (member, promotion, period) was granted already: the ledger replayed
 * the first payment and wrote nothing, no row was written, and the caller answers with its
 * catalogue code. Refuses (`promotion.household.granted`, nothing written) a promotion of one
 * grant per household to a member linked to another holder; flags every grant with the signs
 * linking its member to other holders (sharedSigns.ts). Parallel calls for one key queue on the ledger key's unique index; the first
 * pays, the others find it.
 */
export const grantReward = async (tx: Db, g: GrantReward): Promise<Granted | null> => {
  if (g.amount <= 0n) throw new Error('a grant pays an amount above zero');
  const run = async (trx: Db): Promise<Granted | null> => {
    const wallet = await openMemberWallet(trx, g.merchantId, g.memberId, g.currency);
    const house = await openHouseBucket(
      trx,
      g.merchantId,
      HOUSE_ACCOUNTS.promotions,
      g.memberId,
      g.currency,
    );
    const ledgerKind = g.ledgerKind ?? PROMOTION_LEDGER_KINDS.promotionBonus;
    // A replay of the member's own grant answers null below, never the household refusal.
    if (
      g.promotion.terms.oneGrantPerHousehold === true &&
      !(await hasGrant(trx, g.merchantId, g.memberId, g.promotion.id, g.periodKey)) &&
      (await grantLinks(trx, g.merchantId, g.promotion.id, g.memberId)).holders.length > 0
    ) {
      throw new CatalogueError('promotion.household.granted');
    }
    const posted = await transfer(trx, {
      merchantId: g.merchantId,
      idempotencyKey: grantKey(g.memberId, g.promotion.id, g.periodKey),
      kind: ledgerKind,
      currency: g.currency,
      from: house,
      to: wallet,
      amount: g.amount,
      reference: `promotion:${g.promotion.id}:${g.periodKey}`,
    });
    if (posted.replayed) return null;
    const requirement = wageringRequirement(g.promotion.terms, g.amount, g.deposit ?? 0n);
    const wagering = g.promotion.terms.wagering;
    const maxBet = wagering?.maxBet ? minorOf(wagering.maxBet, g.currency) : null;
    const open = requirement > 0n;
    const row = await promotionsDb(trx)
      .insertInto('promotion_grants')
      .values({
        merchant_id: g.merchantId,
        member_id: g.memberId,
        promotion_id: g.promotion.id,
        period_key: g.periodKey,
        kind: g.promotion.kind,
        terms: JSON.stringify(g.promotion.terms),
        currency: g.currency,
        amount: g.amount,
        requirement,
        max_bet: open && maxBet !== null && maxBet > 0n ? maxBet : null,
        status: open ? 'active' : 'completed',
        flags: JSON.stringify(g.flags ?? []),
        transaction_id: posted.transactionId,
        granted_at: g.now,
        expires_at:
          open && wagering ? new Date(g.now.getTime() + wagering.expiryDays * DAY_MS) : null,
        ended_at: open ? null : g.now,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'member_id', 'promotion_id', 'period_key']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    // The ledger key and the grant's key are the same triple: a fresh payment with a grant row
    // already there means a row written outside grantReward, which must not pay twice.
    if (!row) throw new Error(`grant ${grantKey(g.memberId, g.promotion.id, g.periodKey)} exists`);
    await flagLinkedGrants(trx, g.merchantId, g.promotion.id, sql`SELECT ${g.memberId}::int`);
    await addFigures(trx, {
      merchantId: g.merchantId,
      memberId: g.memberId,
      currency: g.currency,
      category: NO_GAME,
      at: g.now,
      ...(ledgerKind === PROMOTION_LEDGER_KINDS.promotionRebate
        ? { rebates: g.amount }
        : { promotions: g.amount }),
    });
    return { grantId: Number(row.id), transactionId: posted.transactionId, requirement };
  };
  return tx.isTransaction ? run(tx) : tx.transaction().execute(run);
};

/**
 * Whether `error` is the household refusal of {@link grantReward}: a job paying a grant (a
 * deposit's bonus, a referral) skips it rather than failing and retrying what cannot change.
 */
export const isHouseholdRefusal = (error: unknown): boolean =>
  error instanceof CatalogueError && error.code === 'promotion.household.granted';

/** Whether the member already has a grant for (promotion, period): a cheap pre-check. */
export const hasGrant = async (
  db: Db,
  merchantId: number,
  memberId: number,
  promotionId: number,
  periodKey: string,
): Promise<boolean> => {
  const { rows } = await sql<{ found: number }>`
    SELECT 1 AS found FROM promotion_grants
    WHERE merchant_id = ${merchantId} AND member_id = ${memberId}
      AND promotion_id = ${promotionId} AND period_key = ${periodKey}`.execute(db);
  return rows.length > 0;
};
