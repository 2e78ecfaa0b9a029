import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BetSlip } from './BetSlip.tsx';
import { slip } from './storyMoney.ts';

const meta = {
  component: BetSlip,
  args: {
    stakes: 2,
    amount: 400,
    unit: 1,
    multiplier: 1,
    chaseNumeros: 1,
    stopOnWin: false,
    onUnit: fn(),
    onMultiplier: fn(),
    onChase: fn(),
    onPlace: fn(),
    closed: false,
    pending: false,
  },
} satisfies Meta<typeof BetSlip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ loaded, canvas, userEvent, args }) => {
    await expect(canvas.getByText(slip(loaded, 2, 4))).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Unit'), '2');
    await expect(args.onUnit).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlace).toHaveBeenCalled();
  },
};

export const Chase: Story = {
  args: { chaseNumeros: 5, stopOnWin: true },
  play: async ({ loaded, canvas, userEvent, args }) => {
    await expect(canvas.getByText(slip(loaded, 2, 20))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stop the chase after a win' }));
    await expect(args.onChase).toHaveBeenCalledWith(5, false);
  },
};

/**
 * A brand in dong whose "1" is 1,000 dong (saigon's `lottery.stakeBase`): 2 stakes of 2 cost
 * 4,000 dong, whole dong, as the server charges them (issue 23).
 */
export const Dong: Story = {
  globals: { brand: 'saigon', language: 'EN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 stakes, 4,000 in total')).toBeVisible();
  },
};

/** What the play pays: one figure, or the range of the picks' prizes (a K3 sum). */
export const Odds: Story = {
  args: { odds: { low: 7.76, high: 7.76 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Odds 7.76')).toBeVisible();
  },
};

export const OddsRange: Story = {
  args: { odds: { low: 7.76, high: 209.52 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Odds 7.76 to 209.52')).toBeVisible();
  },
};

export const Incomplete: Story = {
  args: { stakes: 0, amount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  },
};

export const Closed: Story = {
  args: { closed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Betting closed' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'This draw is closed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This draw is closed.');
  },
};

export const Placed: Story = {
  args: { notice: 'Bet placed on draw 20261121-0601.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bet placed on draw 20261121-0601.');
  },
};
