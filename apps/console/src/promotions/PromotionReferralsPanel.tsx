import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffReferralReward } from '@portal/contract';
import { Button, ConfirmDialog, Pagination, Spinner, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Table } from '../ui/parts.tsx';
import { ReasonFormDialog } from '../ui/ReasonDialog.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
import { useReferralRewards, useRejectReferral, useReleaseReferral } from './queries.ts';

type RewardStatus = StaffReferralReward['status'];
const REWARD_STATUSES: readonly RewardStatus[] = ['held', 'paid', 'rejected'];

export interface PromotionReferralsPanelProps {
  /** May release or reject (`promotions.review`); without it the queue is read only. */
  canReview: boolean;
}

/**
 * The held referrals queue (promotions-rules.md kind 6): a referral reward whose invitee
 * shares a self-referral sign with the referrer (device, address, payee name, card) waits
 * here; staff release it (paid once) or reject it with a reason for the audit log.
 */
export const PromotionReferralsPanel = ({ canReview }: PromotionReferralsPanelProps) => {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<RewardStatus | undefined>('held');
  const [pageNo, setPageNo] = useState(1);
  const rewards = useReferralRewards(status, pageNo);
  const release = useReleaseReferral();
  const reject = useRejectReferral();
  const [releasing, setReleasing] = useState<StaffReferralReward | null>(null);
  const [rejecting, setRejecting] = useState<StaffReferralReward | null>(null);
  const statusLabels: Record<RewardStatus, string> = {
    held: t`Held for review`,
    paid: t`Paid`,
    rejected: t`Rejected`,
  };
  const signLabel = (sign: string) =>
    ({
      sameDevice: t`Same device`,
      sameAddress: t`Same address`,
      samePayeeName: t`Same payee name`,
      sameCard: t`Same card`,
    })[sign] ?? sign;
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('promotionReferralReject', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const close = () => {
    setReleasing(null);
    setRejecting(null);
    release.reset();
    reject.reset();
  };
  const rows = rewards.data?.content ?? [];
  return (
    <Card aria-labelledby="promotion-referrals-title">
      <h2 id="promotion-referrals-title">
        <Trans>Held referrals</Trans>
      </h2>
      <StatusFilter
        statuses={REWARD_STATUSES}
        labels={statusLabels}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
      />
      {rewards.error && <p role="alert">{errorText(i18n, rewards.error)}</p>}
      {rewards.isPending && <Spinner label={t`Loading`} />}
      {rewards.data && rows.length === 0 && <p>{t`No referral rewards to show.`}</p>}
      {rows.length > 0 && (
        <Table aria-label={t`Referral rewards`}>
          <thead>
            <tr>
              <th>{t`Brand`}</th>
              <th>{t`Referrer`}</th>
              <th>{t`Invited member`}</th>
              <th>{t`Reward`}</th>
              <th>{t`First deposit`}</th>
              <th>{t`Signs`}</th>
              <th>{t`Status`}</th>
              <th>{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.rewardId}>
                <td>{r.merchantCode}</td>
                <td>{r.referrer}</td>
                <td>{r.invitee}</td>
                <td>{`${r.amount} ${r.currency}`}</td>
                <td>{`${r.depositOrderNo} ${formatTime(i18n, r.firstDepositAt)}`}</td>
                <td>{r.signs.length > 0 ? r.signs.map(signLabel).join(', ') : '-'}</td>
                <td>{statusLabels[r.status]}</td>
                <td>
                  {canReview && r.status === 'held' && (
                    <Stack direction="row" gap="xs">
                      <Button
                        size="small"
                        aria-label={t`Release the reward of ${r.referrer} for ${r.invitee}`}
                        onClick={() => setReleasing(r)}
                      >
                        <Trans>Release</Trans>
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        aria-label={t`Reject the reward of ${r.referrer} for ${r.invitee}`}
                        onClick={() => setRejecting(r)}
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
      {rewards.data && (
        <Pagination page={pageNo} totalPages={rewards.data.totalPages} onChange={setPageNo} />
      )}
      <ConfirmDialog
        open={releasing !== null}
        name="release-referral"
        title={t`Release the reward of ${releasing?.referrer ?? ''}`}
        message={
          <p>
            {t`${releasing?.referrer ?? ''} is paid ${releasing?.amount ?? ''} ${releasing?.currency ?? ''} for inviting ${releasing?.invitee ?? ''}, once. This cannot be undone.`}
          </p>
        }
        confirmLabel={t`Release and pay`}
        busy={release.isPending}
        error={release.error ? errorText(i18n, release.error) : null}
        onConfirm={() => {
          if (!releasing) return;
          release.mutate({ rewardId: releasing.rewardId }, { onSuccess: close });
        }}
        onCancel={close}
      />
      <ReasonFormDialog
        open={rejecting !== null}
        name="reject-referral"
        title={t`Reject the reward of ${rejecting?.referrer ?? ''}`}
        message={<p>{t`Nothing is paid; the reason goes to the audit log.`}</p>}
        reasonLabel={t`Reason`}
        maxLength={500}
        validate={reasonRule}
        confirmLabel={t`Reject`}
        busy={reject.isPending}
        error={reject.error ? errorText(i18n, reject.error) : null}
        onReason={(reason, done) => {
          if (!rejecting) return;
          reject.mutate({ rewardId: rejecting.rewardId, reason }, { onSuccess: done });
        }}
        onClose={close}
      />
    </Card>
  );
};
