import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withBrandAndRouter } from '../storyDecorators.tsx';
import { OfflineScreen } from './OfflineScreen.tsx';

const meta = {
  component: OfflineScreen,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { viewport: { value: 'phone' }, language: 'UR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'آپ آف لائن ہیں' })).toBeVisible();
  },
};
