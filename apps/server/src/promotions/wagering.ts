import { type RawBuilder, sql } from 'kysely';
import type { BonusWagering } from '../cashier/turnover.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { HOUSE_ACCOUNTS } from '../ledger/accountCodes.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  inTransaction,
  lockedBalance,
  openHouseBucket,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { promotionsDb } from './promotionsDb.ts';

/** How a grant's wagering ended without being met (promotions-rules.md "Wagering"). */
export type GrantEnd = 'expired' | 'forfeited' | 'cancelled';

export interface EndGrant {
  merchantId: number;
  /** When given, the grant must be this member's (a member's own call). */
  memberId?: number;
  grantId: number;
  status: GrantEnd;
  reason: string;
  now: Date;
}

/**
 * Ends an active grant whose wagering is unmet: the bonus is taken back from the member's
 * main wallet as far as the balance covers (one movement keyed by the grant, to the house
 * account `promotions`), its wagering left stops locking withdrawals, and the grant records
 * why. The conditional update claims the grant, so an expiry job, a staff forfeit and
 * the member's "give up" racing each other end it once. Returns what was taken back.
 *
 * @throws CatalogueError `promotion.bonus.not.active` when the grant is not active (or not the
 *   member's).
 */
export const endGrant = (db: Db, e: EndGrant): Promise<bigint> =>
  inTransaction(db, async (trx) => {
    let claim = promotionsDb(trx)
      .updateTable('promotion_grants')
      .set({ status: e.status, reason: e.reason, ended_at: e.now })
      .where('id', '=', String(e.grantId))
      .where('merchant_id', '=', e.merchantId)
      .where('status', '=', 'active');
    if (e.memberId !== undefined) claim = claim.where('member_id', '=', e.memberId);
    const grant = await claim
      .returning(['member_id', 'currency', 'amount', 'requirement', 'progress'])
      .executeTakeFirst();
    if (!grant) throw new CatalogueError('promotion.bonus.not.active');
    const { currency } = grant;
    const wallet = await openMemberWallet(trx, e.merchantId, grant.member_id, currency);
    // Locked before it is read, so a bet cannot spend between the read and the movement.
    const balance = await lockedBalance(trx, wallet);
    const amount = BigInt(grant.amount);
    const taken = balance < amount ? (balance > 0n ? balance : 0n) : amount;
    if (taken > 0n) {
      const house = await openHouseBucket(
        trx,
        e.merchantId,
        HOUSE_ACCOUNTS.promotions,
        grant.member_id,
        currency,
      );
      await transfer(trx, {
        merchantId: e.merchantId,
        idempotencyKey: `promotion-end:${e.grantId}`,
        kind: PROMOTION_LEDGER_KINDS.promotionForfeit,
        currency,
        from: wallet,
        to: house,
        amount: taken,
        reference: `promotion-grant:${e.grantId}`,
      });
    }
    // Its wagering left stops locking withdrawals with the status: bonusWagering reads only
    // active grants.
    await promotionsDb(trx)
      .updateTable('promotion_grants')
      .set({ taken_back: taken })
      .where('id', '=', String(e.grantId))
      .execute();
    return taken;
  });

/**
 * What a grant still asks to be wagered: its requirement less its weighted progress while it
 * is active, nothing once it has ended. The bonus details show it per grant and the withdrawal
 * lock sums it (bonusWagering below): one definition.
 */
export const wageringLeft = (grant: {
  status: string;
  requirement: string | bigint;
  progress: string | bigint;
}): bigint => {
  const left = BigInt(grant.requirement) - BigInt(grant.progress);
  return grant.status === 'active' && left > 0n ? left : 0n;
};

/**
 * The wagering left of the member's active bonuses in a currency, summed as
 * {@link wageringLeft} counts each: the cashier's withdrawal lock adds it to its turnover
 * (cashier/turnover.ts `withdrawalLockOf`; the server's services hand it down).
 */
