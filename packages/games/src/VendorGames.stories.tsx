import type { Game } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { VendorGames } from './VendorGames.tsx';

const picture = (colour: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  )}`;

const games: Game[] = Array.from({ length: 14 }, (_, index) => ({
  nodeId: 100 + index,
  gameName: `Demo game ${index + 1}`,
  iconUrl: picture(index % 2 ? '#36c' : '#f90'),
  gameId: `g${index + 1}`,
  gameCode: `g${index + 1}`,
  vassalage: 'DEMO',
  gameType: 'RNG',
}));

let favourites = new Set<number>([101]);
const api = {
  gameList: async (input: unknown) => {
    const { pageNo = 1, pageSize = 12 } = input as { pageNo?: number; pageSize?: number };
    return {
      games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totalPages: Math.ceil(games.length / pageSize),
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
  launchGame: async () => ({
    content: { game_url: 'data:text/html,<h1 style="font-family:sans-serif">Demo slot</h1>' },
  }),
  balance: async () => ({ sumBalance: 100, balance: [], currency: 'PHP', currencySymbol: '₱' }),
};

const member = {
  token: 'story-token',
  memberInfo: {
    id: 1,
    account: 'demo',
    nickname: 'Demo',
    type: 0,
    regDate: '2026-01-02',
    mobile: '',
    email: '',
    currency: 'PHP',
    lastLoginAt: null,
  },
};

const meta = {
  component: VendorGames,
  args: { vassalage: 'DEMO', gameType: 'RNG' },
  parameters: { api },
  beforeEach: () => {
    favourites = new Set([101]);
  },
} satisfies Meta<typeof VendorGames>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Visitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Demo game 1' });
    await expect(canvas.queryByRole('button', { name: /^Favourite/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('button', { name: 'Demo game 13' })).toBeVisible();
  },
};

export const MemberLaunches: Story = {
  parameters: { session: member },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 3' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Demo game 3' });
    await expect(within(dialog).getByTitle('Demo game 3').tagName).toBe('IFRAME');
  },
};

export const MemberFavourites: Story = {
  parameters: { session: member },
  play: async ({ canvas, userEvent }) => {
    const second = await canvas.findByRole('button', { name: 'Favourite: Demo game 2' });
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    const first = canvas.getByRole('button', { name: 'Favourite: Demo game 1' });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const TrialMember: Story = {
  parameters: { session: { ...member, memberInfo: { ...member.memberInfo, type: 4 } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Demo game 1' }));
    const alert = await body(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Trial accounts cannot play games');
  },
};
