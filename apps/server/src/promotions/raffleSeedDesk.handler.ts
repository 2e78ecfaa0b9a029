import { RAFFLE_ALGORITHM } from '@portal/lottery-rules';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import { ensureRaffleSeed, raffleEnded } from './kinds/raffle.ts';
import { promotionsDb } from './promotionsDb.ts';

/**
 * A raffle's seed for the promotions desk: the commitment while it runs, the seed once it has
 * ended (the same moment members see it in their verification panel; staff learn nothing a
 * member could not, so no one at the desk can foresee a draw). Asking commits the seed if no
 * one has yet, as every first look at a raffle does.
 */
export const raffleSeedDeskHandlers: Pick<StaffHandlerMap, 'promotionRaffleSeed'> = {
  promotionRaffleSeed: async (input, ctx) => {
    let query = promotionsDb(ctx.db as unknown as Db)
      .selectFrom('promotions')
      .select(['id', 'merchant_id', 'kind', 'state', 'ends_at'])
      .where('id', '=', input.promotionId);
    if (ctx.staff.merchantId !== null)
      query = query.where('merchant_id', '=', ctx.staff.merchantId);
    const row = await query.executeTakeFirst();
    if (row?.kind !== 'raffle') throw new CatalogueError('promotion.unknown');
    const { seed, commitment } = await ensureRaffleSeed(
      ctx.db as unknown as Db,
      row.merchant_id,
      row.id,
    );
    return {
      promotionId: row.id,
      algorithm: RAFFLE_ALGORITHM,
      commitment,
      seed: raffleEnded(row, ctx.now) ? seed : null,
    };
  },
};
