import { RichText } from '@portal/content';
import { PromotionHall, PromotionPage } from '@portal/promotions';
import { useParams } from 'react-router-dom';

/** /promotions (open to visitors): the promotion hall of the PROMO3 module. */
export const PromotionsPage = () => <PromotionHall />;

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
