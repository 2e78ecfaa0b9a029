import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { failurePageStories, withBrandAndRouter } from '../storyDecorators.tsx';
import { ScreenErrorBoundary, ScreenFailure } from './ScreenFailure.tsx';

const meta = {
  component: ScreenFailure,
  decorators: [withBrandAndRouter],
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
} satisfies Meta<typeof ScreenFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

const failure = failurePageStories('This page could not open', 'Reload', 'onReload');

export const Phone: Story = failure.Phone;

export const Desktop: Story = failure.Desktop;

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
  play: failure.play,
};
