import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { InboxMessage } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Button, Pagination, QueryStatus, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { type MessageFilter, useChangeMessages, useInbox } from './api/getInbox.ts';
import { useMessageText } from './labels.ts';

/**
 * The inbox: messages from the platform and from staff, newest first. Opening an unread
 * message marks it read; the header's unread count follows from the answer.
 */
export const MessagesScreen = () => {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const inbox = useInbox(filter, pageNo);
  const change = useChangeMessages();
  const textOf = useMessageText();
  const messages = inbox.data?.content;

  const toggle = (message: InboxMessage) => {
    setOpen(open === message.messageId ? null : message.messageId);
    if (!message.read) change.mutate({ ids: [message.messageId], change: 'read' });
  };

  return (
    <>
      <h2>{t`Messages`}</h2>
      <Tabs
        label={t`Show messages`}
        tabs={[
          { key: 'all', label: t`All` },
          { key: 'unread', label: t`Unread` },
          { key: 'read', label: t`Read` },
        ]}
        selected={filter}
        onSelect={(next) => {
          setFilter(next);
          setPageNo(1);
        }}
      >
        {change.error && (
          <p role="alert">
            {errorMessage(i18n, isApiError(change.error) ? change.error : { code: 'unknown' })}
          </p>
        )}
        {messages?.length === 0 ? (
          <p>{t`No messages.`}</p>
        ) : (
          <QueryStatus loading={inbox.isPending} error={inbox.error} onRetry={inbox.refetch} />
        )}
        <List>
          {messages?.map((message) => (
            <li key={message.messageId}>
              <Heading direction="row" wrap justify="space-between" gap="xs">
                <button
                  type="button"
                  aria-expanded={open === message.messageId}
                  onClick={() => toggle(message)}
                >
                  {!message.read && <Unread>{t`Unread`}</Unread>}
                  {textOf(message).title}
                </button>
                <time dateTime={message.sentAt}>
                  {i18n.date(message.sentAt, { dateStyle: 'short', timeStyle: 'short' })}
                </time>
              </Heading>
              {open === message.messageId && (
                <Body>
                  <p>{textOf(message).body}</p>
                  <Button
                    variant="secondary"
                    onClick={() => change.mutate({ ids: [message.messageId], change: 'delete' })}
                  >
                    {t`Delete`}
                  </Button>
                </Body>
              )}
            </li>
          ))}
        </List>
        <Pagination page={pageNo} totalPages={inbox.data?.totalPages ?? 0} onChange={setPageNo} />
      </Tabs>
    </>
  );
};

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.spacing.sm}px 0;
  }
`;

const Heading = styled(Stack)`
  & button {
    display: inline-flex;
    gap: ${({ theme }) => theme.spacing.xs}px;
    align-items: center;
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: 600;
    text-align: start;
    cursor: pointer;
  }
  & time {
    color: ${({ theme }) => theme.colors.mutedOnBackground};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Unread = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xs}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

const Body = styled.div`
  white-space: pre-wrap;
`;
