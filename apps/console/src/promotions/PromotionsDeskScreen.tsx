import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPromotion } from '@portal/contract';
import { Button, ConfirmDialog } from '@portal/ui-kit';
import { useState } from 'react';
import { useMerchants } from '../content/queries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { type ConsoleColumn, column } from '../ui/DataTable.tsx';
import { formatTime } from '../ui/format.tsx';
import { Screen } from '../ui/parts.tsx';
import { ReviewQueue, RowActions } from '../ui/ReviewQueue.tsx';
import { promotionTitle, useKindLabels, usePromotionStatusLabels } from './labels.ts';
import { PromotionApplicationsPanel } from './PromotionApplicationsPanel.tsx';
import { PromotionEditor } from './PromotionEditor.tsx';
import { PromotionGrantsPanel } from './PromotionGrantsPanel.tsx';
import { PromotionReferralsPanel } from './PromotionReferralsPanel.tsx';
import {
  useEndPromotion,
  usePausePromotion,
  usePromotions,
  useResumePromotion,
} from './queries.ts';
import { RaffleSeedPanel } from './RaffleSeedPanel.tsx';

export interface PromotionsDeskScreenProps {
  /** May write, pause, resume and end promotions (`promotions.write`). */
  canWrite?: boolean;
  /** May forfeit a grant, decide applications and held referrals (`promotions.review`). */
  canReview?: boolean;
}

type Editing = { promotion: StaffPromotion | null } | null;

/**
 * The promotions desk: every promotion of the brands in scope with where it stands, the editor
 * (new or an edit), pausing, resuming and ending one, the grants a promotion made, and the two
 * review queues (activity applications, held referral rewards). Every change is audited by the
 * server.
 */
export const PromotionsDeskScreen = ({
  canWrite = false,
  canReview = false,
}: PromotionsDeskScreenProps) => {
  const { t, i18n } = useLingui();
  const kindLabels = useKindLabels();
  const statusLabels = usePromotionStatusLabels();
  const [pageNo, setPageNo] = useState(1);
  const promotions = usePromotions(pageNo);
  const merchants = useMerchants();
  const pause = usePausePromotion();
  const resume = useResumePromotion();
  const end = useEndPromotion();
  const [editing, setEditing] = useState<Editing>(null);
  const [grantsOf, setGrantsOf] = useState<StaffPromotion | null>(null);
  const [seedOf, setSeedOf] = useState<StaffPromotion | null>(null);
  const [ending, setEnding] = useState<StaffPromotion | null>(null);
  const columns: ConsoleColumn<StaffPromotion>[] = [
    column('brand', t`Brand`, (p) => p.merchantCode),
    column('title', t`Title`, (p) => promotionTitle(p)),
    column('kind', t`Kind`, (p) => kindLabels[p.kind]),
    column('status', t`Status`, (p) => (
      <Status data-status={p.status}>{statusLabels[p.status]}</Status>
    )),
    column('starts', t`Starts`, (p) => formatTime(i18n, p.startsAt)),
    column('ends', t`Ends`, (p) => (p.endsAt ? formatTime(i18n, p.endsAt) : '-')),
    column('grants', t`Grants`, (p) => p.grants),
    column('actions', t`Actions`, (p) => {
      const title = promotionTitle(p);
      return (
        <RowActions
          actions={[
            {
              label: t`Grants`,
              name: t`Grants of ${title}`,
              variant: 'secondary',
              onClick: () => setGrantsOf(p),
            },
            p.kind === 'raffle' && {
              label: t`Seed`,
              name: t`Seed of ${title}`,
              variant: 'secondary',
              onClick: () => setSeedOf(p),
            },
            canWrite &&
              p.state !== 'ended' && {
                label: t`Edit`,
                name: t`Edit ${title}`,
                variant: 'secondary',
                onClick: () => setEditing({ promotion: p }),
              },
            canWrite &&
              p.state === 'active' && {
                label: t`Pause`,
                name: t`Pause ${title}`,
                variant: 'secondary',
                disabled: pause.isPending,
                onClick: () => pause.mutate({ promotionId: p.promotionId }),
              },
            canWrite &&
              p.state === 'paused' && {
                label: t`Resume`,
                name: t`Resume ${title}`,
                variant: 'secondary',
                disabled: resume.isPending,
                onClick: () => resume.mutate({ promotionId: p.promotionId }),
              },
            canWrite &&
              p.state !== 'ended' && {
                label: t`End`,
                name: t`End ${title}`,
                variant: 'danger',
                onClick: () => setEnding(p),
              },
          ]}
        />
      );
    }),
  ];
  return (
    <Screen aria-labelledby="promotions-title">
      <h1 id="promotions-title">
        <Trans>Promotions</Trans>
      </h1>
      {canWrite && editing === null && (
        <div>
          <Button onClick={() => setEditing({ promotion: null })}>
            <Trans>New promotion</Trans>
          </Button>
        </div>
      )}
      {editing && (
        <PromotionEditor
          merchants={merchants.data?.merchants ?? []}
          promotion={editing.promotion}
          onDone={() => setEditing(null)}
        />
      )}
      <ReviewQueue
        heading={{ id: 'promotions-list-title', title: <Trans>Promotions of your brands</Trans> }}
        query={promotions}
        page={pageNo}
        onPage={setPageNo}
        callError={pause.error ?? resume.error}
        label={t`Promotions`}
        columns={columns}
        rowKey={(p) => String(p.promotionId)}
        empty={t`No promotions yet.`}
      />
      {grantsOf && (
        <PromotionGrantsPanel
          key={grantsOf.promotionId}
          promotion={grantsOf}
          canReview={canReview}
          onClose={() => setGrantsOf(null)}
        />
      )}
      {seedOf && (
        <RaffleSeedPanel
          key={seedOf.promotionId}
          promotion={seedOf}
          onClose={() => setSeedOf(null)}
        />
      )}
      <PromotionApplicationsPanel canReview={canReview} />
      <PromotionReferralsPanel canReview={canReview} />
      <ConfirmDialog
        open={ending !== null}
        name="end-promotion"
        title={t`End ${ending ? promotionTitle(ending) : ''}`}
        message={
          <p>
            {t`Members can no longer join or claim it. Bonuses already given keep their wagering. This cannot be undone.`}
          </p>
        }
        confirmLabel={t`End the promotion`}
        busy={end.isPending}
        error={end.error ? errorText(i18n, end.error) : null}
        onConfirm={() => {
          if (!ending) return;
          end.mutate(
            { promotionId: ending.promotionId },
            {
              onSuccess: () => {
                setEnding(null);
                end.reset();
              },
            },
          );
        }}
        onCancel={() => {
          setEnding(null);
          end.reset();
        }}
      />
    </Screen>
  );
};

const Status = styled.span`
  font-weight: 600;
  &[data-status='running'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-status='ended'] {
    color: ${({ theme }) => theme.colors.mutedOnBackground};
  }
`;
