import { brandDay, type RaffleVerification } from '@portal/contract';
import {
  commitmentOf,
  drawRafflePrize,
  newSeed,
  RAFFLE_ALGORITHM,
  raffleListProblem,
} from '@portal/lottery-rules';
import { sql } from 'kysely';
import { memberDepositsSince, memberPlayByCategory } from '../../activity/figures.ts';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { minorOf, moneyOf } from '../../ledger/money.ts';
import { grantReward } from '../grants.ts';
import type { PromotionRow } from '../hall.ts';
import type { KindContext } from '../kindContext.ts';
import { kindsDb } from './kindsDb.ts';
import { kindTerms, type RaffleTerms, raffleTermsSchema } from './kindTerms.ts';

/**
 * The raffle (promotions-rules.md kind 4): tickets earned by deposits or valid bets since the
 * raffle started, each claim drawing one prize at once from the weighted list with stock, by
 * `raffle-hmac-sha256-v1` of @portal/lottery-rules over the raffle's seed and the member's
 * ticket number. The seed's commitment is what `raffleVerification` shows from the start; the
 * seed itself only once the raffle has ended, so nobody can foresee a draw while it runs.
 */

/**
 * The raffle's seed, made once: the first caller inserts it, racing callers find it. The desk
 * makes it when staff save the raffle, so its commitment is published before it starts; the
 * first look at the raffle (its verification, its hall card or a claim) makes it for a raffle
 * written elsewhere (a seed or a test), so every raffle has one.
 */
export const ensureRaffleSeed = async (
  db: Db,
  merchantId: number,
  promotionId: number,
): Promise<{ seed: string; commitment: string }> => {
  const kdb = kindsDb(db);
  const seed = newSeed();
  await kdb
    .insertInto('raffle_seeds')
    .values({
      promotion_id: promotionId,
      merchant_id: merchantId,
      seed,
      commitment: await commitmentOf(seed),
    })
    .onConflict((oc) => oc.column('promotion_id').doNothing())
    .execute();
  return kdb
    .selectFrom('raffle_seeds')
    .select(['seed', 'commitment'])
    .where('promotion_id', '=', promotionId)
    .executeTakeFirstOrThrow();
};

/** Tickets earned: one per `ticketAmount` deposited or validly bet since the start. */
export const ticketsEarned = async (
  db: Db,
  merchantId: number,
  memberId: number,
  promotion: PromotionRow,
  terms: RaffleTerms,
  currency: string,
  timeZone: string,
): Promise<number> => {
  const unit = minorOf(terms.ticketAmount, currency);
  if (unit <= 0n) return 0;
  const fromDay = brandDay(promotion.starts_at, timeZone);
  const total =
    terms.ticketBy === 'deposit'
      ? await memberDepositsSince(db, merchantId, memberId, fromDay)
      : (await memberPlayByCategory(db, memberId, fromDay, null)).reduce(
          (sum, c) => sum + c.validBet,
          0n,
        );
  const earned = Number(total / unit);
  return Math.min(earned, terms.maxTickets ?? earned);
};

/** Whether the raffle is over, so its seed may be shown (to members and staff alike). */
export const raffleEnded = (promotion: Pick<PromotionRow, 'state' | 'ends_at'>, now: Date) =>
  promotion.state === 'ended' || (promotion.ends_at !== null && promotion.ends_at <= now);

export interface RaffleWin {
  ticket: number;
  prizeId: number;
  prizeName: string;
  amount: bigint;
}

/**
 * Draws the member's next ticket. The stock rows are locked (every prize, ascending), so the
 * promotion's draws take turns: the in-stock list a draw sees is the one the previous draws
 * left, the ticket number is the member's next, and 50 parallel claims of one member with one
 * ticket draw once (the others find no ticket left: `promotion.nothing.to.claim`). The prize's
 * money is one keyed grant (`ticket:<n>`) in the same transaction as the draw's row.
 */
