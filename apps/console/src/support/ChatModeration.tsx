import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffChatMessage } from '@portal/contract';
import { Button, Stack } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { useCan } from '../session/queries.ts';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { type ChatFilter, useChatDelete, useChatMute, useChatRoom } from './queries.ts';

const PAGE_SIZE = 20;
/** Designed: one mute length on the desk, an hour; the call takes up to a week. */
const MUTE_MINUTES = 60;

/**
 * The chat room as support sees it (issue 27): every message, deleted ones marked, with a way
 * to delete a message and to mute its poster for an hour or lift the mute. The server checks
 * `chat.moderate` and audits both; staff who may only read see no buttons.
 */
export const ChatModeration = () => {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<ChatFilter>({ pageNo: 1, pageSize: PAGE_SIZE });
  const room = useChatRoom(filter);
  const remove = useChatDelete();
  const mute = useChatMute();
  const canModerate = useCan()('chat.moderate');
  const columns = useMemo<ConsoleColumn<StaffChatMessage>[]>(
    () => [
      { id: 'at', header: t`Sent`, cell: ({ row }) => formatTime(i18n, row.original.sentAt) },
      { id: 'merchant', header: t`Merchant`, cell: ({ row }) => row.original.merchantCode },
      { id: 'member', header: t`Member`, cell: ({ row }) => row.original.username },
      { id: 'text', header: t`Message`, cell: ({ row }) => row.original.text },
      {
        id: 'state',
        header: t`Status`,
        cell: ({ row }) => {
          const { deletedAt, mutedUntil } = row.original;
          return (
            <>
              {deletedAt ? t`Deleted ${formatTime(i18n, deletedAt)}` : t`Shown`}
              {mutedUntil ? <Note>{t`Muted until ${formatTime(i18n, mutedUntil)}`}</Note> : null}
            </>
          );
        },
      },
      ...(canModerate
        ? [
            {
              id: 'actions',
              header: t`Actions`,
              cell: ({ row }) => {
                const { id, memberId, username, deletedAt, mutedUntil } = row.original;
                return (
                  <Stack direction="row" wrap gap="xs">
                    {!deletedAt && (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Delete message ${id}`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate({ messageId: id })}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    )}
                    {mutedUntil ? (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Lift the mute on ${username}`}
                        disabled={mute.isPending}
                        onClick={() => mute.mutate({ memberId, minutes: 0 })}
                      >
                        <Trans>Lift mute</Trans>
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t`Mute ${username} for an hour`}
                        disabled={mute.isPending}
                        onClick={() => mute.mutate({ memberId, minutes: MUTE_MINUTES })}
                      >
                        <Trans>Mute for an hour</Trans>
                      </Button>
                    )}
                  </Stack>
                );
              },
            } satisfies ConsoleColumn<StaffChatMessage>,
          ]
        : []),
    ],
    [t, i18n, canModerate, remove, mute],
  );
  const failure = remove.error ?? mute.error;
  return (
    <section aria-labelledby="chat-title">
      <h2 id="chat-title">
        <Trans>Chat room</Trans>
      </h2>
      {failure && <p role="alert">{errorText(i18n, failure)}</p>}
      <QueryTable
        query={room}
        filter={filter}
        onFilter={setFilter}
        label={t`Chat messages`}
        columns={columns}
        empty={<Trans>No chat messages yet.</Trans>}
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
};

const Note = styled.span`
  display: block;
  font-size: 0.85em;
`;
