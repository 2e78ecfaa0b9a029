import * as v from 'valibot';
import { defineCall, qInt } from '../call.ts';
import { PRIZE_MODES } from '../enums.ts';
import { code, codeList, instant, language } from '../fields.ts';

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
};
