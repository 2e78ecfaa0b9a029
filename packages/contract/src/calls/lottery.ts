import * as v from 'valibot';
import { defineCall, money, qInt } from '../call.ts';
import { BET_STATUS_CODES, PRIZE_MODES } from '../enums.ts';
import { code, codeList, instant, language, page, pageQuery } from '../fields.ts';

/*
 * The lottery gateway (`/lgw/*`, `/lotto/lgw/*`) answers bare JSON, no envelope. Times left
 * (`remainTime`, `lockTime`) are milliseconds; the client subtracts half the round trip from
 * remainTime, and betting closes `lockTime` before the draw.
 */

const gameId = qInt(1);

/** A game of the lottery menus. `tag` is a comma list that may include HOT. */
export const lotteryMenuGameSchema = v.object({
  gameId: v.number(),
  gameCode: v.string(),
  gameName: v.string(),
  gameGroupCode: v.string(),
  webIconUrl: v.string(),
  isSale: v.boolean(),
  tag: v.string(),
  prizeMode: v.picklist(PRIZE_MODES),
  // Designed (optional: see gameSchema): the draw format of lottery-rules.md (a HOT or a
  // Vietnamese region's game is still drawn as one of them); absent: not drawn here (KENO).
  drawGroup: v.optional(v.string()),
});
export type LotteryMenuGame = v.InferOutput<typeof lotteryMenuGameSchema>;

/** Designed: menus come grouped (K3, SSC, ...); the header leaves out the KENO group. */
export const lotteryMenuGroupSchema = v.object({
  gameGroupCode: v.string(),
  gameGroupName: v.string(),
  games: v.array(lotteryMenuGameSchema),
});
export type LotteryMenuGroup = v.InferOutput<typeof lotteryMenuGroupSchema>;

/**
 * A popular lottery card (portal-spec section 3). `previousWinningNumber` is split on commas
 * for PCB, LHC, PK10, 11X5 and HK6 and per character for K3, SSC and LF.
 */
export const popularLotterySchema = v.object({
  gameId: v.number(),
  gameCode: v.string(),
  // Designed (optional: see gameSchema): the card's title when `remark` is empty.
  gameName: v.optional(v.string()),
  gameGroupCode: v.string(),
  remark: v.string(),
  webIconUrl: v.string(),
  isSale: v.boolean(),
  tag: v.string(),
  numero: v.string(),
  remainTime: v.number(),
  lockTime: v.number(),
  previousWinningNumber: v.string(),
});
export type PopularLottery = v.InferOutput<typeof popularLotterySchema>;

/** A drawn numero and its winning number (wire-protocol.md: `{ numero, winNo }`). */
export const openedNumeroSchema = v.object({
  numero: v.string(),
  winNo: v.string(),
  // Designed (optional: see gameSchema): when the draw took place.
  openTime: v.optional(instant),
});
export type OpenedNumero = v.InferOutput<typeof openedNumeroSchema>;

export const nearNumerosSchema = v.object({
  currentNumero: v.object({ numero: v.string(), remainTime: v.number(), lockTime: v.number() }),
  previousNumero: v.nullable(openedNumeroSchema),
});
export type NearNumeros = v.InferOutput<typeof nearNumerosSchema>;

/*
 * Orders and draw proofs. Designed here: the specs name the lottery but show neither the
 * order calls' fields nor the proofs ("not shown"); the proofs' paths and fields are the
 * rules' own (lottery-rules.md, "Verifiable draws"), which outside verifiers rely on.
 *
 * A selection is one list of picks per row of its play, as @portal/lottery-rules checks it;
 * options that are not numbers (big/small, colours, animals) are picked by index. The server
 * checks every bet with the same engine, so the bounds here only keep requests small.
 */

/** A play's code as the rules name it: `GROUP.play` (`K3.sum`, `SSC.star5.direct`). */
const playCode = v.pipe(v.string(), v.maxLength(40), v.regex(/^[A-Z0-9]+(\.[a-z0-9]+)+$/));

/**
 * The largest selection any play of the rules takes: a 3-digit SEA or VN play's one row may
 * hold every number 000-999, and no play's rows together hold more (lottery-rules' tests
 * keep these equal to the catalogue's largest). Each play's own bounds are the engine's.
 */
export const MAX_PICKS_PER_ROW = 1000;
export const MAX_PICKS_PER_BET = 1000;

