/** The promotions feature: the promotion hall, a promotion's page, the reward centre. */
export { PromotionHall } from './PromotionHall.tsx';
export type { PromotionPageProps } from './PromotionPage.tsx';
export { PromotionPage } from './PromotionPage.tsx';
export type { PromotionsTab } from './PromotionsScreen.tsx';
export { PromotionsScreen } from './PromotionsScreen.tsx';
export { RewardCentre } from './RewardCentre.tsx';
