import { PromotionHall } from '@portal/promotions';

/** /promotions (open to visitors): the promotion hall of the PROMO3 module. */
export const PromotionsPage = () => <PromotionHall />;
