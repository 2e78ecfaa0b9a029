import type { LotteryOrder } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OrderList } from './OrderList.tsx';

const order: LotteryOrder = {
  orderNo: '101',
  gameId: 3,
  gameCode: 'K31M',
  numero: '20261121-0602',
  play: 'K3.sum',
  selection: [[9, 10]],
  unit: 1,
  multiplier: 1,
  stakes: 2,
  amount: '4',
  prizeMode: 'LOTT',
  status: 2,
  payout: '0',
  winNo: null,
  chaseNo: null,
  createdAt: '2026-11-21T10:01:10.000Z',
  settledAt: null,
};

/** One order in each status a member meets. */
const statuses: LotteryOrder[] = [
  order,
  { ...order, orderNo: '100', numero: '20261121-0601', status: 4, payout: '12.54', winNo: '145' },
  { ...order, orderNo: '99', numero: '20261121-0600', status: 5, winNo: '663' },
  { ...order, orderNo: '98', status: 8, payout: '4' },
  { ...order, orderNo: '97', status: 6, payout: '4', chaseNo: '7' },
  { ...order, orderNo: '96', status: 12, payout: '4' },
  { ...order, orderNo: '95', status: 16, payout: '4', winNo: '333' },
];

const meta = {
  component: OrderList,
  args: { orders: statuses, onCancel: fn() },
} satisfies Meta<typeof OrderList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'My orders' });
    for (const text of [
      'Not drawn',
      'Won',
      'Lost',
      'Cancelled',
      'Chase stopped after a win',
      'Refunded',
      'Tie, refunded',
    ]) {
      await expect(table).toHaveTextContent(text);
    }
    // Only the not-drawn order can be cancelled.
    await expect(canvas.getAllByRole('button', { name: /Cancel order/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order 101' }));
    await expect(args.onCancel).toHaveBeenCalledWith(order);
  },
};

export const AfterTheLock: Story = {
  args: { closedNumero: '20261121-0602' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  },
};

/** A brand that switches cancellation off (brand.json `lottery.memberCancel: false`). */
export const CancellationOff: Story = {
  args: { orders: [order], onCancel: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /20261121-0602/ });
    await expect(row).toHaveTextContent('Not drawn');
    await expect(canvas.queryByRole('button', { name: /Cancel order/ })).toBeNull();
    // No empty actions column either: draw, play, amount, status, payout, result, prize mode.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
  },
};

/**
 * Orders in the modes lucky88 offers: each shows its mode and the odds it was bought at (a K3
 * sum's picks each pay their own, so the range of the picks; an order from before the odds
 * were recorded shows its mode alone).
 */
export const ModesAndOdds: Story = {
  args: {
    orders: [
      {
        ...order,
        orderNo: '201',
        prizeMode: 'ELOTT',
        odds: [
          { key: '0:3', odds: 209.52 },
          { key: '0:9', odds: 8.38 },
          { key: '0:10', odds: 7.76 },
        ],
      },
      {
        ...order,
        orderNo: '202',
        numero: '20261121-0603',
        gameCode: 'SSC1M',
        play: 'SSC.back2.direct',
        selection: [[1, 2], [3]],
        prizeMode: 'ZY',
        odds: [{ key: null, odds: 90 }],
      },
      { ...order, orderNo: '203', numero: '20261121-0604' },
    ],
  },
  play: async ({ canvas }) => {
    const elott = canvas.getByRole('row', { name: /20261121-0602/ });
    await expect(elott).toHaveTextContent('Fixed odds (Elott) Odds 7.76 to 8.38');
    const zy = canvas.getByRole('row', { name: /20261121-0603/ });
    await expect(zy).toHaveTextContent('ZY prizes Odds 90.00');
    const old = canvas.getByRole('row', { name: /20261121-0604/ });
    await expect(old).toHaveTextContent('Standard prizes (Lott)');
    await expect(old).not.toHaveTextContent('Odds');
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders on this game yet.')).toBeVisible();
  },
};
