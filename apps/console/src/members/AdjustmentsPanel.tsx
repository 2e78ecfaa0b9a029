import { Trans, useLingui } from '@lingui/react/macro';
import type { Adjustment, StaffMember } from '@portal/contract';
import { Button } from '@portal/ui-kit';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatAmount, formatTime } from '../ui/format.tsx';
import { Card, Failure, Table } from '../ui/parts.tsx';
import { useDecideAdjustment } from './queries.ts';

/**
 * The member's manual adjustments. An approver sees Approve and Reject on pending ones they
 * did not request; the server holds the same four-eyes rule.
 */
export const AdjustmentsPanel = ({
  adjustments,
  staff,
}: {
  memberId: number;
  adjustments: readonly Adjustment[];
  staff: StaffMember;
}) => {
  const { t, i18n } = useLingui();
  const decide = useDecideAdjustment();
  if (!staff.permissions.includes('adjustments.read') && adjustments.length === 0) return null;
  const approver = staff.permissions.includes('adjustments.approve');
  return (
    <Card aria-labelledby="adjustments-title">
      <h2 id="adjustments-title">
        <Trans>Manual adjustments</Trans>
      </h2>
      {decide.error && <Failure role="alert">{errorText(i18n, decide.error)}</Failure>}
      {adjustments.length === 0 ? (
        <p>
          <Trans>No adjustments.</Trans>
        </p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t`Requested`}</th>
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Reason`}</th>
              <th scope="col">{t`Status`}</th>
              {approver && <th scope="col">{t`Decision`}</th>}
            </tr>
          </thead>
          <tbody>
            {adjustments.map((a) => (
              <tr key={a.id}>
                <td>
                  {formatTime(i18n, a.requestedAt)} · {a.requestedBy}
                </td>
                <td>
                  {a.direction === 'credit' ? '+' : '−'}
                  {formatAmount(i18n, a.amount, a.currency)}
                </td>
                <td>{a.reason}</td>
                <td>
                  {a.status === 'pending'
                    ? t`Pending`
                    : a.status === 'approved'
                      ? t`Approved`
                      : t`Rejected`}
                  {a.decidedBy ? ` · ${a.decidedBy}` : ''}
                </td>
                {approver && (
                  <td>
                    {a.status === 'pending' && a.requestedBy !== staff.username && (
                      <>
                        <Button
                          size="small"
                          loading={decide.isPending}
                          onClick={() => decide.mutate({ adjustmentId: a.id, decision: 'approve' })}
                          aria-label={t`Approve adjustment ${a.id}`}
                        >
                          <Trans>Approve</Trans>
                        </Button>{' '}
                        <Button
                          size="small"
                          variant="secondary"
                          loading={decide.isPending}
                          onClick={() =>
                            decide.mutate({
                              adjustmentId: a.id,
                              decision: 'reject',
                              reason: t`Rejected in review`,
                            })
                          }
                          aria-label={t`Reject adjustment ${a.id}`}
                        >
                          <Trans>Reject</Trans>
                        </Button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
};
