import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, fn } from 'storybook/test';
import { Button } from './Button.tsx';
import { FormPasswordField, FormTextField } from './FormField.tsx';

const required = (value: string | undefined) => (value ? undefined : 'Input cannot be empty.');
const longEnough = (value: string | undefined) =>
  value && value.length >= 4 ? undefined : 'At least 4 characters.';
/** Two rules: the first that fails is the one message shown. */
const username = (value: string | undefined) => required(value) ?? longEnough(value);

/** A small form on the adapter, as the sign-in popups use it. */
const Demo = ({ onSubmit }: { onSubmit: (values: object) => void }) => (
  <Form
    onSubmit={onSubmit}
    render={({ handleSubmit }) => (
      <form noValidate onSubmit={handleSubmit}>
        <FormTextField name="username" label="Username" validate={username} />
        <FormPasswordField name="password" label="Password" validate={required} />
        <Button type="submit">Log in</Button>
      </form>
    )}
  />
);

const meta = {
  component: Demo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ErrorAfterLeaving: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(field, 'ab');
    // Not while typing the first time...
    await expect(canvas.queryByText('At least 4 characters.')).toBeNull();
    await userEvent.tab();
    // ...but once the field is left: the first failed rule only.
    await expect(field).toHaveAccessibleDescription('At least 4 characters.');
    await expect(canvas.queryByText('Input cannot be empty.')).toBeNull();
  },
};

export const ErrorsOnSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Input cannot be empty.',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Input cannot be empty.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'demo');
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
