import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { ServiceDescription } from './ServiceDescription.tsx';

const meta = {
  component: ServiceDescription,
  decorators: [withBrandAndRouter],
  args: {
    figures: { depositSeconds: 45, withdrawalSeconds: 190, paymentMethods: 3 },
    vendors: 7,
  },
} satisfies Meta<typeof ServiceDescription>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's figures: seconds under a minute and a half, minutes under an hour and a half. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    const service = canvas.getByRole('region', { name: 'Our service' });
    await expect(service).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Average deposit time: 45s' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Average withdrawal time: 3m' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Game vendors: 7' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Payment methods: 3' })).toBeVisible();
  },
};

/** Loading, or a brand that paid nothing this week: a dash, never an invented figure. */
export const NoFiguresYet: Story = {
  args: { figures: null, vendors: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Average deposit time: -' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Game vendors: -' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Payment methods: -' })).toBeVisible();
  },
};

/** A slow week: withdrawals took hours. */
export const SlowWithdrawals: Story = {
  args: {
    figures: { depositSeconds: null, withdrawalSeconds: 3 * 3600, paymentMethods: 1 },
    vendors: 2,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Average deposit time: -' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Average withdrawal time: 3h' })).toBeVisible();
  },
};

/** The gauges and the blocks, where they stand. */
const layoutOf = (canvas: {
  getByRole: (role: 'img' | 'heading', o: { name: string }) => HTMLElement;
}) => ({
  deposit: canvas.getByRole('img', { name: 'Average deposit time: 45s' }).getBoundingClientRect(),
  vendors: canvas.getByRole('img', { name: 'Game vendors: 7' }).getBoundingClientRect(),
  secure: canvas.getByRole('heading', { name: 'Safe and secure' }).getBoundingClientRect(),
  fast: canvas.getByRole('heading', { name: 'Fast payments' }).getBoundingClientRect(),
});

/**
 * On a phone the four gauges take two rows of two (120px at least each) and the three blocks
 * stand one above the other; nothing runs off the screen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const { deposit, vendors, secure, fast } = layoutOf(canvas);
    await expect(vendors.top).toBeGreaterThanOrEqual(deposit.bottom);
    await expect(fast.top).toBeGreaterThan(secure.bottom);
    await expect(fast.left).toBe(secure.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** On a desktop the gauges share one row, and so do the blocks. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const { deposit, vendors, secure, fast } = layoutOf(canvas);
    await expect(vendors.top).toBe(deposit.top);
    await expect(fast.top).toBe(secure.top);
    await expect(fast.left).toBeGreaterThan(secure.right);
  },
};
