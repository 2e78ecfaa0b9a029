import type { DrawState, StaffDraw } from '@portal/contract';
import { DRAW_ALGORITHM } from '@portal/lottery-rules';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { moneyOf } from '../ledger/money.ts';
import { merchantIdsInScope, merchantInScope } from '../staff/merchantScope.ts';
import { pageOf } from '../staff/paging.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';
import type { StaffDb, StaffTrx } from '../staff/staffDb.ts';
import { voidNumero } from './drawing.ts';

/** The draws with their sales, for the lottery desk. */
const drawRows = (db: StaffDb | StaffTrx) =>
  db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
    .where('g.draw_group', 'is not', null);

const drawSelection = (db: StaffDb | StaffTrx) =>
  drawRows(db).select([
    'm.merchant_code',
    'g.game_code',
    'g.game_name',
    'd.numero',
    'd.state',
    'd.lock_at',
    'd.draw_at',
    'd.win_no',
    'd.void_reason',
    'd.commitment',
    'd.seed',
    sql<string>`(SELECT count(*) FROM lottery_orders o
      WHERE o.game_id = d.game_id AND o.numero = d.numero)`.as('orders'),
    sql<string>`(SELECT coalesce(sum(o.amount), 0) FROM lottery_orders o
      WHERE o.game_id = d.game_id AND o.numero = d.numero)`.as('sales'),
    // A draw's orders are all in its brand's currency (one currency per brand).
    sql<string>`m.brand->>'currency'`.as('currency'),
  ]);

type DrawRow = Awaited<ReturnType<ReturnType<typeof drawSelection>['executeTakeFirstOrThrow']>>;

const staffDrawOf = (row: DrawRow): StaffDraw => ({
  merchantCode: row.merchant_code,
  gameCode: row.game_code,
  gameName: row.game_name,
  numero: row.numero,
  state: row.state as DrawState,
  lockAt: (row.lock_at ?? row.draw_at).toISOString(),
  drawAt: row.draw_at.toISOString(),
  winNo: row.win_no,
  orders: Number(row.orders),
  sales: moneyOf(BigInt(row.sales), row.currency),
  currency: row.currency,
  voidReason: row.void_reason,
  proof: {
    algorithm: DRAW_ALGORITHM,
    commitment: row.commitment,
    // As the portal's proofs: a seed is shown only once its numbers are drawn.
    seed: row.state === 'drawn' || row.state === 'settled' ? row.seed : null,
  },
});

/** The lottery desk: draws by state, and voiding one (owner and risk; audited). */
export const lotteryDeskHandlers: Pick<StaffHandlerMap, 'lotteryDraws' | 'lotteryDrawVoid'> = {
  lotteryDraws: async (input, ctx) => {
    const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const counted = drawRows(ctx.db)
      .select((eb) => eb.fn.countAll().as('count'))
      .$if(merchants !== null, (q) => q.where('g.merchant_id', 'in', merchants ?? []))
      .$if(input.gameCode !== undefined, (q) => q.where('g.game_code', '=', input.gameCode ?? ''))
      .$if(input.state !== undefined, (q) => q.where('d.state', '=', input.state ?? 'open'));
    const ordered = drawSelection(ctx.db)
      .$if(merchants !== null, (q) => q.where('g.merchant_id', 'in', merchants ?? []))
      .$if(input.gameCode !== undefined, (q) => q.where('g.game_code', '=', input.gameCode ?? ''))
      .$if(input.state !== undefined, (q) => q.where('d.state', '=', input.state ?? 'open'))
      .orderBy('d.draw_at', 'desc')
      .orderBy('g.game_code');
    return pageOf(counted, ordered, input, staffDrawOf);
  },

  lotteryDrawVoid: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const game = await ctx.db
      .selectFrom('lottery_games')
      .select(['id'])
      .where('merchant_id', '=', merchant.id)
      .where('game_code', '=', input.gameCode)
      .where('draw_group', 'is not', null)
      .executeTakeFirst();
    if (!game) throw new CatalogueError('not.found', { message: 'No such lottery game.' });
    const before = await drawSelection(ctx.db)
      .where('d.game_id', '=', game.id)
      .where('d.numero', '=', input.numero)
      .executeTakeFirst();
    if (!before) throw new CatalogueError('not.found', { message: 'No such draw.' });
    // ctx.db is the request's transaction: the refunds and the audit entry commit together.
    const { refunded } = await voidNumero(
      ctx.db as unknown as Db,
      game.id,
      input.numero,
      input.reason,
      ctx.now,
    );
    const after = await drawSelection(ctx.db)
      .where('d.game_id', '=', game.id)
      .where('d.numero', '=', input.numero)
      .executeTakeFirstOrThrow();
    await ctx.audit({
      action: 'lottery.void',
      targetType: 'lotteryDraw',
      targetId: `${input.gameCode}:${input.numero}`,
      merchantId: merchant.id,
      before: { state: before.state },
      after: { state: 'void', reason: input.reason, ordersRefunded: refunded },
    });
    return staffDrawOf(after);
  },
};
