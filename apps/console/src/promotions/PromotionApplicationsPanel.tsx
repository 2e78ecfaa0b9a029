import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  amountExample,
  PROMOTION_APPLICATION_STATUSES,
  type PromotionApplicationStatus,
  type StaffPromotionApplication,
} from '@portal/contract';
import { Button, ConfirmDialog, FormTextField, Pagination, Spinner, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { amountField, filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Table } from '../ui/parts.tsx';
import { ReasonFormDialog } from '../ui/ReasonDialog.tsx';
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
  const [status, setStatus] = useState<PromotionApplicationStatus | undefined>('pending');
  const [pageNo, setPageNo] = useState(1);
  const applications = usePromotionApplications(status, pageNo);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const [approving, setApproving] = useState<StaffPromotionApplication | null>(null);
  const [rejecting, setRejecting] = useState<StaffPromotionApplication | null>(null);
  const flagText = useFlagText();
  const statusLabels: Record<PromotionApplicationStatus, string> = {
    pending: t`Waiting`,
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('promotionApplicationReject', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const close = () => {
    setApproving(null);
    setRejecting(null);
    approve.reset();
    reject.reset();
  };
  const rows = applications.data?.content ?? [];
  const currency = approving?.currency ?? '';
  const example = currency ? amountExample(currency) : '';
  return (
    <Card aria-labelledby="promotion-applications-title">
      <h2 id="promotion-applications-title">
        <Trans>Applications</Trans>
      </h2>
      <StatusFilter
        statuses={PROMOTION_APPLICATION_STATUSES}
        labels={statusLabels}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
      />
      {applications.error && <p role="alert">{errorText(i18n, applications.error)}</p>}
      {applications.isPending && <Spinner label={t`Loading`} />}
      {applications.data && rows.length === 0 && <p>{t`No applications to show.`}</p>}
      {rows.length > 0 && (
        <Table aria-label={t`Promotion applications`}>
          <thead>
            <tr>
              <th>{t`Brand`}</th>
              <th>{t`Promotion`}</th>
              <th>{t`Member`}</th>
              <th>{t`Remark`}</th>
              <th>{t`Images`}</th>
              <th>{t`Flags`}</th>
              <th>{t`Status`}</th>
              <th>{t`Applied`}</th>
              <th>{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.applicationId}>
                <td>{a.merchantCode}</td>
                <td>{a.promotionTitle}</td>
                <td>{a.username}</td>
                <td>{a.remark || '-'}</td>
                <td>
                  {a.imageCount === 0 ? (
                    '-'
                  ) : (
                    <Images>
                      {IMAGE_SEQS.slice(0, a.imageCount).map((seq) => (
                        <ApplicationImage key={seq} application={a} seq={seq} />
                      ))}
                    </Images>
                  )}
                </td>
                <td>{flagText(a.flags)}</td>
                <td>
                  {statusLabels[a.status]}
                  {a.amount ? ` ${a.amount} ${a.currency}` : ''}
                  {a.reason ? ` (${a.reason})` : ''}
                  {a.reviewer ? ` ${t`by ${a.reviewer}`}` : ''}
                </td>
                <td>{formatTime(i18n, a.appliedAt)}</td>
                <td>
                  {canReview && a.status === 'pending' && (
                    <Stack direction="row" gap="xs">
                      <Button
                        size="small"
                        aria-label={t`Approve application ${a.applicationId} of ${a.username}`}
                        onClick={() => setApproving(a)}
                      >
                        <Trans>Approve</Trans>
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={t`Reject application ${a.applicationId} of ${a.username}`}
                        onClick={() => setRejecting(a)}
                      >
                        <Trans>Reject</Trans>
                      </Button>
                    </Stack>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {applications.data && (
        <Pagination page={pageNo} totalPages={applications.data.totalPages} onChange={setPageNo} />
      )}
      <FinalForm<{ amount?: string }>
        // A new application to approve starts from its promotion's reward.
        key={approving?.applicationId ?? 0}
        initialValues={{ amount: approving?.suggestedAmount ?? '' }}
        onSubmit={({ amount = '' }) => {
          if (!approving) return;
          approve.mutate(
            { applicationId: approving.applicationId, amount: amount.trim() },
            { onSuccess: close },
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
            busy={approve.isPending}
            error={approve.error ? errorText(i18n, approve.error) : null}
            onConfirm={() => void form.submit()}
            onCancel={close}
          />
        )}
      />
      <ReasonFormDialog
        open={rejecting !== null}
        name="reject-promotion-application"
        title={t`Reject application ${rejecting?.applicationId ?? ''}`}
        message={<p>{t`Nothing is paid; the reason is kept with the application.`}</p>}
        reasonLabel={t`Reason`}
        maxLength={500}
        validate={reasonRule}
        confirmLabel={t`Reject`}
        busy={reject.isPending}
        error={reject.error ? errorText(i18n, reject.error) : null}
        onReason={(reason, done) => {
          if (!rejecting) return;
          reject.mutate({ applicationId: rejecting.applicationId, reason }, { onSuccess: done });
        }}
        onClose={close}
      />
    </Card>
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

const Images = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs}px;
`;

const Thumb = styled.img`
  width: 120px;
  height: 120px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
