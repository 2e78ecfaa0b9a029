import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@portal/contract';
import { Link, ListStack, QueryStatus, Stack, Surface } from '@portal/ui-kit';
import { usePromotions } from './api/promotions.ts';
import {
  PromotionActionButton,
  pageActionOf,
  statusLabelOf,
  WageringProgress,
} from './promotionParts.tsx';

/** The promotion hall: every promotion in the member's language, where the member stands, and what they can do. */
export const PromotionHall = () => {
  const { t, i18n } = useLingui();
  const result = usePromotions();
  const rows = result.data?.content;
  return (
    <Stack gap="md">
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
              <PromotionCard promotion={promotion} statusLabel={i18n._(statusLabelOf(promotion))} />
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
}) => (
  <Card as="article" pad="lg" aria-labelledby={`promotion-${promotion.promotionId}`}>
    {promotion.imageUrl && <img src={promotion.imageUrl} alt="" />}
    <h2 id={`promotion-${promotion.promotionId}`}>
      <Link to={`/promotions/${promotion.promotionId}`}>{promotion.title}</Link>
    </h2>
    <p>{statusLabel}</p>
    {promotion.grant?.status === 'active' && <WageringProgress grant={promotion.grant} />}
    <PromotionActionButton promotion={promotion} />
    <PageAction promotion={promotion} />
  </Card>
);

/** Apply, draw or pop: done on the promotion's page, so the card links there. */
const PageAction = ({ promotion }: { promotion: Promotion }) => {
  const { i18n } = useLingui();
  const action = pageActionOf(promotion);
  if (!action) return null;
  return <ActionLink to={`/promotions/${promotion.promotionId}`}>{i18n._(action)}</ActionLink>;
};

const ActionLink = styled(Link)`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.lg}px`};
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`;

const Card = styled(Surface)`
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  h2,
  p {
    margin: 0;
  }
`;
