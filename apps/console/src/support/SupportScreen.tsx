import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiError } from '@portal/api-client';
import type { StaffMessage } from '@portal/contract';
import { Button, FormField, FormStack, FormTextField, Grid } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { useMerchants } from '../content/queries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { useCan } from '../session/queries.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { filled } from '../ui/formRules.ts';
import { Card, Screen } from '../ui/parts.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { ChatModeration } from './ChatModeration.tsx';
import { FeedbackList } from './FeedbackList.tsx';
import { MessageText, type MessageValues } from './MessageText.tsx';
import { type MessageFilter, useBroadcast, useMessageMember, useMessages } from './queries.ts';

const PAGE_SIZE = 20;

type Merchants = readonly { merchantCode: string; name: string }[];

/**
 * Messages to members: to every member of a brand, or to one member; they land in the
 * member's inbox. Below them, the feedback the portal's contact form received, then the chat
 * room's messages to moderate.
 */
export const SupportScreen = () => {
  const { t, i18n } = useLingui();
  const merchants = useMerchants();
  const [filter, setFilter] = useState<MessageFilter>({ pageNo: 1, pageSize: PAGE_SIZE });
  const messages = useMessages(filter);
  const columns = useMemo<ConsoleColumn<StaffMessage>[]>(
    () => [
      { id: 'at', header: t`Sent`, cell: ({ row }) => formatTime(i18n, row.original.sentAt) },
      { id: 'merchant', header: t`Merchant`, cell: ({ row }) => row.original.merchantCode },
      {
        id: 'to',
        header: t`To`,
        cell: ({ row }) => row.original.memberUsername ?? t`Every member`,
      },
      { id: 'title', header: t`Title`, cell: ({ row }) => row.original.title },
      { id: 'by', header: t`Sent by`, cell: ({ row }) => row.original.sentBy },
    ],
    [t, i18n],
  );
  const list = merchants.data?.merchants ?? [];
  const can = useCan();
  return (
    <Screen aria-labelledby="support-title">
      <h1 id="support-title">
        <Trans>Support</Trans>
      </h1>
      {merchants.error && <p role="alert">{errorText(i18n, merchants.error)}</p>}
      {list.length > 0 && (
        <Grid minColumnWidth={320} gap="md">
          <BroadcastForm merchants={list} />
          <MemberMessageForm merchants={list} />
        </Grid>
      )}
      <QueryTable
        query={messages}
        filter={filter}
        onFilter={setFilter}
        label={t`Messages sent`}
        columns={columns}
        empty={<Trans>No messages sent yet.</Trans>}
        rowKey={(row) => String(row.id)}
      />
      {can('feedback.read') && <FeedbackList />}
      {can('chat.read') && <ChatModeration />}
    </Screen>
  );
};

export const BroadcastForm = ({ merchants }: { merchants: Merchants }) => {
  const { t } = useLingui();
  const send = useBroadcast();
  return (
    <MessageForm
      merchants={merchants}
      heading={t`Message every member`}
      sendLabel={t`Send to everyone`}
      mutation={send}
      sent={send.data ? t`Sent to every member of ${send.data.merchantCode}.` : null}
      onSend={(draft, done) =>
        send.mutate(
          { merchantCode: draft.merchantCode, title: draft.title, body: draft.body },
          { onSuccess: done },
        )
      }
    />
  );
};

export const MemberMessageForm = ({ merchants }: { merchants: Merchants }) => {
  const { t } = useLingui();
  const send = useMessageMember();
  return (
    <MessageForm
      merchants={merchants}
      heading={t`Message one member`}
      sendLabel={t`Send`}
      toOneMember
      mutation={send}
      sent={send.data ? t`Sent to ${send.data.memberUsername ?? ''}.` : null}
      onSend={(draft, done) => send.mutate(draft, { onSuccess: done })}
    />
  );
};

interface MessageDraft {
  merchantCode: string;
  username: string;
  title: string;
  body: string;
}

interface MessageFormValues extends MessageValues {
  merchantCode?: string;
  username?: string;
}

/**
 * A message from staff: to every member of a brand, or (toOneMember) to one member by
 * account. Sent trimmed; title and body clear once the server took it.
 */
const MessageForm = ({
  merchants,
  heading,
  sendLabel,
  toOneMember = false,
  mutation,
  sent,
  onSend,
}: {
  merchants: Merchants;
  heading: string;
  sendLabel: string;
  toOneMember?: boolean;
  mutation: { isPending: boolean; error: ApiError | null };
  sent: string | null;
  onSend: (draft: MessageDraft, done: () => void) => void;
}) => {
  const { t, i18n } = useLingui();
  const initialValues = useMemo(
    () => ({ merchantCode: merchants[0]?.merchantCode ?? '' }),
    [merchants],
  );
  return (
    <Card>
      <FinalForm<MessageFormValues>
        initialValues={initialValues}
        onSubmit={({ merchantCode = '', username = '', title = '', body = '' }, form) =>
          onSend(
            { merchantCode, username: username.trim(), title: title.trim(), body: body.trim() },
            // The brand and the member stay for the next message; the text starts again.
            () => form.restart({ merchantCode, username }),
          )
        }
        render={({ handleSubmit }) => (
          <Form noValidate onSubmit={handleSubmit} aria-label={heading}>
            <h2>{heading}</h2>
            <FormField name="merchantCode">
              {({ input }) => (
                <BrandSelect
                  brands={merchants}
                  value={input.value}
                  onChange={(code) => input.onChange(code ?? '')}
                />
              )}
            </FormField>
            {toOneMember && (
              <FormTextField
                label={t`Member account`}
                name="username"
                required
                maxLength={64}
                validate={filled(t`Write something first.`)}
              />
            )}
            <MessageText />
            {mutation.error && <p role="alert">{errorText(i18n, mutation.error)}</p>}
            {sent && <p role="status">{sent}</p>}
            <Button type="submit" loading={mutation.isPending}>
              {sendLabel}
            </Button>
          </Form>
        )}
      />
    </Card>
  );
};

const Form = styled(FormStack)`
  > div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
  select,
  textarea {
    padding: ${({ theme }) => theme.spacing.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;
