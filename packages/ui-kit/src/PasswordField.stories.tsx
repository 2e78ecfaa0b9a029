import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(field, 'Demo@2026');
    await expect(field).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('Demo@2026');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter your password.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Password', { selector: 'input' }),
    ).toHaveAccessibleDescription('Please enter your password.');
  },
};
