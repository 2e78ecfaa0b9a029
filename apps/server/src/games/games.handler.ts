import { GAME_CATEGORIES, type GameCategory } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { CallContext, HandlerMap } from '../http/context.ts';
import type { Merchant } from '../system/merchants.ts';
import {
  DEMO_VENDOR,
  GAME_COLUMNS,
  maskName,
  onImageCdn,
  pageWindow,
  pickHost,
  toWireGame,
} from './gameRows.ts';
import { issueLaunchToken } from './launchTokens.ts';
import { vendorIconPath } from './mediaPaths.ts';

/** The lane a vendor row shows in, named only when it is one the contract knows. */
const categoryOf = (category: string): { gameCategory?: GameCategory } => {
  const known = GAME_CATEGORIES.find((candidate) => candidate === category);
  return known ? { gameCategory: known } : {};
};

/** Lane titles; the portal shows its own translation of the category and falls back to these. */
const LANE_TITLES: Readonly<Record<GameCategory, string>> = {
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LIVE: 'Live Casino',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  PVP: 'Card Games',
  FISH: 'Fishing',
  RNG: 'Slots',
  COCKFIGHT: 'Cockfight',
};

const HOT_GAMES_LIMIT = 30;

const gamesOf = (db: Db, merchant: Merchant) =>
  db.selectFrom('games').select(GAME_COLUMNS).where('games.merchant_id', '=', merchant.id);

const favouriteIds = async (db: Db, memberId: number): Promise<{ nodeIds: number[] }> => {
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('node_id')
    .execute();
  return { nodeIds: rows.map((row) => row.node_id) };
};

const findGameByNode = async (ctx: CallContext, nodeId: number) => {
  const game = await gamesOf(ctx.services.db, ctx.merchant)
    .select(['games.engine'])
    .where('games.id', '=', nodeId)
    .executeTakeFirst();
  if (!game) throw new CatalogueError('not.found', { message: 'No such game.' });
  return game;
};

/** Trial accounts may look around but not play (platform-spec section 2). */
const refuseTrial = async (ctx: CallContext, memberId: number): Promise<void> => {
  const member = await ctx.services.db
    .selectFrom('members')
    .select('type')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (ctx.merchant.brand.trialTypes.includes(member.type)) {
    throw new CatalogueError('trial.forbidden');
  }
};

interface LaunchTarget {
  gameType: string;
  vassalage: string;
  gameId?: string | undefined;
  nodeId?: number | undefined;
}

/**
 * The game a launch opens. Cockfight starts one of the brand's providers (the portal sends
 * the first); a list vendor needs a game chosen from its list (the portal opens the list
 * popup for `isGame: VASSALAGE` cards instead of launching); a direct vendor opens its lobby.
 */
const resolveLaunch = async (ctx: CallContext, target: LaunchTarget) => {
  const { db } = ctx.services;
  const providers = ctx.merchant.brand.cockfightProviders;
  if (target.gameType === 'COCKFIGHT' && !providers.includes(target.vassalage as never)) {
    throw new CatalogueError('not.found', { message: 'No such cockfight provider.' });
  }
  const base = gamesOf(db, ctx.merchant)
    .select(['games.engine'])
    .where('games.vassalage', '=', target.vassalage);
  if (target.nodeId !== undefined) {
    const game = await base.where('games.id', '=', target.nodeId).executeTakeFirst();
    if (!game) throw new CatalogueError('not.found', { message: 'No such game.' });
    return game;
  }
  if (target.gameId !== undefined) {
    const game = await base
      .where('games.game_type', '=', target.gameType)
      .where('games.game_id', '=', target.gameId)
      .executeTakeFirst();
    if (!game) throw new CatalogueError('not.found', { message: 'No such game.' });
    return game;
  }
  const vendor = await db
    .selectFrom('game_vendors')
    .select(['is_game'])
    .where('merchant_id', '=', ctx.merchant.id)
    .where('vassalage', '=', target.vassalage)
    .where('game_type', '=', target.gameType)
    .orderBy('is_game')
    .executeTakeFirst();
  if (!vendor) throw new CatalogueError('not.found', { message: 'No such vendor.' });
  if (vendor.is_game === 'VASSALAGE') {
    throw new CatalogueError('request_param_err', {
      message: "Choose a game from this vendor's game list.",
    });
  }
  const lobby = await base
    .where('games.game_type', '=', target.gameType)
    .where('games.game_id', '=', 'lobby')
    .executeTakeFirst();
  if (!lobby) throw new CatalogueError('not.found', { message: 'No such game.' });
  return lobby;
};

