import type { LotteryMenuGroup, PrizeMode } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { lotteryIconPath } from '../games/mediaPaths.ts';
import type { CallContext, HandlerMap } from '../http/context.ts';
import type { Merchant } from '../system/merchants.ts';
import { cadenceOf, type LotteryGameRow, lastClosedDraw } from './lotteryGames.ts';
import { nextDraw } from './schedule.ts';

const GAME_COLUMNS = [
  'id',
  'game_code',
  'game_name',
  'group_code',
  'interval_seconds',
  'daily_minute',
  'lock_seconds',
  'tag',
  'remark',
  'on_sale',
] as const;

const GROUP_NAMES: Readonly<Record<string, string>> = {
  HOT: 'Hot',
  K3: 'Fast 3',
  SSC: 'SSC',
  '11X5': '11 Pick 5',
  PK10: 'PK10',
  PCB: 'PC 28',
  LF: 'Fortune 3D',
  LHC: 'Mark Six',
  HK6: 'Hong Kong Mark Six',
  KENO: 'Keno',
  MB: 'Northern',
  MT: 'Central',
  MN: 'Southern',
  VNFAST: 'Speed',
};

const gamesIn = (ctx: CallContext, region: 'CN' | 'VN') =>
  ctx.services.db
    .selectFrom('lottery_games')
    .select(GAME_COLUMNS)
    .where('merchant_id', '=', ctx.merchant.id)
    .where('region', '=', region)
    .orderBy('sort')
    .execute();

/** Games are offered in each of the brand's prize modes; the answer names the one asked. */
const prizeModeOf = (merchant: Merchant, asked: PrizeMode | undefined): PrizeMode => {
  const modes = merchant.brand.prizeModes;
  if (asked && !modes.includes(asked)) {
    throw new CatalogueError('request_param_err', { message: 'This prize mode is not offered.' });
  }
  return asked ?? modes[0] ?? 'LOTT';
};

const menuOf = (rows: LotteryGameRow[], prizeMode: PrizeMode): LotteryMenuGroup[] => {
  const groups = new Map<string, LotteryMenuGroup>();
  for (const row of rows) {
    let group = groups.get(row.group_code);
    if (!group) {
      group = {
        gameGroupCode: row.group_code,
        gameGroupName: GROUP_NAMES[row.group_code] ?? row.group_code,
        games: [],
      };
      groups.set(row.group_code, group);
    }
    group.games.push({
      gameId: row.id,
      gameCode: row.game_code,
      gameName: row.game_name,
      gameGroupCode: row.group_code,
      webIconUrl: lotteryIconPath(row.game_code),
      isSale: row.on_sale,
      tag: row.tag,
      prizeMode,
    });
  }
  return [...groups.values()];
};

const countdown = (row: LotteryGameRow, now: Date) => {
  const open = nextDraw(cadenceOf(row), now);
  return {
    numero: open.numero,
    remainTime: open.drawAt.getTime() - now.getTime(),
    lockTime: row.lock_seconds * 1000,
  };
};

const isHot = (row: LotteryGameRow) => row.tag.split(',').includes('HOT');

export const lotteryHandlers = {
  lotteryGameMenus: async (input, ctx) =>
    menuOf(await gamesIn(ctx, 'CN'), prizeModeOf(ctx.merchant, input.prizeMode)),

  vnLotteryGameMenu: async (input, ctx) =>
    menuOf(await gamesIn(ctx, 'VN'), prizeModeOf(ctx.merchant, input.prizeMode)),

  popularLottery: async (input, ctx) => {
    prizeModeOf(ctx.merchant, input.prizeMode);
    const now = ctx.services.clock();
    const rows = await gamesIn(ctx, 'CN');
    // Hot games first, then the catalogue order.
    const chosen = [...rows.filter(isHot), ...rows.filter((row) => !isHot(row))].slice(
      0,
      input.count,
    );
    return Promise.all(
      chosen.map(async (row) => {
        const previous = await lastClosedDraw(ctx.services.db, row, now);
        return {
          gameId: row.id,
          gameCode: row.game_code,
          gameName: row.game_name,
          gameGroupCode: row.group_code,
          remark: row.remark,
          webIconUrl: lotteryIconPath(row.game_code),
          isSale: row.on_sale,
          tag: row.tag,
          ...countdown(row, now),
          previousWinningNumber: previous.winNo,
        };
      }),
    );
  },

  nearNumeros: async (input, ctx) => {
    const row = await ctx.services.db
      .selectFrom('lottery_games')
      .select(GAME_COLUMNS)
      .where('merchant_id', '=', ctx.merchant.id)
      .where('id', '=', input.gameId)
      .executeTakeFirst();
    if (!row) throw new CatalogueError('not.found', { message: 'No such lottery game.' });
    const now = ctx.services.clock();
    const previous = await lastClosedDraw(ctx.services.db, row, now);
    return {
      currentNumero: countdown(row, now),
      previousNumero: {
        numero: previous.numero,
        winNo: previous.winNo,
        openTime: previous.drawAt.toISOString(),
      },
    };
  },

  openedNumeros: async (input, ctx) => {
    const wanted = input.gameCodes ? new Set(input.gameCodes.split(',')) : null;
    const rows = (await gamesIn(ctx, 'CN')).filter(
      (row) => row.on_sale && (!wanted || wanted.has(row.game_code)),
    );
    const now = ctx.services.clock();
    return Promise.all(
      rows.map(async (row) => {
        const draw = await lastClosedDraw(ctx.services.db, row, now);
        return {
          gameId: row.id,
          gameCode: row.game_code,
          numero: draw.numero,
          winNo: draw.winNo,
          openTime: draw.drawAt.toISOString(),
        };
      }),
    );
  },

  vnOpenedNumeros: async (input, ctx) => {
    const { db } = ctx.services;
    const row = await db
      .selectFrom('lottery_games')
      .select(GAME_COLUMNS)
      .where('merchant_id', '=', ctx.merchant.id)
      .where('region', '=', 'VN')
      .where('game_code', '=', input.gameCode)
      .executeTakeFirst();
    if (!row) throw new CatalogueError('not.found', { message: 'No such lottery game.' });
    await lastClosedDraw(db, row, ctx.services.clock());
    const query = db.selectFrom('lottery_draws').where('game_id', '=', row.id);
    const { total } = await query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const draws = await query
      .select(['numero', 'win_no', 'draw_at'])
      .orderBy('draw_at', 'desc')
      .limit(input.size)
      .offset((input.page - 1) * input.size)
      .execute();
    return {
      content: draws.map((d) => ({
        numero: d.numero,
        winNo: d.win_no,
        openTime: d.draw_at.toISOString(),
      })),
      totalPages: Math.ceil(Number(total) / input.size),
    };
  },
} satisfies HandlerMap;
