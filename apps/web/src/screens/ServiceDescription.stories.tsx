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
