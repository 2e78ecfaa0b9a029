import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  amountExample,
  PROMOTION_APPLICATION_STATUSES,
  type PromotionApplicationStatus,
  type StaffPromotionApplication,
} from '@portal/contract';
import { ConfirmDialog, FormTextField, Spinner, Stack } from '@portal/ui-kit';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { amountField } from '../ui/formRules.ts';
import {
  DecideWithReason,
  ReviewQueue,
  RowActions,
  useCallState,
  useDecision,
  useQueuePage,
} from '../ui/ReviewQueue.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
import { useFlagText } from './labels.ts';
import {
  useApplicationImage,
  useApproveApplication,
  usePromotionApplications,
  useRejectApplication,
} from './queries.ts';

/** An application holds up to 3 images, numbered from 1 (the image call's `seq`). */
const IMAGE_SEQS = [1, 2, 3] as const;

export interface PromotionApplicationsPanelProps {
  /** May approve or reject (`promotions.review`); without it the queue is read only. */
  canReview: boolean;
}

/**
 * The activity applications queue (promotions-rules.md kind 3): each waiting application with
 * the member's remark and images, approved with an amount (the promotion's reward offered
 * first; paid once, with an inbox message) or rejected with a reason. The server refuses a
 * reviewer who is the applicant's own agent; the dialog shows its catalogue message.
 */
export const PromotionApplicationsPanel = ({ canReview }: PromotionApplicationsPanelProps) => {
  const { t, i18n } = useLingui();
  const queue = useQueuePage<PromotionApplicationStatus>('pending');
  const applications = usePromotionApplications(queue.status, queue.pageNo);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const decision = useDecision<StaffPromotionApplication, 'approve' | 'reject'>(approve, reject);
  const callState = useCallState();
  const approving = decision.row('approve');
  const rejecting = decision.row('reject');
  const flagText = useFlagText();
  const statusLabels: Record<PromotionApplicationStatus, string> = {
    pending: t`Waiting`,
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  const currency = approving?.currency ?? '';
  const example = currency ? amountExample(currency) : '';
  const columns: ConsoleColumn<StaffPromotionApplication>[] = [
    column('brand', t`Brand`, (a) => a.merchantCode),
    column('promotion', t`Promotion`, (a) => a.promotionTitle),
    column('member', t`Member`, (a) => a.username),
    column('remark', t`Remark`, (a) => a.remark || '-'),
    column('images', t`Images`, (a) =>
      a.imageCount === 0 ? (
        '-'
      ) : (
        <Stack direction="row" gap="xs">
          {IMAGE_SEQS.slice(0, a.imageCount).map((seq) => (
            <ApplicationImage key={seq} application={a} seq={seq} />
          ))}
        </Stack>
      ),
    ),
    column('flags', t`Flags`, (a) => flagText(a.flags)),
    column(
      'status',
      t`Status`,
      (a) =>
        `${statusLabels[a.status]}${a.amount ? ` ${a.amount} ${a.currency}` : ''}${
          a.reason ? ` (${a.reason})` : ''
        }${a.reviewer ? ` ${t`by ${a.reviewer}`}` : ''}`,
    ),
    column('applied', t`Applied`, (a) => formatTime(i18n, a.appliedAt)),
    column('actions', t`Actions`, (a) => (
      <RowActions
        actions={[
          canReview &&
            a.status === 'pending' && {
              label: t`Approve`,
              name: t`Approve application ${a.applicationId} of ${a.username}`,
              onClick: () => decision.open('approve', a),
            },
          canReview &&
            a.status === 'pending' && {
              label: t`Reject`,
              name: t`Reject application ${a.applicationId} of ${a.username}`,
              variant: 'danger',
              onClick: () => decision.open('reject', a),
            },
        ]}
      />
    )),
  ];
  return (
    <ReviewQueue
      heading={{ id: 'promotion-applications-title', title: <Trans>Applications</Trans> }}
      filter={
        <StatusFilter
          statuses={PROMOTION_APPLICATION_STATUSES}
          labels={statusLabels}
          {...queue.filter}
        />
      }
      query={applications}
      page={queue.pageNo}
      onPage={queue.setPageNo}
      label={t`Promotion applications`}
      columns={columns}
      rowKey={(a) => String(a.applicationId)}
      empty={t`No applications to show.`}
    >
      <FinalForm<{ amount?: string }>
        // A new application to approve starts from its promotion's reward.
        key={approving?.applicationId ?? 0}
        initialValues={{ amount: approving?.suggestedAmount ?? '' }}
        onSubmit={({ amount = '' }) => {
          if (!approving) return;
          approve.mutate(
            { applicationId: approving.applicationId, amount: amount.trim() },
            { onSuccess: decision.close },
          );
        }}
        render={({ form }) => (
          <ConfirmDialog
            open={approving !== null}
            name="approve-promotion-application"
            title={t`Approve application ${approving?.applicationId ?? ''}`}
            message={
              <>
                <p>
                  {t`${approving?.username ?? ''} is paid this amount for "${approving?.promotionTitle ?? ''}" at once, with a message in the inbox. This cannot be undone.`}
                </p>
                {approving && (
                  <FormTextField
                    label={t`Amount (${currency})`}
                    name="amount"
                    inputMode="decimal"
                    validate={amountField(
                      'promotionApplicationApprove',
                      'amount',
                      currency,
                      t`Enter an amount in ${currency}, such as ${example}.`,
                    )}
                  />
                )}
              </>
            }
            confirmLabel={t`Approve and pay`}
            {...callState(approve)}
            onConfirm={() => void form.submit()}
            onCancel={decision.close}
          />
        )}
      />
      <DecideWithReason
        call="promotionApplicationReject"
        row={rejecting}
        state={reject}
        name="reject-promotion-application"
        title={t`Reject application ${rejecting?.applicationId ?? ''}`}
        message={<p>{t`Nothing is paid; the reason is kept with the application.`}</p>}
        confirmLabel={t`Reject`}
        onReason={(reason, done) => {
          if (!rejecting) return;
          reject.mutate({ applicationId: rejecting.applicationId, reason }, { onSuccess: done });
        }}
        onClose={decision.close}
      />
    </ReviewQueue>
  );
};

/** One image of an application, loaded on its own so a slow one holds up no other. */
const ApplicationImage = ({
  application,
  seq,
}: {
  application: StaffPromotionApplication;
  seq: number;
}) => {
  const { t, i18n } = useLingui();
  const image = useApplicationImage(application.applicationId, seq);
  const alt = t`Image ${seq} of application ${application.applicationId}`;
  if (image.error) return <span role="alert">{errorText(i18n, image.error)}</span>;
  if (!image.data) return <Spinner label={alt} />;
  // Shown inline only: browsers refuse to open a data URL as a page of its own.
  return <Thumb src={image.data.dataUrl} alt={alt} />;
};

const Thumb = styled.img`
  width: 120px;
  height: 120px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
