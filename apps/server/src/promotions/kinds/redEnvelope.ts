import { sql } from 'kysely';
import { CatalogueError } from '../../catalogueError.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import { minorOf } from '../../ledger/money.ts';
import { grantReward } from '../grants.ts';
import { ONCE } from '../hall.ts';
import type { KindContext } from '../kindContext.ts';
import { kindsDb } from './kindsDb.ts';
import { kindTerms, redEnvelopeTermsSchema, shareBounds } from './kindTerms.ts';
import { splitProblem, splitRedEnvelopes } from './redEnvelopeSplit.ts';

/**
 * The red envelope (promotions-rules.md kind 5): the pool is cut into its envelopes when the
 * promotion opens (ours: on its first pop, under a lock on the promotion, so exactly one cut is
 * ever written), then each pop claims one unpopped envelope by a conditional update that skips
 * rows another pop holds. The partial unique index (promotion, member) makes it one per member:
 * a member's parallel pops all wait on the first, which wins; the rest are told it is claimed.
 */

/** Postgres' unique violation: the member's envelope was popped by a parallel request. */
const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string } | null)?.code === '23505';

/** Cuts the pool into envelopes once; a later or parallel caller finds the cut made. */
const openEnvelopes = async (trx: Db, ctx: KindContext): Promise<void> => {
  const kdb = kindsDb(trx);
  const exists = async () =>
    (await kdb
      .selectFrom('red_envelopes')
      .select('seq')
      .where('promotion_id', '=', ctx.promotion.id)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  if (await exists()) return;
  await sql`SELECT pg_advisory_xact_lock(hashtext('red-envelope'), ${ctx.promotion.id})`.execute(
    trx,
  );
  if (await exists()) return;
  const terms = kindTerms(ctx.promotion, 'redEnvelope', redEnvelopeTermsSchema);
  const currency = ctx.merchant.brand.currency;
  const pool = minorOf(terms.pool, currency);
  const bounds = shareBounds(terms, currency);
  if (splitProblem(pool, terms.envelopes, currency, bounds)) {
    throw new CatalogueError('promotion.nothing.to.claim');
  }
  const shares = splitRedEnvelopes(pool, terms.envelopes, currency, undefined, bounds);
  await kdb
    .insertInto('red_envelopes')
    .values(
      shares.map((amount, i) => ({
        merchant_id: ctx.merchant.id,
        promotion_id: ctx.promotion.id,
        seq: i + 1,
        amount,
      })),
    )
    .execute();
};

/** Pops one envelope for the member: its amount and how many are still closed. */
export const popRedEnvelope = async (
  ctx: KindContext,
): Promise<{ amount: bigint; envelopesLeft: number }> => {
  if (ctx.promotion.kind !== 'redEnvelope') throw new CatalogueError('promotion.nothing.to.claim');
  const memberId = ctx.member.memberId;
  try {
    return await inTransaction(ctx.db, async (trx) => {
      await openEnvelopes(trx, ctx);
      const kdb = kindsDb(trx);
      const mine = await kdb
        .selectFrom('red_envelopes')
        .select('seq')
        .where('promotion_id', '=', ctx.promotion.id)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (mine) throw new CatalogueError('promotion.already.claimed');
      const { rows } = await sql<{ amount: string; seq: number }>`
        UPDATE red_envelopes SET member_id = ${memberId}, popped_at = ${ctx.now}
        WHERE (promotion_id, seq) = (
          SELECT promotion_id, seq FROM red_envelopes
          WHERE promotion_id = ${ctx.promotion.id} AND member_id IS NULL
          ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING amount::text AS amount, seq`.execute(trx);
      const popped = rows[0];
      if (!popped) throw new CatalogueError('promotion.nothing.to.claim');
      const amount = BigInt(popped.amount);
      const granted = await grantReward(trx, {
        merchantId: ctx.merchant.id,
        memberId,
        currency: ctx.merchant.brand.currency,
        promotion: { id: ctx.promotion.id, kind: ctx.promotion.kind, terms: ctx.promotion.terms },
        periodKey: ONCE,
        amount,
        now: ctx.now,
      });
      if (!granted) throw new CatalogueError('promotion.already.claimed');
      // The envelopes after this one in the pop order (pops take the lowest free seq): counting
      // the unpopped rows instead told parallel pops the same number, since each sees the
      // others' pops uncommitted (they used to queue on the promotions house row, which is now
      // in buckets by member: accountCodes.ts, HOUSE_BUCKETS).
      const left = await kdb
        .selectFrom('red_envelopes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('promotion_id', '=', ctx.promotion.id)
        .where('seq', '>', popped.seq)
        .executeTakeFirstOrThrow();
      return { amount, envelopesLeft: left.n };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('promotion.already.claimed');
    throw error;
  }
};

/**
 * The hall's status of a red envelope for a member who has not popped one: an envelope left
 * (or the pool not cut yet) is one to claim; else the core's (a popped one is the member's
 * grant, shown as claimed).
 */
export const redEnvelopeStatus = async (ctx: KindContext): Promise<'claim' | null> => {
  const rows = await kindsDb(ctx.db)
    .selectFrom('red_envelopes')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE member_id IS NULL)::int`.as('closed'),
      sql<number>`count(*) FILTER (WHERE member_id = ${ctx.member.memberId})::int`.as('mine'),
    ])
    .where('promotion_id', '=', ctx.promotion.id)
    .executeTakeFirstOrThrow();
  if (rows.mine > 0) return null;
  return rows.total === 0 || rows.closed > 0 ? 'claim' : null;
};
