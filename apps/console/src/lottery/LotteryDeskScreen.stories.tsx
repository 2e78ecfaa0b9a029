import type { StaffDraw } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  answering,
  deskStories,
  loadingStory,
  openedDialog,
  page,
  reasonRequired,
  recording,
  refusedDecisionStory,
  refusedStory,
  refusing,
} from '../storyDecorators.tsx';
import { LotteryDeskScreen } from './LotteryDeskScreen.tsx';

const COMMITMENT = '5b1d4f0e9a7c3b2d8e6f1a0c4b9d7e3f2a8c6b1d0e9f7a3c5b2d4e6f8a0c1b3d';
const SEED = '0f3a9c2e7b1d5f8a4c6e0b2d9f7a1c3e5b8d0f2a4c6e9b1d3f5a7c0e2b4d6f8a';

const draw = (numero: string, state: StaffDraw['state'], extra: Partial<StaffDraw> = {}) => ({
  merchantCode: 'SR77',
  gameCode: 'K31M',
  gameName: 'Fast 3 (1 min)',
  numero,
  state,
  lockAt: '2026-11-21T10:00:55.000Z',
  drawAt: '2026-11-21T10:01:00.000Z',
  winNo: state === 'open' ? null : '145',
  orders: 12,
  sales: '240.00',
  currency: 'CNY',
  voidReason: null,
  proof: {
    algorithm: 'hmac-sha256-v1',
    commitment: COMMITMENT,
    seed: state === 'drawn' || state === 'settled' ? SEED : null,
  },
  ...extra,
});

const meta = {
  component: LotteryDeskScreen,
  ...deskStories,
} satisfies Meta<typeof LotteryDeskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const voided: unknown[] = [];

/** Draws in each state; an open one is voided with a reason. */
export const Default: Story = {
  parameters: answering({
    lotteryDraws: async () =>
      page([
        draw('20261121-0602', 'open'),
        draw('20261121-0601', 'settled'),
        draw('20261121-0600', 'void', { voidReason: 'feed failure' }),
      ]),
    lotteryDrawVoid: recording(voided, async () =>
      draw('20261121-0602', 'void', { voidReason: 'results feed failed' }),
    ),
  }),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Draws' });
    await expect(table).toHaveTextContent('feed failure');
    // Each draw carries its proof: the seed only once drawn.
    const settled = within(table).getByRole('row', { name: /20261121-0601/ });
    await userEvent.click(within(settled).getByText('Proof'));
    await expect(within(settled).getByText(SEED)).toBeVisible();
    await expect(within(settled).getByText(COMMITMENT)).toBeVisible();
    const open = within(table).getByRole('row', { name: /20261121-0602/ });
    await userEvent.click(within(open).getByText('Proof'));
    await expect(within(open).getByText('Revealed once drawn')).toBeVisible();
    await expect(within(open).queryByText(SEED)).toBeNull();
    // Only a draw that is not settled or void can be voided.
    await expect(canvas.getAllByRole('button', { name: /^Void K31M/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Void K31M 20261121-0602' }));
    await reasonRequired(await openedDialog({ name: 'Void draw 20261121-0602' }), {
      confirm: 'Void the draw',
      sent: voided,
      reason: 'results feed failed',
    });
    await expect(voided.at(-1)).toEqual({
      merchantCode: 'SR77',
      gameCode: 'K31M',
      numero: '20261121-0602',
      reason: 'results feed failed',
    });
  },
};

export const AlreadySettled: Story = refusedDecisionStory(
  answering({
    lotteryDraws: async () => page([draw('20261121-0602', 'drawn')]),
    lotteryDrawVoid: refusing('staff.lottery.draw.settled', 409),
  }),
  {
    button: 'Void K31M 20261121-0602',
    dialog: 'Void draw 20261121-0602',
    confirm: 'Void the draw',
    says: 'This draw is already settled or void and cannot be voided.',
    reason: 'a reason',
  },
);

export const Refused: Story = refusedStory('lotteryDraws');

export const Empty: Story = {
  parameters: answering({ lotteryDraws: async () => page([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Draws' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Void/ })).toBeNull();
  },
};

export const Loading: Story = loadingStory(['lotteryDraws']);
