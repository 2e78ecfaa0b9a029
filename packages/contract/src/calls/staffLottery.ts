import * as v from 'valibot';
import { money, str } from '../call.ts';
import { code, countedPage, instant, pageQuery } from '../fields.ts';
import { deskCallOf } from './deskCall.ts';
import { NUMERO_PATTERN } from './lottery.ts';

/**
 * The console's lottery desk (issue 12): the draws with their state, and voiding a draw.
 * Designed here, as the rest of the staff area ("not shown" in the specs). staff.ts joins
 * these calls into `staffCalls` and these permissions into `STAFF_PERMISSIONS`.
 */

export const LOTTERY_DESK_PERMISSIONS = ['lottery.read', 'lottery.void'] as const;
export type LotteryDeskPermission = (typeof LOTTERY_DESK_PERMISSIONS)[number];

/** A draw moves open -> drawn -> settled, or to void (lottery-rules.md, "Settlement"). */
export const DRAW_STATES = ['open', 'drawn', 'settled', 'void'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

const lotteryDeskCall = deskCallOf<LotteryDeskPermission>();

export const staffDrawSchema = v.object({
  merchantCode: v.string(),
  gameCode: v.string(),
  gameName: v.string(),
  numero: v.string(),
  state: v.picklist(DRAW_STATES),
  lockAt: instant,
  drawAt: instant,
  winNo: v.nullable(v.string()),
  orders: v.number(),
  /** Sum of the draw's order amounts, in `currency`. */
  sales: money,
  /** The brand's currency, which the sales are in. */
  currency: v.string(),
  voidReason: v.nullable(v.string()),
  /**
   * The draw's proof (lottery-rules.md, "Verifiable draws"): the commitment published before
   * sales, and the seed once drawn (null while open and for a void draw, as on the portal).
   */
  proof: v.object({
    algorithm: v.string(),
    commitment: v.nullable(v.string()),
    seed: v.nullable(v.string()),
  }),
});
export type StaffDraw = v.InferOutput<typeof staffDrawSchema>;

const numero = v.pipe(v.string(), v.regex(NUMERO_PATTERN));

export const staffLotteryCalls = {
  lotteryDraws: lotteryDeskCall({
    method: 'GET',
    path: '/staff/lottery/draws',
    permission: 'lottery.read',
    request: v.strictObject({
      merchantCode: v.optional(code(32)),
      gameCode: v.optional(code()),
      state: v.optional(v.picklist(DRAW_STATES)),
      ...pageQuery,
    }),
    response: countedPage(staffDrawSchema),
    summary: 'Scheduled and past lottery draws with their state, newest first',
  }),
  lotteryDrawVoid: lotteryDeskCall({
    method: 'POST',
    path: '/staff/lottery/draws/void',
    permission: 'lottery.void',
    request: v.strictObject({
      merchantCode: code(32),
      gameCode: code(),
      numero,
      reason: str(500, 3),
    }),
    response: staffDrawSchema,
    summary: 'Voids a draw that is not settled: every order refunded once (status 12)',
  }),
};
