import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { failurePageStories, withBrandAndRouter } from '../storyDecorators.tsx';
import { OfflineScreen } from './OfflineScreen.tsx';

const meta = {
  component: OfflineScreen,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof OfflineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const failure = failurePageStories('You are offline', 'Try again', 'onRetry');

export const Phone: Story = failure.Phone;

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const Desktop: Story = failure.Desktop;

export const Urdu: Story = {
  globals: { viewport: { value: 'phone' }, language: 'UR' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'آپ آف لائن ہیں' })).toBeVisible();
  },
};
