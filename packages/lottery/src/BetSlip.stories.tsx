import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BetSlip } from './BetSlip.tsx';

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
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('2 stakes, 4.00 in total')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Unit'), '2');
    await expect(args.onUnit).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlace).toHaveBeenCalled();
  },
};

export const Chase: Story = {
  args: { chaseNumeros: 5, stopOnWin: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('2 stakes, 20.00 in total')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Stop the chase after a win' }));
    await expect(args.onChase).toHaveBeenCalledWith(5, false);
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
