import type { LotteryMenuGroup, VendorLane } from '@portal/contract';
import { storyMember } from '@portal/session/story';
import { TOUCH_TARGET } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { MENU_HOVER_DELAY_MS, NavMenu } from './NavMenu.tsx';

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><rect width="28" height="28" fill="#36c"/></svg>',
)}`;

const vendors = (gameType: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    vassalage: `${gameType}${index + 1}`,
    displayName: `${gameType} vendor ${index + 1}`,
    gameType,
    lagerIcon: icon,
    smallIcon: icon,
    isGame: 'VASSALAGE',
  }));

const lotteryVendor = {
  vassalage: 'LOTT',
  displayName: 'Lottery vendor',
  gameType: 'LOTT',
  lagerIcon: icon,
  smallIcon: icon,
  isGame: 'VASSALAGE',
};

const lanes: VendorLane[] = [
  { title: 'Slots', gameCategory: 'RNG', gameClassify: 'RNG', cards: vendors('RNG', 12) },
  {
    title: 'Lottery',
    gameCategory: 'LOTT',
    gameClassify: 'LOTT',
    cards: [
      ...vendors('LOTT', 1),
      { ...lotteryVendor, vassalage: 'GPI', displayName: 'GPI Lottery' },
      { ...lotteryVendor, vassalage: 'VR', displayName: 'VR Lottery' },
    ],
  },
];

const game = (gameCode: string, gameName: string, gameGroupCode: string) => ({
  gameId: 1,
  gameCode,
  gameName,
  gameGroupCode,
  webIconUrl: icon,
  isSale: true,
  tag: '',
  prizeMode: 'LOTT' as const,
});

const groups: LotteryMenuGroup[] = [
  { gameGroupCode: 'K3', gameGroupName: 'Fast 3', games: [game('K31M', 'Fast 3 (1 min)', 'K3')] },
  { gameGroupCode: 'KENO', gameGroupName: 'Keno', games: [game('KENO1', 'Keno 1', 'KENO')] },
];

const meta = {
  component: NavMenu,
  decorators: [withBrandAndRouter],
  parameters: {
    session: storyMember,
    api: {
      gameVendors: async () => ({ data: { lanes } }),
      lotteryGameMenus: async () => groups,
    },
  },
} satisfies Meta<typeof NavMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HoverMenus: Story = {
  play: async ({ canvas, userEvent, step }) => {
    // The vendor lanes arrive after the first paint: the link becomes a menu then.
    const slots = await canvas.findByRole('link', { name: 'Slots', expanded: false });
    await step('a game menu drops after a resting hover, 9 vendors and more', async () => {
      await userEvent.hover(slots);
      await expect(slots).toHaveAttribute('aria-expanded', 'false');
      await new Promise((resolve) => setTimeout(resolve, MENU_HOVER_DELAY_MS + 100));
      await expect(slots).toHaveAttribute('aria-expanded', 'true');
      const item = slots.closest('li');
      if (!item) throw new Error('The menu item is not a list item');
      const menu = within(item);
      await expect(menu.getAllByRole('button', { name: /^RNG vendor/ })).toHaveLength(9);
      await expect(menu.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/rng');
      await userEvent.unhover(slots);
      await expect(slots).toHaveAttribute('aria-expanded', 'false');
    });

    await step('the lottery menu leaves out KENO and lists GPI and VR vendors', async () => {
      const lottery = canvas.getByRole('link', { name: 'Lottery' });
      await userEvent.hover(lottery);
      await new Promise((resolve) => setTimeout(resolve, MENU_HOVER_DELAY_MS + 100));
      const item = lottery.closest('li');
      if (!item) throw new Error('The menu item is not a list item');
      const menu = within(item);
      await expect(await menu.findByRole('link', { name: 'Fast 3 (1 min)' })).toBeInTheDocument();
      await expect(menu.queryByRole('link', { name: 'Keno 1' })).toBeNull();
      await expect(menu.getByRole('button', { name: 'GPI Lottery' })).toBeInTheDocument();
      await expect(menu.getByRole('button', { name: 'VR Lottery' })).toBeInTheDocument();
      await expect(menu.queryByRole('button', { name: 'LOTT vendor 1' })).toBeNull();
    });
  },
};

const regions: LotteryMenuGroup[] = [
  {
    gameGroupCode: 'MN',
    gameGroupName: 'Southern',
    games: [game('MNHCM', 'Ho Chi Minh City', 'MN')],
  },
];

/**
 * A Vietnamese brand (saigon: brand.json `lottery.menuFirst` "VN") leads its lottery menu with
 * the Vietnamese regions, which open in the Vietnamese lobby; the Chinese groups follow
 * (issue 23: "the Vietnamese lottery first in its lottery menu").
 */
export const VietnameseRegionsFirst: Story = {
  globals: { brand: 'saigon', language: 'EN' },
  parameters: { api: { vnLotteryGameMenu: async () => regions } },
  play: async ({ canvas, userEvent }) => {
    // The vendor lanes arrive after the first paint: the links become menus then.
    await canvas.findByRole('link', { name: 'Slots', expanded: false });
    const lottery = canvas.getByRole('link', { name: 'Lottery' });
    await userEvent.hover(lottery);
    await new Promise((resolve) => setTimeout(resolve, MENU_HOVER_DELAY_MS + 100));
    const item = lottery.closest('li');
    if (!item) throw new Error('The menu item is not a list item');
    const menu = within(item);
    const hcm = await menu.findByRole('link', { name: 'Ho Chi Minh City' });
    await expect(hcm).toHaveAttribute('href', '/vnLottery?gameCode=MNHCM');
    await expect(menu.getByRole('link', { name: 'Fast 3 (1 min)' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=K31M',
    );
    const headings = menu.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Southern', 'Fast 3']);
  },
};

/**
 * On a phone the categories are one row of full touch targets, and no hover menu drops (a
 * touch screen has no hover: the category's own page lists its vendors).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    // The vendor lanes arrive after the first paint: the link becomes a menu then.
    const slots = await canvas.findByRole('link', { name: 'Slots', expanded: false });
    const lottery = canvas.getByRole('link', { name: 'Lottery' }).getBoundingClientRect();
    await expect(slots.getBoundingClientRect().top).toBe(lottery.top);
    await expect(slots.getBoundingClientRect().height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    await userEvent.hover(slots);
    await new Promise((resolve) => setTimeout(resolve, MENU_HOVER_DELAY_MS + 100));
    const item = slots.closest('li');
    if (!item) throw new Error('The menu item is not a list item');
    await expect(within(item).queryAllByRole('button', { name: /^RNG vendor/ })).toEqual([]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
