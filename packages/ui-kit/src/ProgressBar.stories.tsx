import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  component: ProgressBar,
  args: {
    label: 'Wagering progress',
    value: 12_000n,
    max: 300_000n,
    valueText: '120.00 of 3,000.00',
  },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Part-way: the percentage is whole (bigint division), the spoken value is the caller's. */
export const Partway: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Wagering progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', '120.00 of 3,000.00');
  },
};

/** Past the end it stays full; nothing asked reads as done. */
export const Done: Story = {
  args: { value: 400_000n },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const NothingAsked: Story = {
  args: { value: 0n, max: 0n, valueText: 'Nothing to wager' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
