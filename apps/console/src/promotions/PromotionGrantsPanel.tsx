import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  GRANT_STATUS,
  type GrantStatus,
  type StaffPromotion,
  type StaffPromotionGrant,
} from '@portal/contract';
import { Button, Pagination } from '@portal/ui-kit';
import { useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { filled, firstOf, fitsCall } from '../ui/formRules.ts';
import { Card, Table } from '../ui/parts.tsx';
import { ReasonFormDialog } from '../ui/ReasonDialog.tsx';
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
  const [status, setStatus] = useState<GrantStatus | undefined>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const grants = usePromotionGrants(promotion.promotionId, status, pageNo);
  const forfeiting = useForfeitGrant();
  const [target, setTarget] = useState<StaffPromotionGrant | null>(null);
  const reasonRule = firstOf(
    filled(t`Give a reason of at least 3 characters.`),
    fitsCall('promotionGrantForfeit', 'reason', t`Give a reason of at least 3 characters.`),
  );
  const close = () => {
    setTarget(null);
    forfeiting.reset();
  };
  const title = promotionTitle(promotion);
  return (
    <Card aria-labelledby="promotion-grants-title">
      <Header>
        <h2 id="promotion-grants-title">{t`Grants of ${title}`}</h2>
        <Button size="small" variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Header>
      <StatusFilter
        statuses={GRANT_STATUS}
        labels={statusLabels}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPageNo(1);
        }}
      />
      {grants.error && <p role="alert">{errorText(i18n, grants.error)}</p>}
      {grants.isPending && <p>{t`Loading`}</p>}
      {grants.data && grants.data.content.length === 0 && <p>{t`No grants yet.`}</p>}
      {grants.data && grants.data.content.length > 0 && (
        <Table aria-label={t`Grants`}>
          <thead>
            <tr>
              <th>{t`Id`}</th>
              <th>{t`Member`}</th>
              <th>{t`Amount`}</th>
              <th>{t`Wagering`}</th>
              <th>{t`Status`}</th>
              <th>{t`Granted`}</th>
              <th>{t`Expires`}</th>
              <th>{t`Flags`}</th>
              <th>{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {grants.data.content.map((grant) => (
              <tr key={grant.grantId}>
                <td>{grant.grantId}</td>
                <td>{grant.username}</td>
                <td>{`${grant.amount} ${grant.currency}`}</td>
                <td>{`${grant.progress} / ${grant.requirement}`}</td>
                <td>
                  {statusLabels[grant.status]}
                  {grant.reason ? ` (${grant.reason})` : ''}
                  {grant.status === 'active' || grant.status === 'completed'
                    ? ''
                    : ` ${t`taken back ${grant.takenBack}`}`}
                </td>
                <td>{formatTime(i18n, grant.grantedAt)}</td>
                <td>{grant.expiresAt ? formatTime(i18n, grant.expiresAt) : '-'}</td>
                <td>{flagText(grant.flags)}</td>
                <td>
                  {canReview && grant.status === 'active' && (
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={t`Forfeit grant ${grant.grantId}`}
                      onClick={() => setTarget(grant)}
                    >
                      <Trans>Forfeit</Trans>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {grants.data && (
        <Pagination page={pageNo} totalPages={grants.data.totalPages} onChange={setPageNo} />
      )}
      <ReasonFormDialog
        open={target !== null}
        name="forfeit-grant"
        title={t`Forfeit grant ${target?.grantId ?? ''}`}
        message={
          <p>
            {t`${target?.username ?? ''}'s bonus of ${target?.amount ?? ''} is taken back from the main wallet as far as the balance covers, and its wagering ends. This cannot be undone.`}
          </p>
        }
        reasonLabel={t`Reason`}
        maxLength={500}
        validate={reasonRule}
        confirmLabel={t`Forfeit the bonus`}
        busy={forfeiting.isPending}
        error={forfeiting.error ? errorText(i18n, forfeiting.error) : null}
        onReason={(reason, done) => {
          if (!target) return;
          forfeiting.mutate({ grantId: target.grantId, reason }, { onSuccess: done });
        }}
        onClose={close}
      />
    </Card>
  );
};

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;