export const claimRaffle = async (ctx: KindContext): Promise<RaffleWin> => {
  const { merchant, promotion, now } = ctx;
  const terms = kindTerms(promotion, 'raffle', raffleTermsSchema);
  const currency = merchant.brand.currency;
  const memberId = ctx.member.memberId;
  const earned = await ticketsEarned(
    ctx.db,
    merchant.id,
    memberId,
    promotion,
    terms,
    currency,
    ctx.timeZone,
  );
  if (earned === 0) throw new CatalogueError('promotion.nothing.to.claim');
  const { seed } = await ensureRaffleSeed(ctx.db, merchant.id, promotion.id);
  return inTransaction(ctx.db, async (trx) => {
    const kdb = kindsDb(trx);
    await kdb
      .insertInto('raffle_stock')
      .values(
        terms.prizes.map((p) => ({
          merchant_id: merchant.id,
          promotion_id: promotion.id,
          prize_id: p.prizeId,
          remaining: p.stock,
        })),
      )
      .onConflict((oc) => oc.columns(['promotion_id', 'prize_id']).doNothing())
      .execute();
    const stock = await kdb
      .selectFrom('raffle_stock')
      .select(['prize_id', 'remaining'])
      .where('promotion_id', '=', promotion.id)
      .orderBy('prize_id')
      .forUpdate()
      .execute();
    const used = await kdb
      .selectFrom('raffle_draws')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('promotion_id', '=', promotion.id)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    if (used.n >= earned) throw new CatalogueError('promotion.nothing.to.claim');
    const inStock = terms.prizes
      .filter((p) => (stock.find((s) => s.prize_id === p.prizeId)?.remaining ?? 0) > 0)
      .map((p) => ({ prizeId: p.prizeId, weight: p.weight }))
      .sort((a, b) => a.prizeId - b.prizeId);
    if (raffleListProblem(inStock)) throw new CatalogueError('promotion.nothing.to.claim');
    const ticket = used.n + 1;
    const prizeId = await drawRafflePrize(
      seed,
      { promotionId: promotion.id, memberId, ticket },
      inStock,
    );
    const prize = terms.prizes.find((p) => p.prizeId === prizeId);
    if (!prize) throw new Error(`raffle ${promotion.id} drew prize ${prizeId} not in its terms`);
    await kdb
      .updateTable('raffle_stock')
      .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
      .where('promotion_id', '=', promotion.id)
      .where('prize_id', '=', prizeId)
      .execute();
    const amount = minorOf(prize.amount, currency);
    const granted =
      amount > 0n
        ? await grantReward(trx, {
            merchantId: merchant.id,
            memberId,
            currency,
            promotion: { id: promotion.id, kind: promotion.kind, terms: promotion.terms },
            periodKey: `ticket:${ticket}`,
            amount,
            now,
          })
        : null;
    if (amount > 0n && !granted) throw new CatalogueError('promotion.already.claimed');
    await kdb
      .insertInto('raffle_draws')
      .values({
        merchant_id: merchant.id,
        promotion_id: promotion.id,
        member_id: memberId,
        ticket,
        prize_id: prizeId,
        prize_name: prize.name,
        amount,
        in_stock: JSON.stringify(inStock),
        grant_id: granted ? String(granted.grantId) : null,
        drawn_at: now,
      })
      .execute();
    return { ticket, prizeId, prizeName: prize.name, amount };
  });
};

/** The member's draws with the commitment, and the seed once the raffle has ended. */
export const raffleVerification = async (
  ctx: Omit<KindContext, 'member'> & { memberId: number },
): Promise<RaffleVerification> => {
  const { merchant, promotion, now, memberId } = ctx;
  if (promotion.kind !== 'raffle') throw new CatalogueError('promotion.unknown');
  const currency = merchant.brand.currency;
  const { seed, commitment } = await ensureRaffleSeed(ctx.db, merchant.id, promotion.id);
  const draws = await kindsDb(ctx.db)
    .selectFrom('raffle_draws')
    .selectAll()
    .where('promotion_id', '=', promotion.id)
    .where('member_id', '=', memberId)
    .orderBy('ticket')
    .execute();
  let earned = 0;
  try {
    const terms = kindTerms(promotion, 'raffle', raffleTermsSchema);
    earned = await ticketsEarned(
      ctx.db,
      merchant.id,
      memberId,
      promotion,
      terms,
      currency,
      ctx.timeZone,
    );
  } catch (error) {
    // Terms that no longer parse earn nothing more; the draws made still verify.
    if (!(error instanceof CatalogueError)) throw error;
  }
  return {
    promotionId: promotion.id,
    memberId,
    algorithm: RAFFLE_ALGORITHM,
    commitment,
    seed: raffleEnded(promotion, now) ? seed : null,
    ticketsEarned: Math.max(earned, draws.length),
    ticketsUsed: draws.length,
    draws: draws.map((d) => ({
      ticket: d.ticket,
      prizeId: d.prize_id,
      prizeName: d.prize_name,
      prizeAmount: moneyOf(d.amount, currency),
      inStock: d.in_stock,
      drawnAt: d.drawn_at.toISOString(),
    })),
  };
};

/**
 * The hall's status of a raffle for a member: a ticket left is a draw to claim; all drawn is
 * claimed; else the core's. Looking at it makes the seed, so a raffle shown before it starts
 * has published its commitment by then.
 */
export const raffleStatus = async (ctx: KindContext): Promise<'claim' | 'claimed' | null> => {
  await ensureRaffleSeed(ctx.db, ctx.merchant.id, ctx.promotion.id);
  let earned = 0;
  try {
    const terms = kindTerms(ctx.promotion, 'raffle', raffleTermsSchema);
    earned = await ticketsEarned(
      ctx.db,
      ctx.merchant.id,
      ctx.member.memberId,
      ctx.promotion,
      terms,
      ctx.merchant.brand.currency,
      ctx.timeZone,
    );
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
  }
  const used = await kindsDb(ctx.db)
    .selectFrom('raffle_draws')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('promotion_id', '=', ctx.promotion.id)
    .where('member_id', '=', ctx.member.memberId)
    .executeTakeFirstOrThrow();
  if (earned > used.n) return 'claim';
  return used.n > 0 ? 'claimed' : null;
};
