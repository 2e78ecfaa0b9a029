import type { Brand } from '@portal/brand';
import { stakeScale } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { brandMinor } from '../ledger/money.ts';
import { findLotteryGame } from './lotteryGames.ts';
import { cancelOrder, memberOrders, placeOrders } from './orders.ts';
import { elottOdds100, gamePrizeMode } from './prizeMode.ts';

/**
 * The brand's caps (lottery-rules: brand config), in minor units, its Elott odds, and its
 * stake scale (what the engine's amounts are multiplied by: brand.json `lottery.stakeBase`).
 */
const lotteryCaps = (brand: Brand) => ({
  prizeCap: brandMinor(brand.lottery.prizeCapPerOrder, brand.currency),
  seaNumberCap: brandMinor(brand.lottery.seaNumberSalesCap, brand.currency),
  elottOdds: elottOdds100(brand),
  stakeScale: stakeScale(brand.currency, brand.lottery.stakeBase),
});

/** Placing, cancelling and listing the member's lottery orders. */
export const ordersHandlers = {
  placeLotteryOrder: async (input, ctx) => {
    const { db } = ctx.services;
    const game = await findLotteryGame(db, ctx.merchant.id, { id: input.gameId });
    const mode = gamePrizeMode(ctx.merchant, game.draw_group, input.prizeMode);
    return placeOrders(db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.session.memberId,
      trialTypes: ctx.merchant.brand.trialTypes,
      currency: ctx.merchant.brand.currency,
      game,
      numero: input.numero,
      mode,
      bets: input.bets,
      chase: input.chase,
      now: ctx.services.clock(),
      ...lotteryCaps(ctx.merchant.brand),
    });
  },

  cancelLotteryOrder: async (input, ctx) => {
    // lottery-rules: cancelling before the lock is the brand's to switch off.
    if (!ctx.merchant.brand.lottery.memberCancel) throw new CatalogueError('lottery.cancel.off');
    return cancelOrder(ctx.services.db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.session.memberId,
      orderNo: input.orderNo,
      now: ctx.services.clock(),
    });
  },

  lotteryOrders: async (input, ctx) =>
    memberOrders(ctx.services.db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.session.memberId,
      gameId: input.gameId,
      status: input.status,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    }),
} satisfies HandlerMap;