/**
 * The demo vendor's page. A launch token rides in the fragment: browsers send neither the
 * fragment to a server nor in a Referer, so it stays out of access logs.
 */
const playUrl = (engine: string, play: { launch: string } | { free: number }): string =>
  'launch' in play
    ? `/vendor/demo/${engine}.html#launch=${play.launch}`
    : `/vendor/demo/${engine}.html?free=${play.free}`;

export const recordRecentGame = async (
  db: Db,
  merchantId: number,
  memberId: number,
  nodeId: number,
  now: Date,
): Promise<void> => {
  await db
    .insertInto('recent_games')
    .values({ merchant_id: merchantId, member_id: memberId, node_id: nodeId, played_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: now }))
    .execute();
};

/** Fallback winners for a board with fewer real wins than asked: the same every day. */
const SEEDED_WINNERS = [
  'lucky888',
  'tiger_king',
  'mingyu77',
  'sakura21',
  'goldrush',
  'anhtuan9',
  'dragon66',
  'rizal_ph',
  'jadeking',
  'winwin2',
  'phoenix8',
  'kimchi55',
] as const;

export const gamesHandlers = {
  gameVendors: async (_input, ctx) => {
    const rows = await ctx.services.db
      .selectFrom('game_vendors')
      .leftJoin('games', (join) =>
        join
          .onRef('games.merchant_id', '=', 'game_vendors.merchant_id')
          .onRef('games.vassalage', '=', 'game_vendors.vassalage')
          .onRef('games.game_type', '=', 'game_vendors.game_type')
          .on('games.game_id', '=', 'lobby'),
      )
      .select([
        'game_vendors.vassalage',
        'game_vendors.display_name',
        'game_vendors.category',
        'game_vendors.game_type',
        'game_vendors.is_game',
        'games.game_code',
      ])
      .where('game_vendors.merchant_id', '=', ctx.merchant.id)
      .orderBy('game_vendors.sort')
      .execute();
    const lanes = GAME_CATEGORIES.map((category) => ({
      title: LANE_TITLES[category],
      gameCategory: category,
      gameClassify: category,
      cards: rows
        .filter((row) => row.category === category)
        .map((row) => {
          const lagerIcon = vendorIconPath(row.vassalage, 'large');
          return {
            vassalage: row.vassalage,
            displayName: row.display_name,
            gameType: row.game_type,
            lagerIcon,
            smallIcon: vendorIconPath(row.vassalage, 'small'),
            cdnLagerIcon: onImageCdn(ctx.merchant, lagerIcon),
            isGame: row.is_game,
            gameCode: row.game_code,
          };
        }),
    })).filter((lane) => lane.cards.length > 0);
    return { data: { lanes } };
  },

  gameList: async (input, ctx) => {
    let query = gamesOf(ctx.services.db, ctx.merchant)
      .where('games.vassalage', '=', input.vassalage)
      .where('games.game_type', '=', input.gameType)
      .where('games.game_id', '<>', 'lobby');
    if (input.gameClassify && input.gameClassify.toUpperCase() !== 'ALL') {
      query = query.where('games.classify', '=', input.gameClassify.toUpperCase());
    }
    if (input.gameName) {
      const pattern = `%${input.gameName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where('games.game_name', 'ilike', pattern);
    }
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const { offset, totalPages } = pageWindow(input.pageNo, input.pageSize, Number(total));
    const rows = await query
      .orderBy('games.sort')
      .orderBy('games.id')
      .limit(input.pageSize)
      .offset(offset)
      .execute();
    return { games: rows.map((row) => toWireGame(ctx.merchant, row)), totalPages };
  },

  hotGames: async (_input, ctx) => {
    const rows = await gamesOf(ctx.services.db, ctx.merchant)
      .where('games.hot', '=', true)
      .where('games.game_id', '<>', 'lobby')
      // The demo vendor's games first: they are the ones that really play.
      .orderBy((eb) => eb.case().when('games.vassalage', '=', DEMO_VENDOR).then(0).else(1).end())
      .orderBy('games.id')
      .limit(HOT_GAMES_LIMIT)
      .execute();
    return { list: rows.map((row) => toWireGame(ctx.merchant, row)) };
  },

  vendorGameTypes: async (input, ctx) => {
    let query = ctx.services.db
      .selectFrom('game_vendors')
      .select(['vassalage', 'game_type', 'display_name', 'category'])
      .where('merchant_id', '=', ctx.merchant.id);
    if (input.gameType) query = query.where('category', '=', input.gameType);
    const rows = await query.orderBy('sort').execute();
    return {
      list: rows.map((row) => ({
        vassalage: row.vassalage,
        gameType: row.game_type,
        displayName: row.display_name,
        lagerIcon: vendorIconPath(row.vassalage, 'large'),
        smallIcon: vendorIconPath(row.vassalage, 'small'),
        ...categoryOf(row.category),
      })),
    };
  },

  favouriteGameIds: async (_input, ctx) => favouriteIds(ctx.services.db, ctx.session.memberId),

  favouriteGames: async (input, ctx) => {
    let query = ctx.services.db
      .selectFrom('favourite_games')
      .innerJoin('games', 'games.id', 'favourite_games.node_id')
      .select(GAME_COLUMNS)
      .where('favourite_games.member_id', '=', ctx.session.memberId);
    if (input.gameType) query = query.where('games.game_type', '=', input.gameType);
    const { total } = await query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const { offset, totalPages } = pageWindow(input.pageNo, input.pageSize, Number(total));
    const rows = await query
      .orderBy('favourite_games.created_at', 'desc')
      .orderBy('games.id')
      .limit(input.pageSize)
      .offset(offset)
      .execute();
    return {
      content: rows.map((row) => toWireGame(ctx.merchant, row)),
      pageNum: input.pageNo,
      totalPages,
    };
  },

  addFavouriteGame: async (input, ctx) => {
    const session = ctx.session;
    await findGameByNode(ctx, input.nodeId);
    await ctx.services.db
      .insertInto('favourite_games')
      .values({ merchant_id: ctx.merchant.id, member_id: session.memberId, node_id: input.nodeId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return favouriteIds(ctx.services.db, ctx.session.memberId);
  },

  removeFavouriteGame: async (input, ctx) => {
    await ctx.services.db
      .deleteFrom('favourite_games')
      .where('member_id', '=', ctx.session.memberId)
      .where('node_id', '=', input.nodeId)
      .execute();
    return favouriteIds(ctx.services.db, ctx.session.memberId);
  },

  recentGames: async (input, ctx) => {
    const rows = await ctx.services.db
      .selectFrom('recent_games')
      .innerJoin('games', 'games.id', 'recent_games.node_id')
      .select(GAME_COLUMNS)
      .where('recent_games.member_id', '=', ctx.session.memberId)
      .orderBy('recent_games.played_at', 'desc')
      .orderBy('games.id')
      .limit(input.limit)
      .execute();
    return { list: rows.map((row) => toWireGame(ctx.merchant, row)) };
  },

  launchGame: async (input, ctx) => {
    const session = ctx.session;
    await refuseTrial(ctx, session.memberId);
    const game = await resolveLaunch(ctx, input);
    const now = ctx.services.clock();
    const launch_host = pickHost(ctx.merchant.brand.launchGameCDNs);
    if (input.accountType === 0) {
      return {
        content: { game_url: playUrl(game.engine, { free: game.id }), launch_host },
      };
    }
    const token = await issueLaunchToken(
      ctx.services.db,
      {
        merchantId: ctx.merchant.id,
        memberId: session.memberId,
        sessionId: session.id,
        nodeId: game.id,
      },
      now,
    );
    await recordRecentGame(ctx.services.db, ctx.merchant.id, session.memberId, game.id, now);
    return { content: { game_url: playUrl(game.engine, { launch: token }), launch_host } };
  },

  lobbyLaunchGame: async (input, ctx) => {
    const game = await resolveLaunch(ctx, input);
    return {
      content: {
        game_url: playUrl(game.engine, { free: game.id }),
        launch_host: pickHost(ctx.merchant.brand.launchGameCDNs),
      },
    };
  },

  pvpRooms: async (input, ctx) => {
    const vendor = await ctx.services.db
      .selectFrom('game_vendors')
      .select('vassalage')
      .where('merchant_id', '=', ctx.merchant.id)
      .where('vassalage', '=', input.vassalage)
      .where('category', '=', 'PVP')
      .executeTakeFirst();
    if (!vendor) throw new CatalogueError('not.found', { message: 'No such card game vendor.' });
    // Seats fill and empty through the day; the same minute answers the same numbers.
    const minute = Math.floor(ctx.services.clock().getTime() / 60_000);
    const tiers = [
      ['Beginner', 1],
      ['Intermediate', 5],
      ['Advanced', 10],
      ['VIP', 50],
      ['Elite', 100],
      ['Master', 500],
    ] as const;
    return {
      rooms: tiers.map(([name, baseBet], index) => {
        const onlinePlayers = ((minute * (index + 7)) % 97) + (6 - index) * 12;
        return {
          roomId: `${input.vassalage}-${input.gameId ?? 'lobby'}-${index + 1}`,
          roomName: name,
          baseBet,
          minBalance: baseBet * 20,
          onlinePlayers,
          status: onlinePlayers > 150 ? ('full' as const) : ('open' as const),
        };
      }),
    };
  },

  liveModels: async (input, ctx) => {
    let query = ctx.services.db
      .selectFrom('game_vendors')
      .select('vassalage')
      .where('merchant_id', '=', ctx.merchant.id)
      .where('category', '=', 'LIVE');
    if (input.vassalage) query = query.where('vassalage', '=', input.vassalage);
    const vendors = await query.orderBy('sort').execute();
    const hour = ctx.services.clock().getUTCHours();
    const hosts = ['Mia', 'Yuna', 'Linh', 'Aria', 'Mei', 'Nina'];
    return {
      list: vendors.flatMap(({ vassalage }, v) =>
        hosts.slice(0, 3).map((nickname, i) => {
          const modelId = `${vassalage}-${i + 1}`;
          return {
            modelId,
            nickname: hosts[(v + i) % hosts.length] ?? nickname,
            avatarUrl: `/media/models/${encodeURIComponent(modelId)}.svg`,
            vassalage,
            tableId: `${vassalage}-T${i + 1}`,
            // Shifts change every hour: a third of the hosts rest at any time.
            online: (hour + v + i) % 3 !== 0,
            viewers: ((hour + 1) * (v + 3) * (i + 5) * 37) % 900,
          };
        }),
      ),
    };
  },

  launchChat: async (input, ctx) => {
    const url = new URL(ctx.merchant.brand.support.liveChatUrl);
    if (input.modelId) url.searchParams.set('room', input.modelId);
    if (input.language) url.searchParams.set('lang', input.language);
    if (ctx.session) url.searchParams.set('member', 'true');
    return { chatUrl: url.toString() };
  },

  winnerBoard: async (input, ctx) => {
    let query = ctx.services.db
      .selectFrom('vendor_rounds')
      .innerJoin('games', 'games.id', 'vendor_rounds.node_id')
      .innerJoin('members', 'members.id', 'vendor_rounds.member_id')
      .select([
        'members.username',
        'vendor_rounds.win_amount',
        'vendor_rounds.closed_at',
        'games.game_name',
      ])
      .where('vendor_rounds.merchant_id', '=', ctx.merchant.id)
      .where('vendor_rounds.status', '=', 'settled')
      .where('vendor_rounds.win_amount', '>', '0');
    if (input.gameCategory !== 'ALL')
      query = query.where('games.game_type', '=', input.gameCategory);
    const real = await query
      .orderBy('vendor_rounds.closed_at', 'desc')
      .limit(input.limitNum)
      .execute();
    const list = real.map((row) => ({
      vo: {
        customerName: maskName(row.username),
        winAmount: Number(row.win_amount ?? 0) / 100,
        gameName: row.game_name,
        winTime: (row.closed_at ?? new Date(0)).toISOString(),
      },
    }));
    if (list.length < input.limitNum) {
      // A new site has no wins yet; a seeded board keeps the ticker alive until it has.
      const hot = await gamesOf(ctx.services.db, ctx.merchant)
        .where('games.hot', '=', true)
        .orderBy('games.id')
        .limit(12)
        .execute();
      const now = ctx.services.clock().getTime();
      for (let i = 0; list.length < input.limitNum && i < input.limitNum; i++) {
        const name = SEEDED_WINNERS[i % SEEDED_WINNERS.length] ?? 'player';
        list.push({
          vo: {
            customerName: maskName(name),
            winAmount: ((i * 7919 + ctx.merchant.id * 104_729) % 98_000) + 1_200 + (i % 4) * 0.5,
            gameName: hot[i % Math.max(1, hot.length)]?.game_name ?? 'Lucky Fruits',
            winTime: new Date(now - (i + 1) * 7 * 60_000).toISOString(),
          },
        });
      }
    }
    return { list };
  },
} satisfies HandlerMap;
