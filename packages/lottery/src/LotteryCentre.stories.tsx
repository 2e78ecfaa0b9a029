import { ApiError } from '@portal/api-client';
import type { LotteryMenuGroup } from '@portal/contract';
import { storyMember } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LotteryCentre } from './LotteryCentre.tsx';

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#e33"/></svg>',
)}`;

const game = (gameCode: string, gameName: string, gameGroupCode: string) => ({
  gameId: gameCode.length,
  gameCode,
  gameName,
  gameGroupCode,
  webIconUrl: icon,
  isSale: true,
  tag: '',
  prizeMode: 'SEA' as const,
  drawGroup: 'VN',
});

const regions: LotteryMenuGroup[] = [
  { gameGroupCode: 'MB', gameGroupName: 'Northern', games: [game('MBHN', 'Hanoi', 'MB')] },
  {
    gameGroupCode: 'VNFAST',
    gameGroupName: 'Speed',
    games: [game('VNFAST1M', 'Vietnam Speed (1 min)', 'VNFAST')],
  },
];

const meta = {
  component: LotteryCentre,
  args: { gameCode: undefined, group: undefined, onGroup: fn(), onGame: fn(), page: 'vn' },
  parameters: {
    api: {
      vnLotteryGameMenu: async () => regions,
      vnRecentLotteryGames: fn(async () => [game('VNFAST1M', 'Vietnam Speed (1 min)', 'VNFAST')]),
    },
  },
} satisfies Meta<typeof LotteryCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's Vietnamese lobby opens on the games it played lately. */
export const MemberRecentlyPlayed: Story = {
  parameters: { session: storyMember },
  play: async ({ canvas, userEvent, args }) => {
    const recent = await canvas.findByRole('tab', { name: 'Recently played' });
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Vietnam Speed (1 min)' }));
    await expect(args.onGame).toHaveBeenCalledWith('VNFAST1M');
    await expect(canvas.getByRole('tab', { name: 'Northern' })).toBeVisible();
  },
};

/** A visitor has played nothing: the regions only, and the recent games are never asked. */
export const Visitor: Story = {
  play: async ({ canvas, parameters }) => {
    await expect(await canvas.findByRole('tab', { name: 'Northern' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tab', { name: 'Recently played' })).toBeNull();
    await expect(parameters.api.vnRecentLotteryGames).not.toHaveBeenCalled();
  },
};

const k3 = {
  gameId: 34,
  gameCode: 'K31M',
  gameName: 'Fast 3 (1 min)',
  gameGroupCode: 'K3',
  webIconUrl: icon,
  isSale: true,
  tag: '',
  prizeMode: 'LOTT' as const,
  drawGroup: 'K3',
};
const placed: unknown[] = [];
const askedOdds: unknown[] = [];

/**
 * A brand with three prize modes (lucky88): the member picks Elott on a Fast 3 game; the odds
 * are asked in Elott and the bet is placed in it.
 */
export const ChoosesThePrizeMode: Story = {
  args: { page: 'lottery', gameCode: 'K31M', prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'] },
  parameters: {
    session: storyMember,
    api: {
      lotteryGameMenus: async () => [{ gameGroupCode: 'K3', gameGroupName: 'Fast 3', games: [k3] }],
      nearNumeros: async () => ({
        currentNumero: { numero: '20261128-0601', remainTime: 50_000, lockTime: 5_000 },
        previousNumero: null,
      }),
      recentDrawProofs: async () => [],
      lotteryDrawHistory: async () => ({
        content: [{ numero: '20261128-0600', winNo: '116' }],
        totalPages: 1,
      }),
      lotteryOrders: async () => ({ content: [], pageNum: 1, totalPages: 1, total: 0 }),
      lotteryOdds: async (input: unknown) => {
        askedOdds.push(input);
        return [];
      },
      balance: async () => ({
        sumBalance: '98.00',
        balance: [],
        currency: 'PHP',
        currencySymbol: '₱',
      }),
      placeLotteryOrder: async (input: unknown) => {
        placed.push(input);
        return { orders: [], total: 2 };
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const modes = await canvas.findByRole('group', { name: 'Prize mode' });
    // The game page shows its draw history with the dice trend.
    // The draw history loads in a chunk of its own as the page renders (on a loaded machine that
    // takes longer than findBy's default second).
    await expect(
      await canvas.findByRole('rowheader', { name: '20261128-0600' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Trend of the last 1 draws/ })).toBeVisible();
    await expect(
      within(modes).getByRole('radio', { name: 'Standard prizes (Lott)' }),
    ).toBeChecked();
    // SEA is the Vietnamese draws' mode, never a choice on a Fast 3 game.
    await expect(within(modes).queryByRole('radio', { name: 'Fixed odds (SEA)' })).toBeNull();
    await userEvent.click(within(modes).getByRole('radio', { name: 'Fixed odds (Elott)' }));
    await waitFor(() =>
      expect(askedOdds).toContainEqual(expect.objectContaining({ prizeMode: 'ELOTT' })),
    );
    // The slip is placed in the chosen mode.
    await userEvent.click(await canvas.findByRole('button', { name: '10' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(placed).toEqual([expect.objectContaining({ gameId: 34, prizeMode: 'ELOTT' })]),
    );
  },
};

/**
 * A lobby launch (launchGame, `launchMode LOTT`) opened the Fast 3 game in ZY with a back url:
 * the game starts in ZY (its odds asked so) and links back to where the launch came from.
 */
export const LobbyLaunchWithBackLink: Story = {
  args: {
    page: 'lottery',
    gameCode: 'K31M',
    prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
    launchMode: 'ZY',
    backUrl: '/promotions?tab=all',
  },
  parameters: ChoosesThePrizeMode.parameters,
  beforeEach: () => {
    askedOdds.length = 0;
  },
  play: async ({ canvas }) => {
    const modes = await canvas.findByRole('group', { name: 'Prize mode' });
    await expect(within(modes).getByRole('radio', { name: 'ZY prizes' })).toBeChecked();
    await waitFor(() =>
      expect(askedOdds).toContainEqual(expect.objectContaining({ prizeMode: 'ZY' })),
    );
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/promotions?tab=all',
    );
  },
};

/** Where the slip's button stands against a ball of the picker on a game's page. */
const slipAndPicker = async (canvas: {
  findByRole: (role: 'button', o: { name: string }) => Promise<HTMLElement>;
}) => {
  const place = await canvas.findByRole('button', { name: 'Place bet' });
  const ball = await canvas.findByRole('button', { name: '10' });
  return { ball: ball.getBoundingClientRect(), place: place.getBoundingClientRect() };
};

/** A game's page on a phone: the bet slip follows the picker, one column the screen's width. */
export const GamePagePhone: Story = {
  args: ChoosesThePrizeMode.args,
  parameters: ChoosesThePrizeMode.parameters,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { ball, place } = await slipAndPicker(canvas);
    await expect(place.top).toBeGreaterThan(ball.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a desktop the bet slip stands beside the picker (two thirds and one third). */
export const GamePageDesktop: Story = {
  args: ChoosesThePrizeMode.args,
  parameters: ChoosesThePrizeMode.parameters,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const { ball, place } = await slipAndPicker(canvas);
    await expect(place.left).toBeGreaterThan(ball.right);
  },
};

/** A game opened without a lobby launch: no back link, and the game's own mode. */
export const WithoutLobbyLaunch: Story = {
  args: { page: 'lottery', gameCode: 'K31M', prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'] },
  parameters: ChoosesThePrizeMode.parameters,
  play: async ({ canvas }) => {
    const modes = await canvas.findByRole('group', { name: 'Prize mode' });
    await expect(
      within(modes).getByRole('radio', { name: 'Standard prizes (Lott)' }),
    ).toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Back' })).toBeNull();
  },
};

/** A lobby launch onto the lobby view: the lobby links back too. */
export const LobbyLaunchOnTheLobby: Story = {
  args: { backUrl: '/home' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Northern' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
  },
};

/**
 * The menus could not be loaded: the catalogue's words for the failure, and a retry that asks
 * again and shows the lobby once the menus come.
 */
export const LoadFailed: Story = (() => {
  let calls = 0;
  return {
    parameters: {
      api: {
        vnLotteryGameMenu: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError('system.busy', undefined, 503);
          return regions;
        },
      },
    },
    beforeEach: () => {
      calls = 0;
    },
    play: async ({ canvas, userEvent }) => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'The system is busy, please try again.',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByRole('tab', { name: 'Northern' })).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
})();
