import { Trans, useLingui } from '@lingui/react/macro';
import {
  GRANT_STATUS,
  type GrantStatus,
  type StaffPromotion,
  type StaffPromotionGrant,
} from '@portal/contract';
import { Button } from '@portal/ui-kit';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import {
  DecideWithReason,
  ReviewQueue,
  RowActions,
  useDecision,
  useQueuePage,
} from '../ui/ReviewQueue.tsx';
import { StatusFilter } from '../ui/StatusFilter.tsx';
import { promotionTitle, useFlagText, useGrantStatusLabels } from './labels.ts';
import { useForfeitGrant, usePromotionGrants } from './queries.ts';

export interface PromotionGrantsPanelProps {
  promotion: StaffPromotion;
  /** May forfeit a grant (`promotions.review`). */
  canReview: boolean;
  onClose: () => void;
}

/**
 * What a promotion gave: each grant's member, amount, wagering and status, newest first, and
 * forfeiting an active one with a reason (the bonus taken back as far as the member's balance
 * covers, once; the reason goes to the member's grant and the audit log).
 */
export const PromotionGrantsPanel = ({
  promotion,
  canReview,
  onClose,
}: PromotionGrantsPanelProps) => {
  const { t, i18n } = useLingui();
  const statusLabels = useGrantStatusLabels();
  const flagText = useFlagText();
  const queue = useQueuePage<GrantStatus>(undefined);
  const grants = usePromotionGrants(promotion.promotionId, queue.status, queue.pageNo);
  const forfeiting = useForfeitGrant();
  const decision = useDecision<StaffPromotionGrant, 'forfeit'>(forfeiting);
  const target = decision.row('forfeit');
  const title = promotionTitle(promotion);
  // Adding a column (a risk flag, a wagering bar) is one line here.
  const columns: ConsoleColumn<StaffPromotionGrant>[] = [
    column('id', t`Id`, (grant) => grant.grantId),
    column('member', t`Member`, (grant) => grant.username),
    column('amount', t`Amount`, (grant) => `${grant.amount} ${grant.currency}`),
    column('wagering', t`Wagering`, (grant) => `${grant.progress} / ${grant.requirement}`),
    column(
      'status',
      t`Status`,
      (grant) =>
        `${statusLabels[grant.status]}${grant.reason ? ` (${grant.reason})` : ''}${
          grant.status === 'active' || grant.status === 'completed'
            ? ''
            : ` ${t`taken back ${grant.takenBack}`}`
        }`,
    ),
    column('granted', t`Granted`, (grant) => formatTime(i18n, grant.grantedAt)),
    column('expires', t`Expires`, (grant) =>
      grant.expiresAt ? formatTime(i18n, grant.expiresAt) : '-',
    ),
    column('flags', t`Flags`, (grant) => flagText(grant.flags)),
    column('actions', t`Actions`, (grant) => (
      <RowActions
        actions={[
          canReview &&
            grant.status === 'active' && {
              label: t`Forfeit`,
              name: t`Forfeit grant ${grant.grantId}`,
              variant: 'danger',
              onClick: () => decision.open('forfeit', grant),
            },
        ]}
      />
    )),
  ];
  return (
    <ReviewQueue
      heading={{
        id: 'promotion-grants-title',
        title: t`Grants of ${title}`,
        actions: (
          <Button size="small" variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        ),
      }}
      filter={<StatusFilter statuses={GRANT_STATUS} labels={statusLabels} {...queue.filter} />}
      query={grants}
      page={queue.pageNo}
      onPage={queue.setPageNo}
      label={t`Grants`}
      columns={columns}
      rowKey={(grant) => String(grant.grantId)}
      empty={t`No grants yet.`}
    >
      <DecideWithReason
        call="promotionGrantForfeit"
        row={target}
        state={forfeiting}
        name="forfeit-grant"
        title={t`Forfeit grant ${target?.grantId ?? ''}`}
        message={
          <p>
            {t`${target?.username ?? ''}'s bonus of ${target?.amount ?? ''} is taken back from the main wallet as far as the balance covers, and its wagering ends. This cannot be undone.`}
          </p>
        }
        confirmLabel={t`Forfeit the bonus`}
        onReason={(reason, done) => {
          if (!target) return;
          forfeiting.mutate({ grantId: target.grantId, reason }, { onSuccess: done });
        }}
        onClose={decision.close}
      />
    </ReviewQueue>
  );
};
