import { ApiError } from '@portal/api-client';
import { type Game, pageCount } from '@portal/contract';
import { storyMember } from '@portal/session/story';
import { expect, type within } from 'storybook/test';
import { picture } from './storyPictures.ts';

export const games: Game[] = Array.from({ length: 14 }, (_, index) => ({
  nodeId: 100 + index,
  gameName: `Demo game ${index + 1}`,
  iconUrl: picture(index % 2 ? '#36c' : '#f90'),
  gameId: `g${index + 1}`,
  gameCode: `g${index + 1}`,
  vassalage: 'DEMO',
  gameType: 'RNG',
}));

/** Winners as the server masks them. */
export const winners = [
  { vo: { customerName: 'ab***9', winAmount: '12500.00', gameName: 'Demo game 1' } },
  { vo: { customerName: 'li***n', winAmount: '880.50', gameName: 'Demo game 4' } },
  { vo: { customerName: 'ma***2', winAmount: '3000.00' } },
];

/** Card-game rooms as the demo server answers them. */
export const pvpRooms = [
  {
    roomId: 'DEMO-1',
    roomName: 'Beginner',
    baseBet: '1.00',
    minBalance: '20.00',
    onlinePlayers: 80,
    status: 'open' as const,
  },
  {
    roomId: 'DEMO-2',
    roomName: 'VIP',
    baseBet: '50.00',
    minBalance: '1000.00',
    onlinePlayers: 160,
    status: 'full' as const,
  },
];

let favourites = new Set<number>([101]);
/** Each story starts with the same favourite. */
export const resetFavourites = () => {
  favourites = new Set([101]);
};
/** The calls the game list makes, answered from memory (the server is not part of a story). */
export const api = {
  gameList: async (input: unknown) => {
    const { pageNo = 1, pageSize = 12 } = input as { pageNo?: number; pageSize?: number };
    return {
      games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalPages: pageCount(games.length, pageSize),
    };
  },
  favouriteGameIds: async () => ({ nodeIds: [...favourites] }),
  addFavouriteGame: async (input: unknown) => {
    favourites.add((input as { nodeId: number }).nodeId);
    return { nodeIds: [...favourites] };
  },
  removeFavouriteGame: async (input: unknown) => {
    favourites.delete((input as { nodeId: number }).nodeId);
    return { nodeIds: [...favourites] };
  },
  favouriteGames: async () => {
    const content = games.filter((game) => favourites.has(game.nodeId));
    return { content, pageNum: 1, totalPages: 1 };
  },
  recentGames: async () => ({ list: games.slice(4, 7) }),
  hotGames: async () => ({ list: games.slice(0, 6) }),
  winnerBoard: async () => ({ list: winners }),
  pvpRooms: async () => ({ rooms: pvpRooms }),
  launchGame: async () => ({
    content: { game_url: 'data:text/html,<h1 style="font-family:sans-serif">Demo slot</h1>' },
  }),
  balance: async () => ({
    sumBalance: '100.00',
    balance: [],
    currency: 'PHP',
    currencySymbol: '₱',
  }),
};

/** The signed-in member of the games' stories. */
export const member = storyMember;

/** An answer that never comes: the part stays loading. */
export const never = () => new Promise<never>(() => undefined);

/**
 * The three states a games list shows for its one call: loading, nothing to show (its words),
 * and failed (the catalogue's failure, announced). The hot games, winner board and rooms
 * stories share them.
 */
export const listStates = (call: keyof typeof api, nothing: unknown, says: string) => ({
  Loading: { parameters: { api: { ...api, [call]: never } } },
  Empty: {
    parameters: { api: { ...api, [call]: async () => nothing } },
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
      await expect(await canvas.findByText(says)).toBeInTheDocument();
    },
  },
  Failed: {
    parameters: {
      api: {
        ...api,
        [call]: async () => {
          throw new ApiError('system.busy', undefined, 503);
        },
      },
    },
    play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
      await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    },
  },
});
