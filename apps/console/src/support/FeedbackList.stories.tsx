import type { StaffFeedback } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadConsoleCatalogue, page, storySession, withConsole } from '../storyDecorators.tsx';
import { FeedbackList } from './FeedbackList.tsx';

const feedback = (over: Partial<StaffFeedback> = {}): StaffFeedback => ({
  id: 7,
  merchantCode: 'SR77',
  memberId: 1,
  memberUsername: 'demo',
  questionType: 'deposit',
  content: 'My deposit has not arrived.',
  contact: '',
  sentAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

const meta = {
  component: FeedbackList,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
} satisfies Meta<typeof FeedbackList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's feedback and a visitor's, who left a contact. */
export const Default: Story = {
  parameters: {
    staff: {
      session: storySession('support'),
      answers: {
        feedbackList: async () =>
          page([
            feedback(),
            feedback({
              id: 6,
              memberId: null,
              memberUsername: null,
              contact: 'visitor@example.test',
              questionType: 'other',
              content: 'How do I register?',
            }),
          ]),
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Feedback received' });
    await expect(await within(table).findByText('My deposit has not arrived.')).toBeVisible();
    await expect(within(table).getByText('visitor@example.test')).toBeVisible();
    // Support may answer a member's feedback into their inbox; a visitor has none.
    await expect(within(table).getAllByRole('button', { name: /^Reply to feedback/ })).toHaveLength(
      1,
    );
    await expect(within(table).getByRole('button', { name: 'Reply to feedback 7' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    staff: { session: storySession('support'), answers: { feedbackList: async () => page([]) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No feedback yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    staff: {
      session: storySession('support'),
      answers: { feedbackList: () => new Promise(() => undefined) },
    },
  },
};
