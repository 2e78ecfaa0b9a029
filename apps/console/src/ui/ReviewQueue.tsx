import { useLingui } from '@lingui/react/macro';
import type { StaffCallInput, StaffCallName } from '@portal/contract';
import { Button, QueryFailure, Stack } from '@portal/ui-kit';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { type ConsoleColumn, DataTable } from './DataTable.tsx';
import { filled, firstOf, fitsCall } from './formRules.ts';
import { Card } from './parts.tsx';
import type { PageQuery } from './QueryTable.tsx';
import { ReasonFormDialog, type ReasonFormDialogProps } from './ReasonDialog.tsx';

/**
 * A queue's status filter and page, kept together because a new status starts again at page 1.
 * `filter` spreads into a StatusFilter.
 */
export const useQueuePage = <S extends string>(initial: S | undefined) => {
  const [status, setStatus] = useState<S | undefined>(initial);
  const [pageNo, setPageNo] = useState(1);
  return {
    status,
    pageNo,
    setPageNo,
    filter: {
      value: status,
      onChange: (next: S | undefined) => {
        setStatus(next);
        setPageNo(1);
      },
    },
  };
};

/** A call a decision dialog makes (TanStack Query's mutation has this shape). */
interface DecisionCall {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * Which row a queue's dialog is deciding, and for which action (approve, reject, forfeit...):
 * one at a time. Closing forgets the row and resets the calls, so the next row's dialog opens
 * without the last one's failure.
 */
export const useDecision = <Row, Action extends string>(...calls: DecisionCall[]) => {
  const [deciding, setDeciding] = useState<{ action: Action; row: Row } | null>(null);
  return {
    /** The row the `action` dialog is open for, or null while it is closed. */
    row: (action: Action) => (deciding?.action === action ? deciding.row : null),
    open: (action: Action, row: Row) => setDeciding({ action, row }),
    close: () => {
      setDeciding(null);
      for (const call of calls) call.reset();
    },
  };
};

/** What a decision dialog shows of its call: busy while it runs, its failure in words. */
export const useCallState = () => {
  const { i18n } = useLingui();
  return (call: Pick<DecisionCall, 'isPending' | 'error'>) => ({
    busy: call.isPending,
    error: call.error ? errorText(i18n, call.error) : null,
  });
};

export interface RowAction {
  /** The button's words ("Approve"). */
  label: string;
  /** Its accessible name, naming the row ("Approve application 31 of demo"). */
  name: string;
  variant?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  /** Its call is running (the button shows it and takes no second click). */
  loading?: boolean;
  onClick: () => void;
}

/** A queue row's decision buttons, side by side; none at all when the row takes no decision. */
export const RowActions = ({ actions }: { actions: readonly (RowAction | false)[] }) => {
  const shown = actions.filter((action): action is RowAction => action !== false);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" gap="xs">
      {shown.map((action) => (
        <Button
          key={action.name}
          size="small"
          variant={action.variant}
          aria-label={action.name}
          disabled={action.disabled}
          loading={action.loading}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
};

export interface ReviewQueueProps<Row extends RowData> {
  /** The queue's card and its heading; without it the queue is drawn in its screen as is. */
  heading?: {
    id: string;
    title: ReactNode;
    actions?: ReactNode;
    /** A queue inside a screen part (the agent desk's pay tab) is a level lower. */
    level?: 2 | 3;
  };
  /** Above the list: the status filter (and any other control). */
  filter?: ReactNode;
  /** One page of the queue. */
  query: PageQuery<Row>;
  page: number;
  onPage: (page: number) => void;
  /** The table's accessible name. */
  label: string;
  columns: ConsoleColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  /** A failure of a decision taken in a row (not in a dialog), shown above the list. */
  callError?: unknown;
  /** The queue's dialogs. */
  children?: ReactNode;
}

/**
 * A console review queue: a status filter, one page of rows on ui-kit's Table (through the
 * console's DataTable: loading, empty and paging) with each row's decisions, the query's
 * failure in words, and the approve and reject dialogs. The promotions, agents, points and
 * lottery desks all decide their queues this way.
 */
export const ReviewQueue = <Row extends RowData>({
  heading,
  filter,
  query,
  page,
  onPage,
  callError,
  children,
  ...table
}: ReviewQueueProps<Row>) => {
  const { i18n } = useLingui();
  const describe = (error: unknown) => errorText(i18n, error);
  const body = (
    <>
      {filter}
      {query.error ? (
        <QueryFailure error={query.error} describe={describe} onRetry={query.refetch} />
      ) : null}
      {callError ? <QueryFailure error={callError} describe={describe} /> : null}
      <DataTable
        {...table}
        rows={query.data?.content ?? []}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPage={onPage}
        loading={query.isPending}
      />
      {children}
    </>
  );
  if (!heading) return body;
  const Heading = heading.level === 3 ? 'h3' : 'h2';
  const title = <Heading id={heading.id}>{heading.title}</Heading>;
  return (
    <Card aria-labelledby={heading.id}>
      {heading.actions ? (
        <Stack direction="row" align="center" justify="space-between">
          {title}
          {heading.actions}
        </Stack>
      ) : (
        title
      )}
      {body}
    </Card>
  );
};

/** The staff calls whose request carries a `reason` for the audit log. */
type ReasonCall = {
  [N in StaffCallName]: 'reason' extends keyof StaffCallInput<N> ? N : never;
}[StaffCallName];

export interface DecideWithReasonProps<N extends ReasonCall>
  extends Omit<
    ReasonFormDialogProps,
    'reasonLabel' | 'maxLength' | 'validate' | 'busy' | 'error' | 'open'
  > {
  /** The call the reason is sent with: its request schema is the reason's rule. */
  call: N;
  /** The row being decided; the dialog is open while there is one. */
  row: unknown;
  state: Pick<DecisionCall, 'isPending' | 'error'>;
  maxLength?: number;
}

/**
 * A queue's reject (or forfeit, or void) dialog: a reason of at least 3 characters that the
 * call's request schema takes, sent with the row; busy and failing with the call.
 */
export const DecideWithReason = <N extends ReasonCall>({
  call,
  row,
  state,
  maxLength = 500,
  ...dialog
}: DecideWithReasonProps<N>) => {
  const { t } = useLingui();
  const callState = useCallState();
  const message = t`Give a reason of at least 3 characters.`;
  return (
    <ReasonFormDialog
      {...dialog}
      {...callState(state)}
      open={row !== null}
      reasonLabel={t`Reason`}
      maxLength={maxLength}
      validate={firstOf(
        filled(message),
        fitsCall(call, 'reason' as keyof StaffCallInput<N> & string, message),
      )}
    />
  );
};
