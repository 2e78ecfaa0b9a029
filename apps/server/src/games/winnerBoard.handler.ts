import { minorPerMajor } from '@portal/contract';
import type { HandlerMap } from '../http/context.ts';
import { moneyOf } from '../ledger/money.ts';
import { callerLanguage, nameIn } from '../member/callerLanguage.ts';
import { maskName } from './gameRows.ts';
import { hotGameNames, latestWins } from './queries.ts';

/**
 * Fallback winners for a board with fewer real wins than asked, the same every day: a
 * development and demo fixture only. In production the board shows real wins or none (the
 * portal says "No winners yet"): a player must never read an invented win as a real one.
 */
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

/** A seeded win: a whole amount and now and then a half unit (none where there is no minor unit). */
const seededWin = (i: number, merchantId: number, currency: string): string => {
  const unit = minorPerMajor(currency);
  const whole = BigInt(((i * 7919 + merchantId * 104_729) % 98_000) + 1_200);
  return moneyOf(whole * unit + BigInt(i % 4) * (unit / 2n), currency);
};

export const winnerBoardHandlers = {
  winnerBoard: async (input, ctx) => {
    const { db } = ctx.services;
    const language = await callerLanguage(ctx);
    const real = await latestWins(db, ctx.merchant.id, input.gameCategory, input.limitNum);
    const list = real.map((row) => ({
      vo: {
        customerName: maskName(row.username),
        winAmount: moneyOf(BigInt(row.win_amount ?? 0), ctx.merchant.brand.currency),
        gameName: nameIn(language, row.game_name, row.names),
        winTime: (row.closed_at ?? new Date(0)).toISOString(),
      },
    }));
    if (!ctx.services.production && list.length < input.limitNum) {
      // A demo site has few wins; a seeded board keeps it looking alive outside production.
      const hot = await hotGameNames(db, ctx.merchant);
      const now = ctx.services.clock().getTime();
      for (let i = 0; list.length < input.limitNum && i < input.limitNum; i++) {
        const name = SEEDED_WINNERS[i % SEEDED_WINNERS.length] ?? 'player';
        list.push({
          vo: {
            customerName: maskName(name),
            winAmount: seededWin(i, ctx.merchant.id, ctx.merchant.brand.currency),
            gameName: (() => {
              const game = hot[i % Math.max(1, hot.length)];
              return game ? nameIn(language, game.game_name, game.names) : 'Lucky Fruits';
            })(),
            winTime: new Date(now - (i + 1) * 7 * 60_000).toISOString(),
          },
        });
      }
    }
    return { list };
  },
} satisfies HandlerMap;
