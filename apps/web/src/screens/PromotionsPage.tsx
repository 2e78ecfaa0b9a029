import { RichText } from '@portal/content';
import { PromotionPage, PromotionsScreen } from '@portal/promotions';
import { useParams, useSearchParams } from 'react-router-dom';

/**
 * /promotions (open to visitors): the promotion hall and the reward centre (PROMO3);
 * `?tab=rewards` opens the reward centre (the header's promotions counter leads there).
 */
export const PromotionsPage = () => {
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'rewards' ? 'rewards' : 'hall';
  // Keyed by the tab asked for: the header's counter opens the reward centre even from the hall.
  return <PromotionsScreen key={tab} initialTab={tab} />;
};

/**
 * /promotions/:id, where the banners and the announcement popups lead: the promotion's page,
 * its terms drawn by the content feature's sanitising rich text. An id that is not a number
 * reads as no promotion (the page says it is not running).
 */
export const PromotionDetailPage = () => {
  const { id } = useParams();
  const promotionId = Number(id);
  return (
    <PromotionPage
      promotionId={Number.isSafeInteger(promotionId) ? promotionId : 0}
      Terms={RichText}
    />
  );
};