/** One bet of a slip: play, selection, unit (1 yuan, 2 jiao, 3 fen) and multiplier. */
export const lotteryBetSchema = v.strictObject({
  play: playCode,
  selection: v.pipe(
    v.array(v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(MAX_PICKS_PER_ROW))),
    v.minLength(1),
    v.maxLength(10),
    v.check(
      (rows) => rows.reduce((sum, row) => sum + row.length, 0) <= MAX_PICKS_PER_BET,
      `at most ${MAX_PICKS_PER_BET} picks in a bet`,
    ),
  ),
  unit: v.picklist([1, 2, 3]),
  multiplier: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
});
export type LotteryBet = v.InferOutput<typeof lotteryBetSchema>;

/**
 * A numero as the schedule writes it: `20261121-0042` (interval games) or `20261121`. The day's
 * draw count has at least four digits and five past 9999 (a game drawn more often than every
 * 8.64 s: a 4-second game's afternoon draws are `20261124-11535`).
 */
export const NUMERO_PATTERN = /^\d{8}(-\d{4,5})?$/;
const numero = v.pipe(v.string(), v.regex(NUMERO_PATTERN));

/** An order as the member sees it. Money is the wire amount (money.ts: the currency's own places). */
export const lotteryOrderSchema = v.object({
  orderNo: v.string(),
  gameId: v.number(),
  gameCode: v.string(),
  numero: v.string(),
  play: v.string(),
  selection: v.array(v.array(v.number())),
  unit: v.picklist([1, 2, 3]),
  multiplier: v.number(),
  stakes: v.number(),
  amount: money,
  prizeMode: v.picklist(PRIZE_MODES),
  // Designed (the spec does not show it): what the order's play pays on the terms it was bought
  // under (its mode, series and Elott overrides), as lotteryOdds' `prizes` show a play's.
  odds: v.optional(v.array(v.object({ key: v.nullable(v.string()), odds: v.number() }))),
  status: v.picklist(BET_STATUS_CODES),
  /** What came back to the member: prize, tie refund or refund (0 while not drawn). */
  payout: money,
  /** The draw's result once drawn. */
  winNo: v.nullable(v.string()),
  /** The chase this order belongs to, if any; its later orders share it. */
  chaseNo: v.nullable(v.string()),
  createdAt: instant,
  settledAt: v.nullable(instant),
});
export type LotteryOrder = v.InferOutput<typeof lotteryOrderSchema>;

/** A drawn numero's proof (lottery-rules.md): the seed is revealed only after the draw. */
export const drawProofSchema = v.object({
  gameCode: v.string(),
  group: v.string(),
  numero: v.string(),
  commitment: v.string(),
  seed: v.string(),
  algorithm: v.string(),
  winningNumbers: v.string(),
});
export type DrawProofAnswer = v.InferOutput<typeof drawProofSchema>;

/** The open numero with its commitment: published before its sales open, never the seed. */
export const nextDrawSchema = v.object({
  gameCode: v.string(),
  numero: v.string(),
  commitment: v.string(),
  algorithm: v.string(),
  lockAt: instant,
  drawAt: instant,
});
export type NextDraw = v.InferOutput<typeof nextDrawSchema>;

/** A chase: the same bets over the next `numeros` draws, paid up front. */
export const chaseSchema = v.strictObject({
  numeros: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(120)),
  stopOnWin: v.boolean(),
});

const menuQuery = v.object({
  prizeMode: v.optional(v.picklist(PRIZE_MODES)),
  device: v.optional(v.picklist(['WEB', 'MOBILE']), 'WEB'),
  language: v.optional(language),
});

