import * as v from 'valibot';
import { defineCall, empty, money, qInt, str } from '../call.ts';
import { GAME_CATEGORIES, PRIZE_MODES } from '../enums.ts';
import {
  code,
  gameSchema,
  gameType,
  instant,
  language,
  nodeId,
  page,
  pageQuery,
} from '../fields.ts';

/** A favourite changed: the whole id set comes back, so the client needs no second read. */
const favouriteIds = v.object({ nodeIds: v.array(v.number()) });

/**
 * Launch parameters (wire-protocol.md). A lottery lobby launch sets `launchMode: 'LOTT'` and
 * the `lotto*` fields; every other game launches in `GLS` mode.
 */
export const launchGameRequestSchema = v.object({
  gameType,
  vassalage: code(),
  gameId: v.optional(str(64)),
  nodeId: v.optional(nodeId),
  platform: v.optional(str(32)),
  launchMode: v.optional(v.picklist(['GLS', 'LOTT']), 'GLS'),
  /** 1 real money, 0 the vendor's free mode. */
  accountType: v.optional(qInt(0, 1), 1),
  language: v.optional(language),
  device: v.optional(v.picklist(['WEB', 'MOBILE'])),
  lottoArea: v.optional(code(8)),
  lottoPrizeMode: v.optional(v.picklist(PRIZE_MODES)),
  lottoGameCode: v.optional(code()),
  lottoView: v.optional(v.picklist(['lobby', 'betting'])),
  /** Where the vendor's back button leads; the server only accepts the merchant's domains. */
  backUrl: v.optional(str(2048)),
  /**
   * Designed (issue 27): the client's id of this launch, one per press (a UUID). The automatic
   * transfer's ledger keys are made from it, so a retried launch moves the money once.
   */
  launchId: v.optional(str(64, 8)),
});

/** The vendor's launch URL: `value.content.game_url` (wire-protocol.md). */
export const gameLaunchSchema = v.object({
  content: v.object({
    game_url: v.string(),
    // Designed: a host picked at random from the brand's launchGameCDNs, for vendors that
    // serve from a CDN; the built-in demo vendor's `game_url` is same-origin and ignores it.
    launch_host: v.optional(v.string()),
  }),
});

/** A vendor card of a category lane: `isGame` 'VASSALAGE' opens the vendor's game list popup. */
export const vendorCardSchema = v.object({
  vassalage: v.string(),
  displayName: v.string(),
  gameType: v.string(),
  /** Spelled so on the wire: the large icon. */
  lagerIcon: v.string(),
  smallIcon: v.string(),
  isGame: v.string(),
  // Designed: set when the card launches one game directly (cockfight starts its first vendor).
  gameCode: v.optional(v.nullable(v.string())),
  // Designed: `lagerIcon` on a host picked from the brand's imageCDNs (see gameSchema).
  cdnLagerIcon: v.optional(v.string()),
});
export type VendorCard = v.InferOutput<typeof vendorCardSchema>;

export const vendorLaneSchema = v.object({
  title: v.string(),
  // Designed (optional: see gameSchema): the category the lane belongs to.
  gameCategory: v.optional(v.picklist(GAME_CATEGORIES)),
  gameClassify: v.string(),
  cards: v.array(vendorCardSchema),
});
export type VendorLane = v.InferOutput<typeof vendorLaneSchema>;

/** Winner board rows nest the winner in `vo` (wire-protocol.md). */
export const winnerSchema = v.object({
  vo: v.object({
    /** Masked by the server (for example "ab***9"). */
    customerName: v.string(),
    winAmount: money,
    // Designed (optional: see gameSchema): what and when, for the winners ticker.
    gameName: v.optional(v.string()),
    winTime: v.optional(instant),
  }),
});
export type Winner = v.InferOutput<typeof winnerSchema>;

/** Designed: a PVP (card and board game) room; the spec shows the call only. */
export const pvpRoomSchema = v.object({
  roomId: v.string(),
  roomName: v.string(),
  baseBet: money,
  minBalance: money,
  onlinePlayers: v.number(),
  status: v.picklist(['open', 'full', 'closed']),
});

/** Designed: a live host of the live model list. */
export const liveModelSchema = v.object({
  modelId: v.string(),
  nickname: v.string(),
  avatarUrl: v.string(),
  vassalage: v.string(),
  tableId: v.string(),
  online: v.boolean(),
  viewers: v.number(),
});

