import type { Game, VendorCard as VendorCardData } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GameCard } from './GameCard.tsx';
import { VendorCard } from './VendorCard.tsx';

const picture = (colour: string, width = 120, height = 120) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  )}`;

const storyGame: Game = {
  nodeId: 101,
  gameName: 'Lucky Fruits',
  iconUrl: picture('#f90'),
  gameId: 'fruits',
  gameCode: 'fruits',
  vassalage: 'DEMO',
  gameType: 'RNG',
};

const vendor: VendorCardData = {
  vassalage: 'DEMO',
  displayName: 'Demo Games',
  gameType: 'RNG',
  lagerIcon: picture('#36c', 240, 140),
  smallIcon: picture('#36c', 64, 64),
  isGame: 'VASSALAGE',
};

const meta = {
  title: 'games/Cards',
  component: GameCard,
  args: { game: storyGame, onPlay: fn(), onToggleFavourite: fn() },
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlainGame: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lucky Fruits' }));
    await expect(args.onPlay).toHaveBeenCalledWith(storyGame);
    await expect(canvas.queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
};

export const GameFavourite: Story = {
  args: { favourite: true },
  play: async ({ canvas, userEvent, args }) => {
    const star = canvas.getByRole('button', { name: 'Favourite: Lucky Fruits' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(storyGame);
  },
};

export const GameNotFavourite: Story = {
  args: { favourite: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite: Lucky Fruits' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Vendor: StoryObj<typeof VendorCard> = {
  render: (args) => <VendorCard {...args} />,
  args: { vendor, onOpen: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Demo Games' }));
    await expect(args.onOpen).toHaveBeenCalledWith(vendor);
  },
};

export const VendorSmall: StoryObj<typeof VendorCard> = {
  render: (args) => <VendorCard {...args} />,
  args: { vendor, onOpen: fn(), size: 'small' },
};
