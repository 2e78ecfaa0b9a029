import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { QueryStatus } from './QueryStatus.tsx';

const meta = {
  component: QueryStatus,
  args: { loading: false, error: null },
  globals: { viewport: { value: 'phone' } },
} satisfies Meta<typeof QueryStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first answer is on its way: a named status. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading the records' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the records' })).toBeInTheDocument();
  },
};

/** The answer held nothing: the screen's own line, not announced as a failure. */
export const Empty: Story = {
  args: { empty: 'No records for this period.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records for this period.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failure with a catalogue code shows the catalogue's message, and asks again on request. */
export const Failed: Story = {
  args: { error: { code: 'system.busy' }, onRetry: fn(), loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The system is busy, please try again.');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Something that is no catalogue failure (a thrown TypeError) reads as the unknown failure. */
export const FailedUnknown: Story = {
  args: { error: new TypeError('x is undefined') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown error');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The console words its staff codes itself. */
export const FailedDescribed: Story = {
  args: { error: { code: 'staff.forbidden' }, describe: () => 'You may not see this desk.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You may not see this desk.');
  },
};

/** In Urdu the failure reads right to left, its button after the words. */
export const FailedRightToLeft: Story = {
  args: { error: { code: 'unknown' }, onRetry: fn() },
  globals: { language: 'UR', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    const button = canvas.getByRole('button');
    await expect(getComputedStyle(alert).direction).toBe('rtl');
    await expect(button.getBoundingClientRect().right).toBeLessThan(
      alert.getBoundingClientRect().right,
    );
  },
};

/** With something to show it draws nothing. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
