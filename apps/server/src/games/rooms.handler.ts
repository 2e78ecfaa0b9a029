import { minorPerMajor } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import type { HandlerMap } from '../http/context.ts';
import { moneyOf } from '../ledger/money.ts';
import { hasCardGameVendor, liveVendors } from './queries.ts';

const ROOM_TIERS = [
  ['Beginner', 1],
  ['Intermediate', 5],
  ['Advanced', 10],
  ['VIP', 50],
  ['Elite', 100],
  ['Master', 500],
] as const;

const LIVE_HOSTS = ['Mia', 'Yuna', 'Linh', 'Aria', 'Mei', 'Nina'];

/** Card-game rooms and live-casino hosts, drawn from the clock (the demo has no real tables). */
export const roomsHandlers = {
  pvpRooms: async (input, ctx) => {
    if (!(await hasCardGameVendor(ctx.services.db, ctx.merchant.id, input.vassalage))) {
      throw new CatalogueError('not.found', { message: 'No such card game vendor.' });
    }
    // Seats fill and empty through the day; the same minute answers the same numbers.
    const minute = Math.floor(ctx.services.clock().getTime() / 60_000);
    const { currency } = ctx.merchant.brand;
    const unit = minorPerMajor(currency);
    return {
      rooms: ROOM_TIERS.map(([name, baseBet], index) => {
        const onlinePlayers = ((minute * (index + 7)) % 97) + (6 - index) * 12;
        return {
          roomId: `${input.vassalage}-${input.gameId ?? 'lobby'}-${index + 1}`,
          roomName: name,
          baseBet: moneyOf(BigInt(baseBet) * unit, currency),
          minBalance: moneyOf(BigInt(baseBet * 20) * unit, currency),
          onlinePlayers,
          status: onlinePlayers > 150 ? ('full' as const) : ('open' as const),
        };
      }),
    };
  },

  liveModels: async (input, ctx) => {
    const vendors = await liveVendors(ctx.services.db, ctx.merchant.id, input.vassalage);
    const hour = ctx.services.clock().getUTCHours();
    return {
      list: vendors.flatMap(({ vassalage }, v) =>
        LIVE_HOSTS.slice(0, 3).map((nickname, i) => {
          const modelId = `${vassalage}-${i + 1}`;
          return {
            modelId,
            nickname: LIVE_HOSTS[(v + i) % LIVE_HOSTS.length] ?? nickname,
            avatarUrl: `/media/models/${encodeURIComponent(modelId)}.webp`,
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
} satisfies HandlerMap;
