import type { PopularLottery } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PopularLotteryCard } from './PopularLotteryCard.tsx';

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="22" fill="#e33"/></svg>',
)}`;

const lottery: PopularLottery = {
  gameId: 1,
  gameCode: 'JSK3',
  gameName: 'Jiangsu K3',
  gameGroupCode: 'K3',
  // The server sends the game's name as the entry's remark (portal-spec section 3), never the
  // catalogue's cadence note ("A draw every minute").
  remark: 'Jiangsu K3',
  webIconUrl: icon,
  isSale: true,
  tag: 'HOT',
  numero: '20261121-042',
  remainTime: 0,
  lockTime: 0,
  previousWinningNumber: '3,5,6',
};

const meta = {
  component: PopularLotteryCard,
  args: { lottery, remainingMs: 3_723_000, onPlay: fn() },
} satisfies Meta<typeof PopularLotteryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnderADay: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Jiangsu K3' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:02:03');
    await expect(canvas.getByRole('list', { name: 'Last result' })).toHaveTextContent('356');
    await userEvent.click(canvas.getByRole('button', { name: 'Play Jiangsu K3' }));
    await expect(args.onPlay).toHaveBeenCalledWith(lottery);
  },
};

/** The title is the name the server gives in the member's language, here Chinese. */
export const NameInTheMembersLanguage: Story = {
  args: { lottery: { ...lottery, remark: '江苏快三' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '江苏快三' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play 江苏快三' })).toBeVisible();
  },
};

/** An entry without a remark still has a title: the game's name. */
export const NoRemark: Story = {
  args: { lottery: { ...lottery, remark: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Jiangsu K3' })).toBeVisible();
  },
};

export const DaysAhead: Story = {
  args: { remainingMs: 2 * 86_400_000 + 5 * 3_600_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2d 5h');
  },
};

export const NotOnSale: Story = {
  args: { lottery: { ...lottery, isSale: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('--:--:--');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Betting closed');
  },
};

export const UnderOneSecond: Story = {
  args: { remainingMs: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('--:--:--');
  },
};

export const CommaResult: Story = {
  args: {
    lottery: {
      ...lottery,
      gameGroupCode: 'PK10',
      remark: 'Racing 10',
      previousWinningNumber: '10,02,07,01,05,09,03,06,08,04',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Last result' }).children).toHaveLength(10);
  },
};