export const gamesCalls = {
  launchGame: defineCall({
    method: 'GET',
    path: '/wps/game/launchGame',
    token: true,
    module: 'GAMELO3',
    request: launchGameRequestSchema,
    response: gameLaunchSchema,
    summary: 'Launches a game (or the lottery lobby) and answers its URL',
  }),
  lobbyLaunchGame: defineCall({
    // Flags and fields designed (spec: "not shown"): the launch "on the lobby without a token",
    // which can only open a vendor's free mode.
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    token: false,
    module: 'GAMELO3',
    request: v.object({
      gameType,
      vassalage: code(),
      gameId: v.optional(str(64)),
      nodeId: v.optional(nodeId),
      platform: v.optional(str(32)),
      language: v.optional(language),
    }),
    response: gameLaunchSchema,
    summary: "Launches a vendor's free mode without a session",
  }),
  gameList: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    token: true,
    module: 'GAMELO3',
    request: v.object({
      platform: v.optional(str(32)),
      merchant: v.optional(code(16)),
      gameType,
      vassalage: code(),
      pageNo: pageQuery.pageNo,
      pageSize: pageQuery.pageSize,
      gameClassify: v.optional(str(32)),
      language: v.optional(language),
      // Designed: the game-list screen's search box.
      gameName: v.optional(str(64)),
    }),
    response: v.object({ games: v.array(gameSchema), totalPages: v.number() }),
    summary: "A vendor's games, paged, optionally by classification",
  }),
  hotGames: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    token: false,
    module: 'GAMELO3',
    cache: 'session',
    request: v.object({
      merchantCode: v.optional(code(16)),
      isPlatform: v.optional(qInt(0, 9), 2),
      /** Comma list of client platforms, `flash,html5-desktop` on the web. */
      platform: v.optional(str(64)),
      language: v.optional(language),
    }),
    response: v.object({ list: v.array(gameSchema) }),
    summary: 'Hot games across vendors',
  }),
  seamlessGames: defineCall({
    method: 'GET',
    path: '/wps/game/seamless',
    token: false,
    module: 'GAMELO3',
    // Designed (issue 27): the games that play straight from the main wallet (in a
    // multi-wallet brand, those whose vendor has no wallet of its own), for /seamless.
    request: v.object({ language: v.optional(language) }),
    response: v.object({ list: v.array(gameSchema) }),
    summary: 'The games that play straight from the main wallet',
  }),
  vendorGameTypes: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    token: false,
    module: 'GAMELO3',
    request: v.object({ gameType: v.optional(gameType), language: v.optional(language) }),
    response: v.object({
      list: v.array(
        v.object({
          vassalage: v.string(),
          gameType: v.string(),
          displayName: v.string(),
          // Designed: the vendor's icons (as on vendor cards) and the category it is shown under,
          // so visitors, who cannot call the vendor lanes, see the same vendors as members.
          lagerIcon: v.optional(v.string()),
          smallIcon: v.optional(v.string()),
          gameCategory: v.optional(v.picklist(GAME_CATEGORIES)),
        }),
      ),
    }),
    summary: 'Vendors and the game types each offers',
  }),
  gameVendors: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    token: true,
    module: 'GAMELO3',
    cache: 'session',
    request: v.object({ platform: v.optional(str(32)), language: v.optional(language) }),
    response: v.object({ data: v.object({ lanes: v.array(vendorLaneSchema) }) }),
    summary: 'Vendor lanes per game category (value.data.lanes)',
  }),
  favouriteGameIds: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    token: true,
    module: 'GAMELO3',
    request: empty,
    response: favouriteIds,
    summary: "Node ids of the member's favourite games",
  }),
  favouriteGames: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    token: true,
    module: 'GAMELO3',
    request: v.object({ gameType: v.optional(gameType), ...pageQuery }),
    response: page(gameSchema),
    summary: "The member's favourite games, paged",
  }),
  addFavouriteGame: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    token: true,
    module: 'GAMELO3',
    request: v.object({ nodeId, vendor: code(), gameType }),
    response: favouriteIds,
    summary: 'Adds a game to the favourites',
  }),
  removeFavouriteGame: defineCall({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    token: true,
    module: 'GAMELO3',
    request: v.object({ nodeId }),
    response: favouriteIds,
    summary: 'Removes a game from the favourites',
  }),
  recentGames: defineCall({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    token: true,
    module: 'GAMELO3',
    // Designed: how many of the latest launches to answer.
    request: v.object({ limit: v.optional(qInt(1, 50), 20) }),
    response: v.object({ list: v.array(gameSchema) }),
    summary: 'Games the member launched lately, newest first',
  }),
  pvpRooms: defineCall({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    token: true,
    module: 'GAMELO3',
    request: v.object({ vassalage: code(), gameId: v.optional(str(64)) }),
    response: v.object({ rooms: v.array(pvpRoomSchema) }),
    summary: 'Rooms of a card or board (PVP) game',
  }),
  liveModels: defineCall({
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    token: false,
    module: 'CHATROOM3',
    request: v.object({ vassalage: v.optional(code()) }),
    response: v.object({ list: v.array(liveModelSchema) }),
    summary: 'Live casino hosts and whether they are on air',
  }),
  winnerBoard: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    token: false,
    module: 'GAMELO3',
    cache: 'session',
    request: v.object({
      gameCategory: v.optional(v.picklist(['ALL', ...GAME_CATEGORIES]), 'ALL'),
      language: v.optional(language),
      limitNum: v.optional(qInt(1, 20), 20),
    }),
    response: v.object({ list: v.array(winnerSchema) }),
    summary: 'Latest big wins (value.list[].vo)',
  }),
};
