import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@portal/contract';
import { useSession } from '@portal/session';
import { Link, QueryStatus, Stack, Surface } from '@portal/ui-kit';
import type { ComponentType } from 'react';
import { ApplicationForm } from './ApplicationForm.tsx';
import { usePromotion } from './api/promotions.ts';
import { ChatLinkPanel } from './ChatLinkPanel.tsx';
import { PromotionActionButton, statusLabelOf, WageringProgress } from './promotionParts.tsx';
import { EndedRaffleVerification, RafflePanel } from './RafflePanel.tsx';
import { RedEnvelopePop } from './RedEnvelopePop.tsx';
import { ReferralPanel } from './ReferralPanel.tsx';
import { TermsSummary } from './TermsSummary.tsx';

export interface PromotionPageProps {
  promotionId: number;
  /**
   * Draws the terms' rich text. The portal passes the content feature's sanitising RichText;
   * a slot rather than an import, since one feature never imports another.
   */
  Terms: ComponentType<{ html: string }>;
}

/**
 * A promotion's page (/promotions/:id): its picture, title and where the member stands, the
 * wagering of the member's grant, the action it allows, a summary of its terms built from its
 * data (TermsSummary, with when it runs) and the staff's terms in the member's language (the
 * hall's text: the server picks the language).
 */
export const PromotionPage = ({ promotionId, Terms }: PromotionPageProps) => {
  const { t, i18n } = useLingui();
  const result = usePromotion(promotionId);
  const { promotion } = result;
  const { isLogin } = useSession();
  return (
    <Stack gap="md">
      <Link to="/promotions">{t`All promotions`}</Link>
      <QueryStatus
        loading={result.isPending}
        error={result.error}
        onRetry={result.refetch}
        empty={promotion === null && t`This promotion is not running.`}
      />
      {promotion === null && isLogin && <EndedRaffleVerification promotionId={promotionId} />}
      {promotion && (
        <Page as="article" gap="md" pad="lg" aria-labelledby="promotion-title">
          {promotion.imageUrl && <img src={promotion.imageUrl} alt="" />}
          <h1 id="promotion-title">{promotion.title}</h1>
          <p>{i18n._(statusLabelOf(promotion))}</p>
          {promotion.grant?.status === 'active' && <WageringProgress grant={promotion.grant} />}
          <PromotionActionButton promotion={promotion} />
          <KindPart promotion={promotion} />
          <TermsSummary promotion={promotion} />
          <section aria-labelledby="promotion-terms">
            <h2 id="promotion-terms">{t`Terms`}</h2>
            <Terms html={promotion.content} />
          </section>
        </Page>
      )}
    </Stack>
  );
};

/**
 * The kinds' own parts: an application's form while the member may apply, and the special
 * kinds' parts (rules kinds 4 to 7); a referral or chat link needs a member.
 */
const KindPart = ({ promotion }: { promotion: Promotion }) => {
  const { isLogin } = useSession();
  if (promotion.needsApplication) {
    return promotion.status === 'join' ? <ApplicationForm promotion={promotion} /> : null;
  }
  switch (promotion.kind) {
    case 'raffle':
      return <RafflePanel promotion={promotion} />;
    case 'redEnvelope':
      return <RedEnvelopePop promotion={promotion} />;
    case 'referral':
      return isLogin ? <ReferralPanel /> : null;
    case 'messengerBonus':
      return isLogin ? <ChatLinkPanel /> : null;
    default:
      return null;
  }
};

const Page = styled(Surface)`
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  h1,
  h2,
  p {
    margin: 0;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;
