/** The promotions feature: the promotion hall (more of issue 25's portal part to come). */
export { PromotionHall } from './PromotionHall.tsx';
