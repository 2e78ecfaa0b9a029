import styled from '@emotion/styled';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import type { Promotion } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { useLoginPopup, useSession } from '@portal/session';
import { Button, ListStack, QueryStatus, Stack } from '@portal/ui-kit';
import { type PromotionAction, usePromotionAction, usePromotions } from './api/promotions.ts';

const STATUS_LABELS: Record<Promotion['status'], MessageDescriptor> = {
  join: msg`Open to join`,
  claim: msg`Reward ready`,
  applying: msg`Application under review`,
  rejected: msg`Application rejected`,
  issued: msg`Reward issued`,
  claimed: msg`Reward claimed`,
  inProgress: msg`In progress`,
  signedUp: msg`Joined`,
  comingSoon: msg`Coming soon`,
};

/**
 * What a card's button does. Designed: a promotion that needs an application gets no button here
 * (the application form is still to come), rather than a join that the server would refuse.
 */
const actionOf = (promotion: Promotion): PromotionAction | null => {
  if (promotion.status === 'claim') return 'claim';
  if (promotion.status === 'join' && !promotion.needsApplication) return 'join';
  return null;
};

/** The promotion hall: every promotion in the member's language, where the member stands, and what they can do. */
export const PromotionHall = () => {
  const { t, i18n } = useLingui();
  const result = usePromotions();
  const rows = result.data?.content;
  return (
    <Stack as="section" gap="md" aria-labelledby="promotion-hall-title">
      <h1 id="promotion-hall-title">{t`Promotions`}</h1>
      <QueryStatus
        loading={result.isPending}
        error={result.error}
        onRetry={result.refetch}
        empty={rows?.length === 0 && t`No promotions right now.`}
      />
      {rows && rows.length > 0 && (
        <ListStack gap="md">
          {rows.map((promotion) => (
            <li key={promotion.promotionId}>
              <PromotionCard
                promotion={promotion}
                statusLabel={i18n._(STATUS_LABELS[promotion.status])}
              />
            </li>
          ))}
        </ListStack>
      )}
    </Stack>
  );
};

const PromotionCard = ({
  promotion,
  statusLabel,
}: {
  promotion: Promotion;
  statusLabel: string;
}) => {
  const { t, i18n } = useLingui();
  const { isLogin } = useSession();
  const login = useLoginPopup();
  const act = usePromotionAction();
  const action = actionOf(promotion);
  const onAct = () => {
    // A visitor sees `join`; joining needs an account, so ask them to sign in first.
    if (!isLogin) login.show();
    else if (action) act.mutate({ action, promotion });
  };
  return (
    <Card aria-labelledby={`promotion-${promotion.promotionId}`}>
      {promotion.imageUrl && <img src={promotion.imageUrl} alt="" />}
      <h2 id={`promotion-${promotion.promotionId}`}>{promotion.title}</h2>
      <p>{statusLabel}</p>
      {action && (
        <Button onClick={onAct} disabled={act.isPending}>
          {action === 'join' ? t`Join` : t`Claim reward`}
        </Button>
      )}
      {act.error && (
        <p role="alert">
          {errorMessage(i18n, isApiError(act.error) ? act.error : { code: 'unknown' })}
        </p>
      )}
    </Card>
  );
};

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.lg}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  h2,
  p {
    margin: 0;
  }
`;
