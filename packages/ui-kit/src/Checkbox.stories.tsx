import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  component: Checkbox,
  args: { label: 'I am 18 or older and agree to the terms' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I am 18 or older and agree to the terms' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Please accept the terms.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms.',
    );
  },
};
