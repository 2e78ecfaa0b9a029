import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffReferralReward } from '@portal/contract';
import { ConfirmDialog } from '@portal/ui-kit';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import {
  DecideWithReason,
  ReviewQueue,
  RowActions,
  useCallState,
  useDecision,
  useQueuePage,
} from '../ui/ReviewQueue.tsx';
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
  const queue = useQueuePage<RewardStatus>('held');
  const rewards = useReferralRewards(queue.status, queue.pageNo);
  const release = useReleaseReferral();
  const reject = useRejectReferral();
  const decision = useDecision<StaffReferralReward, 'release' | 'reject'>(release, reject);
  const callState = useCallState();
  const releasing = decision.row('release');
  const rejecting = decision.row('reject');
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
  const columns: ConsoleColumn<StaffReferralReward>[] = [
    column('brand', t`Brand`, (r) => r.merchantCode),
    column('referrer', t`Referrer`, (r) => r.referrer),
    column('invitee', t`Invited member`, (r) => r.invitee),
    column('reward', t`Reward`, (r) => `${r.amount} ${r.currency}`),
    column(
      'deposit',
      t`First deposit`,
      (r) => `${r.depositOrderNo} ${formatTime(i18n, r.firstDepositAt)}`,
    ),
    column('signs', t`Signs`, (r) =>
      r.signs.length > 0 ? r.signs.map(signLabel).join(', ') : '-',
    ),
    column('status', t`Status`, (r) => statusLabels[r.status]),
    column('actions', t`Actions`, (r) => (
      <RowActions
        actions={[
          canReview &&
            r.status === 'held' && {
              label: t`Release`,
              name: t`Release the reward of ${r.referrer} for ${r.invitee}`,
              onClick: () => decision.open('release', r),
            },
          canReview &&
            r.status === 'held' && {
              label: t`Reject`,
              name: t`Reject the reward of ${r.referrer} for ${r.invitee}`,
              variant: 'danger',
              onClick: () => decision.open('reject', r),
            },
        ]}
      />
    )),
  ];
  return (
    <ReviewQueue
      heading={{ id: 'promotion-referrals-title', title: <Trans>Held referrals</Trans> }}
      filter={<StatusFilter statuses={REWARD_STATUSES} labels={statusLabels} {...queue.filter} />}
      query={rewards}
      page={queue.pageNo}
      onPage={queue.setPageNo}
      label={t`Referral rewards`}
      columns={columns}
      rowKey={(r) => String(r.rewardId)}
      empty={t`No referral rewards to show.`}
    >
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
        {...callState(release)}
        onConfirm={() => {
          if (!releasing) return;
          release.mutate({ rewardId: releasing.rewardId }, { onSuccess: decision.close });
        }}
        onCancel={decision.close}
      />
      <DecideWithReason
        call="promotionReferralReject"
        row={rejecting}
        state={reject}
        name="reject-referral"
        title={t`Reject the reward of ${rejecting?.referrer ?? ''}`}
        message={<p>{t`Nothing is paid; the reason goes to the audit log.`}</p>}
        confirmLabel={t`Reject`}
        onReason={(reason, done) => {
          if (!rejecting) return;
          reject.mutate({ rewardId: rejecting.rewardId, reason }, { onSuccess: done });
        }}
        onClose={decision.close}
      />
    </ReviewQueue>
  );
};
