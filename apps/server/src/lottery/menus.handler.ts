import type { Language, LotteryMenuGame, LotteryMenuGroup, PrizeMode } from '@portal/contract';
import { lotteryIconPath } from '../games/mediaPaths.ts';
import type { HandlerMap } from '../http/context.ts';
import { callerLanguage, nameIn } from '../member/callerLanguage.ts';
import { gamesIn, type LotteryGameRow, recentGamesOf } from './lotteryGames.ts';
import { prizeModeOf } from './prizeMode.ts';

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

const menuGameOf = (
  row: LotteryGameRow,
  prizeMode: PrizeMode,
  language: Language,
): LotteryMenuGame => ({
  gameId: row.id,
  gameCode: row.game_code,
  gameName: nameIn(language, row.game_name, row.names),
  gameGroupCode: row.group_code,
  webIconUrl: lotteryIconPath(row.game_code),
  isSale: row.on_sale,
  tag: row.tag,
  prizeMode,
  ...(row.draw_group ? { drawGroup: row.draw_group } : {}),
});

const menuOf = (
  rows: LotteryGameRow[],
  prizeMode: PrizeMode,
  language: Language,
): LotteryMenuGroup[] => {
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
    group.games.push(menuGameOf(row, prizeMode, language));
  }
  return [...groups.values()];
};

/** The lottery menus (China and Vietnam). */
export const menusHandlers = {
  lotteryGameMenus: async (input, ctx) =>
    menuOf(
      await gamesIn(ctx.services.db, ctx.merchant.id, 'CN'),
      prizeModeOf(ctx.merchant, input.prizeMode),
      await callerLanguage(ctx, input.language),
    ),

  vnLotteryGameMenu: async (input, ctx) =>
    menuOf(
      await gamesIn(ctx.services.db, ctx.merchant.id, 'VN'),
      prizeModeOf(ctx.merchant, input.prizeMode),
      await callerLanguage(ctx, input.language),
    ),

  vnRecentLotteryGames: async (_input, ctx) => {
    const prizeMode = prizeModeOf(ctx.merchant, undefined);
    const rows = await recentGamesOf(ctx.services.db, ctx.merchant.id, ctx.session.memberId, 'VN');
    const language = await callerLanguage(ctx);
    return rows.map((row) => menuGameOf(row, prizeMode, language));
  },
} satisfies HandlerMap;
