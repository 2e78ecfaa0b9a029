/** The promotions feature: the promotion hall, a promotion's page, the reward centre. */
export { PromotionHall } from './PromotionHall.tsx';
export type { PromotionPageProps } from './PromotionPage.tsx';
export { PromotionPage } from './PromotionPage.tsx';
