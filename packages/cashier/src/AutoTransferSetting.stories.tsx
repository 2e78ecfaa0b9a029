import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AutoTransferSetting } from './AutoTransferSetting.tsx';

const meta = {
  component: AutoTransferSetting,
  args: { enabled: false, saving: false, error: null, onChange: fn() },
} satisfies Meta<typeof AutoTransferSetting>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the member turns it on, and the change is handed on to be saved. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Automatic transfer' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/opening another game brings it back first/);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** On: turning it off hands on `false`. */
export const On: Story = {
  args: { enabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Automatic transfer' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

/** Saving: the switch shows the asked value and waits; a second press cannot race the first. */
export const Saving: Story = {
  args: { enabled: true, saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Automatic transfer' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

/** Still reading the saved setting: the switch waits for it. */
export const Loading: Story = {
  args: { enabled: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Automatic transfer' })).toBeDisabled();
  },
};

/** Refused (a frozen account): the catalogue's message, the switch back at the saved value. */
export const Failed: Story = {
  args: { enabled: false, error: 'Your account is frozen. Please contact customer service.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your account is frozen');
    await expect(canvas.getByRole('switch', { name: 'Automatic transfer' })).not.toBeChecked();
  },
};

/** At phone width the hint wraps under the switch, which stays reachable by its name. */
export const Phone: Story = {
  args: { enabled: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Automatic transfer' })).toBeVisible();
    await expect(canvas.getByText(/opening another game brings it back first/)).toBeVisible();
  },
};
