import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { MAX_CHAT_MESSAGE_LENGTH } from '@portal/contract';
import { useLoginPopup, useSession } from '@portal/session';
import {
  Button,
  FormStack,
  ListStack,
  QueryFailure,
  QueryStatus,
  Stack,
  TextField,
} from '@portal/ui-kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useChatMessages, useChatPost } from './api/getChatRoom.ts';

/**
 * The chat room on /chat (issue 27, designed: the specs name the module and its launch call,
 * not the screen). Phone first: the messages fill the screen as a log, newest at the bottom,
 * the message box under them; a member's own messages sit on the right. Visitors are asked to
 * log in (the room is the brand's members'); a muted member reads but cannot post.
 */
export const ChatRoom = () => {
  const { t, i18n } = useLingui();
  const { isLogin } = useSession();
  const loginPopup = useLoginPopup();
  const room = useChatMessages();
  const send = useChatPost();
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const messages = room.data?.messages;
  const lastId = messages?.at(-1)?.id;

  // A new message scrolls the log to the bottom, where it appears.
  useEffect(() => {
    if (lastId !== undefined && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lastId]);

  if (!isLogin) {
    return (
      <Room as="section" aria-label={t`Chat room`}>
        <h1>{t`Chat room`}</h1>
        <p>{t`Log in to chat with other members.`}</p>
        <Button onClick={loginPopup.show}>{t`Log in`}</Button>
      </Room>
    );
  }

  const mutedUntil = room.data?.mutedUntil ?? null;
  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || send.isPending) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };
  const time = (iso: string) => i18n.date(new Date(iso), { timeStyle: 'short' });

  return (
    <Room as="section" aria-label={t`Chat room`}>
      <h1>{t`Chat room`}</h1>
      <QueryStatus
        loading={room.isPending}
        error={room.error}
        onRetry={room.refetch}
        empty={messages?.length === 0 && t`No messages yet. Say hello!`}
      />
      {messages && messages.length > 0 && (
        <Log as="ol" gap="xs" ref={log} role="log" aria-label={t`Messages`} tabIndex={0}>
          {messages.map((message) => (
            <Message key={message.id} data-mine={message.mine || undefined}>
              <header>
                <strong>{message.mine ? t`You` : message.nickname}</strong>{' '}
                <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
              </header>
              <p>{message.text}</p>
            </Message>
          ))}
        </Log>
      )}
      {/* The box waits for the room's first answer, which says whether the member is muted. */}
      {!room.data ? null : mutedUntil ? (
        <Muted role="status">{t`You are muted in the chat room until ${time(mutedUntil)}.`}</Muted>
      ) : (
        <Compose
          direction="row"
          align="flex-end"
          gap="xs"
          onSubmit={submit}
          aria-label={t`Send a message`}
        >
          <TextField
            label={t`Message`}
            value={text}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            autoComplete="off"
            enterKeyHint="send"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={!trimmed || send.isPending}>
            {send.isPending ? t`Sending…` : t`Send`}
          </Button>
        </Compose>
      )}
      {send.error ? <QueryFailure error={send.error} /> : null}
    </Room>
  );
};

const Room = styled(Stack)`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.sm}px;
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Log = styled(ListStack)`
  /* Phone first: the log takes the screen above the message box and scrolls on its own. */
  max-height: 60vh;
  overflow-y: auto;
`;

const Message = styled.li`
  align-self: flex-start;
  max-width: 85%;
  padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  overflow-wrap: anywhere;
  &[data-mine] {
    align-self: flex-end;
  }
  header {
    font-size: 0.8rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const Compose = styled(FormStack)`
  > :first-of-type {
    flex: 1;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-weight: 600;
`;
