import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffFeedback } from '@portal/contract';
import { Button, FormStack, Modal } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useStaffWrite } from '../api/staffQueries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { MessageText, type MessageValues } from './MessageText.tsx';

/**
 * Answers a member's feedback: a message that lands in the member's inbox (messageToMember),
 * written in a dialog opened from the feedback's row. A visitor's feedback has no inbox to
 * answer to: the row shows the contact they left instead.
 */
export const FeedbackReply = ({ feedback }: { feedback: StaffFeedback }) => {
  const { t, i18n } = useLingui();
  const send = useStaffWrite('messageToMember', ['messageList']);
  const [open, setOpen] = useState(false);
  const { memberId, memberUsername } = feedback;
  if (memberId === null) return null;
  const start = () => {
    send.reset();
    setOpen(true);
  };
  // Each opening starts from the suggested title (the dialog's form mounts afresh).
  const initialValues: MessageValues = { title: t`Re: your feedback`, body: '' };
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-label={t`Reply to feedback ${feedback.id}`}
        onClick={start}
      >
        <Trans>Reply</Trans>
      </Button>
      {send.isSuccess && !open && <p role="status">{t`Reply sent to ${memberUsername ?? ''}.`}</p>}
      <Modal
        name="feedback-reply"
        open={open}
        onClose={() => setOpen(false)}
        title={t`Reply to ${memberUsername ?? ''}`}
      >
        <FinalForm<MessageValues>
          initialValues={initialValues}
          onSubmit={({ title = '', body = '' }) =>
            send.mutate(
              { memberId, title: title.trim(), body: body.trim() },
              { onSuccess: () => setOpen(false) },
            )
          }
          render={({ handleSubmit }) => (
            <Form noValidate onSubmit={handleSubmit} aria-label={t`Reply`}>
              <Quote>{feedback.content}</Quote>
              <MessageText />
              {send.error && <p role="alert">{errorText(i18n, send.error)}</p>}
              <Button type="submit" loading={send.isPending}>
                <Trans>Send reply</Trans>
              </Button>
            </Form>
          )}
        />
      </Modal>
    </>
  );
};

const Form = styled(FormStack)`
  > div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
  textarea {
    padding: ${({ theme }) => theme.spacing.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    font: inherit;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.sm}px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
`;
