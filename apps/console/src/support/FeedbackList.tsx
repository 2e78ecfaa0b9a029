import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffFeedback } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useCan } from '../session/queries.ts';
import type { ConsoleColumn } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { QueryTable } from '../ui/QueryTable.tsx';
import { FeedbackReply } from './FeedbackReply.tsx';
import { type FeedbackFilter, useFeedback } from './queries.ts';

const PAGE_SIZE = 20;

/**
 * Feedback from the portal's contact form: who sent it (or their contact), the type and text;
 * a member's can be answered into their inbox.
 */
export const FeedbackList = () => {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<FeedbackFilter>({ pageNo: 1, pageSize: PAGE_SIZE });
  const feedback = useFeedback(filter);
  const canReply = useCan()('messages.send');
  const columns = useMemo<ConsoleColumn<StaffFeedback>[]>(
    () => [
      { id: 'at', header: t`Sent`, cell: ({ row }) => formatTime(i18n, row.original.sentAt) },
      { id: 'merchant', header: t`Merchant`, cell: ({ row }) => row.original.merchantCode },
      {
        id: 'from',
        header: t`From`,
        cell: ({ row }) =>
          row.original.memberUsername ?? (row.original.contact || t`Visitor, no contact`),
      },
      { id: 'type', header: t`Question type`, cell: ({ row }) => row.original.questionType },
      { id: 'content', header: t`Feedback`, cell: ({ row }) => row.original.content },
      ...(canReply
        ? [
            {
              id: 'reply',
              header: t`Reply`,
              cell: ({ row }) => <FeedbackReply feedback={row.original} />,
            } satisfies ConsoleColumn<StaffFeedback>,
          ]
        : []),
    ],
    [t, i18n, canReply],
  );
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title">
        <Trans>Feedback</Trans>
      </h2>
      <QueryTable
        query={feedback}
        filter={filter}
        onFilter={setFilter}
        label={t`Feedback received`}
        columns={columns}
        empty={<Trans>No feedback yet.</Trans>}
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
};
