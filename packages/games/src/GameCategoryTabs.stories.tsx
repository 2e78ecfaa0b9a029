import type { VendorLane } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GameCategoryTabs } from './GameCategoryTabs.tsx';

const picture = (colour: string, width: number, height: number) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  )}`;

const lane = (title: string, gameType: string, count: number): VendorLane => ({
  title,
  gameClassify: gameType,
  cards: Array.from({ length: count }, (_, index) => ({
    vassalage: `${gameType}${index + 1}`,
    displayName: `${title} vendor ${index + 1}`,
    gameType,
    lagerIcon: picture('#36c', 240, 140),
    smallIcon: picture('#36c', 64, 64),
    isGame: 'VASSALAGE',
  })),
});

const meta = {
  component: GameCategoryTabs,
  args: {
    lanes: [lane('Slot games', 'RNG', 8), lane('Live', 'LIVE', 3), lane('Empty', 'PVP', 0)],
    onMore: fn(),
  },
} satisfies Meta<typeof GameCategoryTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // Tabs carry the portal's own category names, translated, whatever the lane's title.
  play: async ({ canvas, userEvent, args }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Slots', 'Live casino']);
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('tab', { name: 'Live casino' }));
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onMore).toHaveBeenCalledWith(args.lanes[1]);
  },
};
