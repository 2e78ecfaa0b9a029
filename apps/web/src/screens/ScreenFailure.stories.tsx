import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { ScreenErrorBoundary, ScreenFailure } from './ScreenFailure.tsx';

const meta = {
  component: ScreenFailure,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
} satisfies Meta<typeof ScreenFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
  },
};

const Broken = (): never => {
  throw new Error('the screen failed to draw');
};

/** A screen that throws while drawing: the boundary shows the failure in its place. */
export const CaughtByTheBoundary: Story = {
  render: (args) => (
    <ScreenErrorBoundary onReload={args.onReload}>
      <Broken />
    </ScreenErrorBoundary>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
