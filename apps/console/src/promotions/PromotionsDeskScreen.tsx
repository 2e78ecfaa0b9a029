import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPromotion } from '@portal/contract';
import { Button, ConfirmDialog, Pagination, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useMerchants } from '../content/queries.ts';
import { errorText } from '../i18n/consoleI18n.ts';
import { formatTime } from '../ui/format.tsx';
import { Card, Screen, Table } from '../ui/parts.tsx';
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
  const changeError = pause.error ?? resume.error;
  const rows = promotions.data?.content ?? [];
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
      <Card aria-labelledby="promotions-list-title">
        <h2 id="promotions-list-title">
          <Trans>Promotions of your brands</Trans>
        </h2>
        {promotions.error && <p role="alert">{errorText(i18n, promotions.error)}</p>}
        {changeError && <p role="alert">{errorText(i18n, changeError)}</p>}
        {promotions.isPending && <p>{t`Loading`}</p>}
        {promotions.data && rows.length === 0 && <p>{t`No promotions yet.`}</p>}
        {rows.length > 0 && (
          <Table aria-label={t`Promotions`}>
            <thead>
              <tr>
                <th>{t`Brand`}</th>
                <th>{t`Title`}</th>
                <th>{t`Kind`}</th>
                <th>{t`Status`}</th>
                <th>{t`Starts`}</th>
                <th>{t`Ends`}</th>
                <th>{t`Grants`}</th>
                <th>{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => {
                const title = promotionTitle(p);
                return (
                  <tr key={p.promotionId}>
                    <td>{p.merchantCode}</td>
                    <td>{title}</td>
                    <td>{kindLabels[p.kind]}</td>
                    <td>
                      <Status data-status={p.status}>{statusLabels[p.status]}</Status>
                    </td>
                    <td>{formatTime(i18n, p.startsAt)}</td>
                    <td>{p.endsAt ? formatTime(i18n, p.endsAt) : '-'}</td>
                    <td>{p.grants}</td>
                    <td>
                      <Stack direction="row" gap="xs">
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={t`Grants of ${title}`}
                          onClick={() => setGrantsOf(p)}
                        >
                          <Trans>Grants</Trans>
                        </Button>
                        {p.kind === 'raffle' && (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t`Seed of ${title}`}
                            onClick={() => setSeedOf(p)}
                          >
                            <Trans>Seed</Trans>
                          </Button>
                        )}
                        {canWrite && p.state !== 'ended' && (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t`Edit ${title}`}
                            onClick={() => setEditing({ promotion: p })}
                          >
                            <Trans>Edit</Trans>
                          </Button>
                        )}
                        {canWrite && p.state === 'active' && (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t`Pause ${title}`}
                            disabled={pause.isPending}
                            onClick={() => pause.mutate({ promotionId: p.promotionId })}
                          >
                            <Trans>Pause</Trans>
                          </Button>
                        )}
                        {canWrite && p.state === 'paused' && (
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t`Resume ${title}`}
                            disabled={resume.isPending}
                            onClick={() => resume.mutate({ promotionId: p.promotionId })}
                          >
                            <Trans>Resume</Trans>
                          </Button>
                        )}
                        {canWrite && p.state !== 'ended' && (
                          <Button
                            size="small"
                            variant="danger"
                            aria-label={t`End ${title}`}
                            onClick={() => setEnding(p)}
                          >
                            <Trans>End</Trans>
                          </Button>
                        )}
                      </Stack>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        {promotions.data && (
          <Pagination page={pageNo} totalPages={promotions.data.totalPages} onChange={setPageNo} />
        )}
      </Card>
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
