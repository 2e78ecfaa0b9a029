import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  component: TextField,
  args: { label: 'Username', name: 'username', autoComplete: 'username' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Username');
    await userEvent.type(field, 'demo');
    await expect(field).toHaveValue('demo');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: '6 to 16 letters or digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription(
      '6 to 16 letters or digits',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Please enter your username.' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Username');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter your username.');
  },
};
