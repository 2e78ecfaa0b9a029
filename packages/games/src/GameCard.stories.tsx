import type { Game } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GameCard } from './GameCard.tsx';
import { picture } from './storyPictures.ts';

const storyGame: Game = {
  nodeId: 101,
  gameName: 'Lucky Fruits',
  iconUrl: picture('#f90'),
  gameId: 'fruits',
  gameCode: 'fruits',
  vassalage: 'DEMO',
  gameType: 'RNG',
};

const meta = {
  title: 'games/GameCard',
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