export const bonusWagering: BonusWagering = {
  leftOf: async (db, merchantId, memberId, currency) => {
    const { rows } = await sql<{ left: string | null }>`
      SELECT sum(greatest(requirement - progress, 0))::text AS left FROM promotion_grants
      WHERE member_id = ${memberId} AND merchant_id = ${merchantId} AND currency = ${currency}
        AND status = 'active'`.execute(db);
    return BigInt(rows[0]?.left ?? 0);
  },
};

/** The member gives up an active bonus in the reward centre. */
export const giveUpGrant = (
  db: Db,
  g: { merchantId: number; memberId: number; grantId: number; now: Date },
): Promise<bigint> => endGrant(db, { ...g, status: 'cancelled', reason: 'given up by the member' });

/**
 * The largest bet the member may place now: the smallest maximum bet of their active grants,
 * or null when none limits it. One read on the partial index of active grants, so the bet
 * paths (lottery placing, the seamless wallet) can afford it on every bet.
 */
export const maxBetOf = async (db: Db, memberId: number): Promise<bigint | null> => {
  const { rows } = await sql<{ max_bet: string | null }>`
    SELECT min(max_bet) AS max_bet FROM promotion_grants
    WHERE member_id = ${memberId} AND status = 'active'`.execute(db);
  const value = rows[0]?.max_bet;
  return value === null || value === undefined ? null : BigInt(value);
};

/**
 * The same for many members in one read (the lottery's sale batch): only the members some
 * active grant limits are in the map.
 */