export const lotteryCalls = {
  lotteryGameMenus: defineCall({
    method: 'GET',
    path: '/lgw/games/game_menus',
    token: false,
    module: 'LOTT3',
    request: menuQuery,
    response: v.array(lotteryMenuGroupSchema),
    summary: 'Lottery games by group, for the header menu and the lottery page',
  }),
  vnLotteryGameMenu: defineCall({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    token: false,
    module: 'LOTT3',
    request: menuQuery,
    response: v.array(lotteryMenuGroupSchema),
    summary: 'Vietnamese lottery games by group',
  }),
  vnRecentLotteryGames: defineCall({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    token: true,
    module: 'LOTT3',
    request: v.object({ language: v.optional(language) }),
    response: v.array(lotteryMenuGameSchema),
    summary: 'Vietnamese lottery games the member played lately',
  }),
  popularLottery: defineCall({
    method: 'GET',
    path: '/lgw/games/popular',
    token: false,
    module: 'LOTT3',
    request: v.object({
      count: v.optional(qInt(1, 50), 20),
      prizeMode: v.optional(v.picklist(PRIZE_MODES)),
      device: v.optional(v.picklist(['WEB', 'MOBILE']), 'WEB'),
      language: v.optional(language),
    }),
    response: v.array(popularLotterySchema),
    summary: 'Popular draws with countdowns and last results (20 asked, 6 shown)',
  }),
  vnOpenedNumeros: defineCall({
    // Flags and fields designed (spec: "not shown"): a game's draw history, public like results.
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    token: false,
    module: 'LOTT3',
    request: v.object({
      gameCode: code(),
      page: v.optional(qInt(1, 100_000), 1),
      size: v.optional(qInt(1, 100), 20),
    }),
    response: v.object({ content: v.array(openedNumeroSchema), totalPages: v.number() }),
    summary: "A Vietnamese lottery game's drawn numeros, newest first",
  }),
  openedNumeros: defineCall({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    token: false,
    module: 'LOTT3',
    // Designed: a comma list of game codes; none means every game on sale.
    request: v.object({ gameCodes: v.optional(codeList()) }),
    response: v.array(
      v.object({
        gameId: v.number(),
        gameCode: v.string(),
        numero: v.string(),
        winNo: v.string(),
        openTime: instant,
      }),
    ),
    summary: 'The latest drawn numero of each game',
  }),
  nearNumeros: defineCall({
    // Path designed from wire-protocol.md's `numeros/near?gameId`.
    method: 'GET',
    path: '/lgw/numeros/near',
    token: false,
    module: 'LOTT3',
    request: v.object({ gameId }),
    response: nearNumerosSchema,
    summary: "A game's open numero with its countdown, and the last drawn one",
  }),
  placeLotteryOrder: defineCall({
    // Designed: one slip of bets on the open numero, or a chase over the next ones. Each
    // bet is one order and one ledger movement keyed by it; the slip is all or nothing.
    method: 'POST',
    path: '/lgw/orders',
    token: true,
    module: 'LOTT3',
    request: v.strictObject({
      gameId,
      /** The numero the member saw open; a closed one is refused (`lottery.closed`). */
      numero,
      prizeMode: v.optional(v.picklist(PRIZE_MODES)),
      bets: v.pipe(v.array(lotteryBetSchema), v.minLength(1), v.maxLength(50)),
      chase: v.optional(chaseSchema),
    }),
    response: v.object({ orders: v.array(lotteryOrderSchema), total: money }),
    summary: 'Places a slip of bets on the open numero (or a chase over the next ones)',
  }),
  cancelLotteryOrder: defineCall({
    method: 'POST',
    path: '/lgw/orders/cancel',
    token: true,
    module: 'LOTT3',
    request: v.strictObject({ orderNo: v.pipe(v.string(), v.regex(/^\d{1,18}$/)) }),
    response: lotteryOrderSchema,
    summary: 'Cancels an order before its lock (status 8), refunding it in full',
  }),
  lotteryOrders: defineCall({
    method: 'GET',
    path: '/lgw/orders',
    token: true,
    module: 'LOTT3',
    request: v.strictObject({
      gameId: v.optional(gameId),
      status: v.optional(v.picklist(['open', 'settled'])),
      ...pageQuery,
    }),
    response: page(lotteryOrderSchema),
    summary: "The member's lottery orders, newest first",
  }),
  lotteryDrawHistory: defineCall({
    // wire-protocol.md: `draw/{gameId}?page&size` -> `{ content: [{ numero, winNo }] }`.
    method: 'GET',
    path: '/lgw/draw/{gameId}',
    token: false,
    module: 'LOTT3',
    request: v.strictObject({
      gameId,
      page: v.optional(qInt(1, 100_000), 1),
      size: v.optional(qInt(1, 100), 20),
    }),
    response: v.object({ content: v.array(openedNumeroSchema), totalPages: v.number() }),
    summary: "A game's drawn numeros, newest first",
  }),
  recentDrawProofs: defineCall({
    method: 'GET',
    path: '/lgw/draws/recent',
    token: false,
    module: 'LOTT3',
    request: v.strictObject({ gameCode: code(), count: v.optional(qInt(1, 50), 10) }),
    response: v.array(drawProofSchema),
    summary: "A game's latest drawn numeros with their proofs (seed revealed), newest first",
  }),
  nextDrawCommitment: defineCall({
    method: 'GET',
    path: '/lgw/draws/next',
    token: false,
    module: 'LOTT3',
    request: v.strictObject({ gameCode: code() }),
    response: nextDrawSchema,
    summary: "A game's open numero with its commitment (never its seed)",
  }),
};
