import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { ROUND_STATUS } from '../db/schema.ts';
import type { Merchant } from '../system/merchants.ts';
import { DEMO_VENDOR, GAME_COLUMNS, pageWindow } from './gameRows.ts';

const HOT_GAMES_LIMIT = 30;

/** The merchant's games, with the columns the wire game is built from. */
export const gamesOf = (db: Db, merchant: Merchant) =>
  db.selectFrom('games').select(GAME_COLUMNS).where('games.merchant_id', '=', merchant.id);

/** The vendor cards of every lane, each with its lobby game's code when it has one. */
export const vendorCards = (db: Db, merchantId: number) =>
  db
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
    .where('game_vendors.merchant_id', '=', merchantId)
    .orderBy('game_vendors.sort')
    .execute();

/** The merchant's vendors, of one category when it is given. */
export const vendorsByCategory = (db: Db, merchantId: number, category?: string) => {
  let query = db
    .selectFrom('game_vendors')
    .select(['vassalage', 'game_type', 'display_name', 'category'])
    .where('merchant_id', '=', merchantId);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('sort').execute();
};

export interface GameListFilter {
  vassalage: string;
  gameType: string;
  gameClassify?: string | undefined;
  gameName?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** One page of a vendor's games (its lobby left out), filtered by class and name. */
export const gameListPage = async (db: Db, merchant: Merchant, filter: GameListFilter) => {
  let query = gamesOf(db, merchant)
    .where('games.vassalage', '=', filter.vassalage)
    .where('games.game_type', '=', filter.gameType)
    .where('games.game_id', '<>', 'lobby');
  if (filter.gameClassify && filter.gameClassify.toUpperCase() !== 'ALL') {
    query = query.where('games.classify', '=', filter.gameClassify.toUpperCase());
  }
  if (filter.gameName) {
    const pattern = `%${filter.gameName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A name in any language finds the game (the player types what the lobby shows).
    query = query.where((eb) =>
      eb.or([
        eb('games.game_name', 'ilike', pattern),
        sql<boolean>`exists (select 1 from jsonb_each_text(games.names) n where n.value ilike ${pattern})`,
      ]),
    );
  }
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const { offset, totalPages } = pageWindow(filter.pageNo, filter.pageSize, Number(total));
  const rows = await query
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(filter.pageSize)
    .offset(offset)
    .execute();
  return { rows, totalPages };
};

/** The hot games, the demo vendor's first: they are the ones that really play. */
export const hotGameRows = (db: Db, merchant: Merchant) =>
  gamesOf(db, merchant)
    .where('games.hot', '=', true)
    .where('games.game_id', '<>', 'lobby')
    .orderBy((eb) => eb.case().when('games.vassalage', '=', DEMO_VENDOR).then(0).else(1).end())
    .orderBy('games.id')
    .limit(HOT_GAMES_LIMIT)
    .execute();

const SEAMLESS_GAMES_LIMIT = 60;

/**
 * The games that play straight from the main wallet (issue 27's /seamless): in a multi-wallet
 * brand those whose vendor has no wallet of its own; a single-wallet brand plays every game
 * from it. Hot games first, at most a page of them.
 */
export const seamlessGameRows = (db: Db, merchant: Merchant) => {
  const { cashier } = merchant.brand;
  const walletVendors =
    cashier.wallet === 'multi' ? (cashier.vendorWallets ?? []).map((w) => w.vassalage) : [];
  let query = gamesOf(db, merchant);
  if (walletVendors.length > 0) query = query.where('games.vassalage', 'not in', walletVendors);
  return query
    .orderBy('games.hot', 'desc')
    .orderBy('games.vassalage')
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(SEAMLESS_GAMES_LIMIT)
    .execute();
};

/** The node ids a member marked as favourites, oldest first. */
export const favouriteIds = async (db: Db, memberId: number): Promise<{ nodeIds: number[] }> => {
  const rows = await db
    .selectFrom('favourite_games')
    .select('node_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('node_id')
    .execute();
  return { nodeIds: rows.map((row) => row.node_id) };
};

/** One page of a member's favourite games, newest first. */
export const favouriteGamesPage = async (
  db: Db,
  memberId: number,
  page: { gameType?: string | undefined; pageNo: number; pageSize: number },
) => {
  let query = db
    .selectFrom('favourite_games')
    .innerJoin('games', 'games.id', 'favourite_games.node_id')
    .select(GAME_COLUMNS)
    .where('favourite_games.member_id', '=', memberId);
  if (page.gameType) query = query.where('games.game_type', '=', page.gameType);
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const { offset, totalPages } = pageWindow(page.pageNo, page.pageSize, Number(total));
  const rows = await query
    .orderBy('favourite_games.created_at', 'desc')
    .orderBy('games.id')
    .limit(page.pageSize)
    .offset(offset)
    .execute();
  return { rows, totalPages };
};

export const addFavourite = async (
  db: Db,
  merchant: Merchant,
  memberId: number,
  nodeId: number,
): Promise<void> => {
  const game = await gamesOf(db, merchant)
    .select(['games.engine'])
    .where('games.id', '=', nodeId)
    .executeTakeFirst();
  if (!game) throw new CatalogueError('not.found', { message: 'No such game.' });
  await db
    .insertInto('favourite_games')
    .values({ merchant_id: merchant.id, member_id: memberId, node_id: nodeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

export const removeFavourite = async (db: Db, memberId: number, nodeId: number): Promise<void> => {
  await db
    .deleteFrom('favourite_games')
    .where('member_id', '=', memberId)
    .where('node_id', '=', nodeId)
    .execute();
};

/** The games a member played last, newest first. */
export const recentGameRows = (db: Db, memberId: number, limit: number) =>
  db
    .selectFrom('recent_games')
    .innerJoin('games', 'games.id', 'recent_games.node_id')
    .select(GAME_COLUMNS)
    .where('recent_games.member_id', '=', memberId)
    .orderBy('recent_games.played_at', 'desc')
    .orderBy('games.id')
    .limit(limit)
    .execute();

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

/** Many members' recent games at once (a group of plays), by one statement. */
export const recordRecentGames = async (
  db: Db,
  played: readonly { merchantId: number; memberId: number; nodeId: number }[],
  now: Date,
): Promise<void> => {
  // One row per member and game: an upsert may not touch a row twice.
  const rows = [...new Map(played.map((p) => [`${p.memberId}:${p.nodeId}`, p])).values()].map(
    (p) => ({
      merchant_id: p.merchantId,
      member_id: p.memberId,
      node_id: p.nodeId,
      played_at: now,
    }),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('recent_games')
    .values(rows)
    .onConflict((oc) => oc.columns(['member_id', 'node_id']).doUpdateSet({ played_at: now }))
    .execute();
};

export interface LaunchTarget {
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
export const resolveLaunch = async (db: Db, merchant: Merchant, target: LaunchTarget) => {
  const providers = merchant.brand.cockfightProviders;
  if (target.gameType === 'COCKFIGHT' && !providers.includes(target.vassalage as never)) {
    throw new CatalogueError('not.found', { message: 'No such cockfight provider.' });
  }
  const base = gamesOf(db, merchant)
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
    .where('merchant_id', '=', merchant.id)
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

/** Whether the merchant has this card-game (PVP) vendor. */
export const hasCardGameVendor = async (
  db: Db,
  merchantId: number,
  vassalage: string,
): Promise<boolean> =>
  (await db
    .selectFrom('game_vendors')
    .select('vassalage')
    .where('merchant_id', '=', merchantId)
    .where('vassalage', '=', vassalage)
    .where('category', '=', 'PVP')
    .executeTakeFirst()) !== undefined;

/** The merchant's live-casino vendors (one of them when `vassalage` is given). */
export const liveVendors = (db: Db, merchantId: number, vassalage?: string) => {
  let query = db
    .selectFrom('game_vendors')
    .select('vassalage')
    .where('merchant_id', '=', merchantId)
    .where('category', '=', 'LIVE');
  if (vassalage) query = query.where('vassalage', '=', vassalage);
  return query.orderBy('sort').execute();
};

/** The latest settled wins, optionally of one game type. */
export const latestWins = (db: Db, merchantId: number, gameType: string, limit: number) => {
  let query = db
    .selectFrom('vendor_rounds')
    .innerJoin('games', 'games.id', 'vendor_rounds.node_id')
    .innerJoin('members', 'members.id', 'vendor_rounds.member_id')
    .select([
      'members.username',
      'vendor_rounds.win_amount',
      'vendor_rounds.closed_at',
      'games.game_name',
      'games.names',
    ])
    .where('vendor_rounds.merchant_id', '=', merchantId)
    .where('vendor_rounds.status', '=', ROUND_STATUS.settled)
    .where('vendor_rounds.win_amount', '>', '0');
  if (gameType !== 'ALL') query = query.where('games.game_type', '=', gameType);
  return query.orderBy('vendor_rounds.closed_at', 'desc').limit(limit).execute();
};

/** A dozen hot games' names, for the seeded part of the winner board. */
export const hotGameNames = (db: Db, merchant: Merchant) =>
  gamesOf(db, merchant).where('games.hot', '=', true).orderBy('games.id').limit(12).execute();
