import type { LotteryMenuGroup } from '@portal/contract';
import { storyMember } from '@portal/session/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
