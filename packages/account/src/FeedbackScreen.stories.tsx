import { ApiError } from '@portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FeedbackScreen } from './FeedbackScreen.tsx';
import { memberScreen } from './storyFixtures.tsx';

const meta = {
  component: FeedbackScreen,
  ...memberScreen('feedback', { feedback: fn(async () => ({ feedbackId: 7 })) }),
} satisfies Meta<typeof FeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question types to choose from, and the description. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Feedback' });
    await expect(form).toBeVisible();
    const type = canvas.getByRole('combobox', { name: 'Question type' });
    await expect(type).toHaveValue('account');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'maxlength',
      '1000',
    );
  },
};

/** Sent: the type and the trimmed text go to the server, the thanks show, the form clears. */
export const Sends: Story = {
  play: async ({ canvas, parameters, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Question type' }), 'game');
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, '  The slot froze after a spin.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(parameters.api.feedback).toHaveBeenCalledWith({
        questionType: 'game',
        content: 'The slot froze after a spin.',
      }),
    );
    await expect(
      await canvas.findByText('Thank you. Your feedback was sent to customer service.'),
    ).toBeVisible();
    await expect(description).toHaveValue('');
  },
};

/** Nothing written: the field says so and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, parameters, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Input cannot be empty.')).toBeVisible();
    await expect(parameters.api.feedback).not.toHaveBeenCalled();
  },
};

/** Sent too often: the server's refusal is shown in the member's language. */
export const TooOften: Story = {
  parameters: {
    api: {
      feedback: async () => {
        throw new ApiError('too.many.requests', undefined, 429);
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
