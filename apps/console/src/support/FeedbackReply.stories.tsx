import { ApiError } from '@portal/api-client';
import type { StaffFeedback } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadConsoleCatalogue, openedDialog, withConsole } from '../storyDecorators.tsx';
import { FeedbackReply } from './FeedbackReply.tsx';

const feedback: StaffFeedback = {
  id: 7,
  merchantCode: 'SR77',
  memberId: 1,
  memberUsername: 'demo',
  questionType: 'deposit',
  content: 'My deposit has not arrived.',
  contact: '',
  sentAt: '2026-11-23T10:00:00.000Z',
};

const sent: unknown[] = [];

const meta = {
  component: FeedbackReply,
  decorators: [withConsole],
  loaders: [loadConsoleCatalogue],
  args: { feedback },
} satisfies Meta<typeof FeedbackReply>;
export default meta;
type Story = StoryObj<typeof meta>;

const openReply = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Reply to feedback 7' }));
  return openedDialog({ name: 'Reply to demo' });
};

/** The reply goes to the member's inbox by their id; the dialog closes once it is kept. */
export const Default: Story = {
  parameters: {
    staff: {
      answers: {
        messageToMember: async (input: unknown) => {
          sent.push(input);
          return {
            id: 40,
            merchantCode: 'SR77',
            memberId: 1,
            memberUsername: 'demo',
            title: 'Re: your feedback',
            body: 'It arrived at 10:05.',
            sentBy: 'support',
            sentAt: '2026-11-23T10:10:00.000Z',
          };
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openReply(canvas);
    // The dialog fades in: its content is shown once the fade is over.
    await waitFor(() =>
      expect(within(dialog).getByText('My deposit has not arrived.')).toBeVisible(),
    );
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Re: your feedback');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'It arrived at 10:05.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        memberId: 1,
        title: 'Re: your feedback',
        body: 'It arrived at 10:05.',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Reply sent to demo.');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** A refusal stays in the dialog, in words. */
export const Refused: Story = {
  parameters: {
    staff: {
      answers: {
        messageToMember: async () => {
          throw new ApiError('staff.permission.denied', undefined, 403);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openReply(canvas);
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
  },
};

/** A visitor's feedback has no inbox: nothing to reply with here. */
export const Visitor: Story = {
  args: { feedback: { ...feedback, memberId: null, memberUsername: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Reply/ })).toBeNull();
  },
};