export const maxBetsOf = async (
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, bigint>> => {
  const { rows } = await sql<{ member_id: number; max_bet: string }>`
    SELECT member_id, min(max_bet)::text AS max_bet FROM promotion_grants
    WHERE member_id = ANY(${[...new Set(memberIds)]}::int[]) AND status = 'active'
      AND max_bet IS NOT NULL
    GROUP BY member_id`.execute(db);
  return new Map(rows.map((row) => [row.member_id, BigInt(row.max_bet)]));
};

/**
 * Refuses a stake above the maximum bet of an active grant, at bet time and before any money
 * moves (promotions-rules.md: refused, not voided later).
 *
 * @throws CatalogueError `promotion.max.bet`
 */
export const refuseOverMaxBet = async (db: Db, memberId: number, stake: bigint): Promise<void> => {
  const max = await maxBetOf(db, memberId);
  if (max !== null && stake > max) throw new CatalogueError('promotion.max.bet');
};

/**
 * Ends every active grant of the member as forfeited (a self-exclusion or time-out: rules
 * "Wagering"), each as far as the balance covers. Returns how many ended.
 */
export const forfeitActiveGrants = async (
  db: Db,
  memberId: number,
  reason: string,
  now: Date,
): Promise<number> => {
  const active = await promotionsDb(db)
    .selectFrom('promotion_grants')
    .select(['id', 'merchant_id'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'active')
    .execute();
  let ended = 0;
  for (const g of active) {
    try {
      await endGrant(db, {
        merchantId: g.merchant_id,
        memberId,
        grantId: Number(g.id),
        status: 'forfeited',
        reason,
        now,
      });
      ended += 1;
    } catch (error) {
      // Another path ended it meanwhile: it is ended either way.
      if (!(error instanceof CatalogueError)) throw error;
    }
  }
  return ended;
};

/** The expiry job: every ten minutes, grants past their expiry with wagering unmet. */
export const EXPIRY_TICK_TASK = 'promotions-expiry-tick';
export const EXPIRY_CRONTAB = `*/10 * * * * ${EXPIRY_TICK_TASK}`;

/**
 * Expires every active grant whose expiry is at or before `at` (the schedule's time): the
 * bonus taken back as far as the balance covers, once (the conditional update of endGrant).
 * Returns how many expired now.
 */
export const expireGrants = async (db: Db, at: Date): Promise<number> => {
  await completeMetGrants(db, at);
  const due = await promotionsDb(db)
    .selectFrom('promotion_grants')
    .select(['id', 'merchant_id'])
    .where('status', '=', 'active')
    .where('expires_at', '<=', at)
    .execute();
  let expired = 0;
  for (const g of due) {
    try {
      await endGrant(db, {
        merchantId: g.merchant_id,
        grantId: Number(g.id),
        status: 'expired',
        reason: 'expired with its wagering unmet',
        now: at,
      });
      expired += 1;
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
    }
  }
  return expired;
};

/**
 * Settled valid bets counted toward the members' active grants (promotions-rules.md
 * "Wagering"), in the settlement's transaction: each grant of the member in that currency adds
 * the stake times its promotion's weight for the category (`terms.wagering.weightsBp`, basis
 * points; a category not listed counts 0), and a grant whose progress reaches its requirement
 * is completed then. The valid bets are the activity figures' (addSettledPlay), net of opposite
 * bets on one lottery numero (only their difference counts).
 *
 * The statement reads them from `valid_bets (member_id, category, currency, valid_bet)`, one
 * row per member, category and currency with a valid bet above zero, which the caller's
 * statement defines: a settled draw's is the figures' own statement (this one runs in it as a
 * data-modifying CTE, so the draw's orders are aggregated once and the valid bets never leave
 * the database); a vendor round's is {@link addWageringProgress}. Only the grants of the
 * members in it are read (the join starts from the active grants' partial index or hashes
 * them), and only those whose progress moves are written.
 *
 * The seamless wallet has nothing to offset: a vendor round is one bet, and the vendor's calls
 * name neither the event nor the side it was on, so hedging there is left to the category
 * weights and the maximum bet.
 */
export const wageringFromValidBets = (merchantId: number, at: Date): RawBuilder<unknown> => sql`
  UPDATE promotion_grants g
  SET progress = least(g.requirement, g.progress + a.add),
    status = CASE WHEN g.progress + a.add >= g.requirement THEN 'completed' ELSE g.status END,
    ended_at = CASE WHEN g.progress + a.add >= g.requirement THEN ${at} ELSE g.ended_at END
  FROM (
    SELECT ag.id, sum(p.valid_bet
      * coalesce((ag.terms->'wagering'->'weightsBp'->>p.category)::bigint, 0) / 10000) AS add
    FROM promotion_grants ag
    JOIN valid_bets p ON p.member_id = ag.member_id AND p.currency = ag.currency
    WHERE ag.status = 'active' AND ag.merchant_id = ${merchantId} AND ag.requirement > 0
    GROUP BY ag.id
  ) a
  WHERE g.id = a.id AND a.add > 0`;

/**
 * {@link wageringFromValidBets} for valid bets held here (a settled vendor round): one
 * statement, whatever their number.
 */
export const addWageringProgress = async (
  trx: Db,
  merchantId: number,
  at: Date,
  plays: readonly { memberId: number; category: string; currency: string; validBet: bigint }[],
): Promise<void> => {
  const counted = plays.filter((p) => p.validBet > 0n);
  if (counted.length === 0) return;
  await sql`
    WITH valid_bets AS (
      SELECT member_id, category, currency, sum(valid_bet) AS valid_bet
      FROM unnest(
        ${counted.map((p) => p.memberId)}::int[],
        ${counted.map((p) => p.category)}::text[],
        ${counted.map((p) => p.currency)}::text[],
        ${counted.map((p) => String(p.validBet))}::bigint[]
      ) AS u(member_id, category, currency, valid_bet)
      GROUP BY member_id, category, currency
    )
    ${wageringFromValidBets(merchantId, at)}
  `.execute(trx);
};

/**
 * Completes the active grants whose weighted progress has reached the requirement (the
 * settlement completes them as it counts; this sweeps any it did not, e.g. a requirement
 * lowered after the grant), so expiry never takes back a bonus whose wagering is met. Progress
 * is the weighted one of `addWageringProgress`, not the cashier's turnover: that counts every
 * bet in full when placed and gates withdrawals; a grant met there but not by its weights is
 * still taken back at expiry, as far as the balance covers (promotions-rules.md "Wagering").
 */
export const completeMetGrants = async (db: Db, at: Date): Promise<number> => {
  const done = await promotionsDb(db)
    .updateTable('promotion_grants')
    .set({ status: 'completed', ended_at: at })
    .where('status', '=', 'active')
    .where(sql<boolean>`progress >= requirement`)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
};
