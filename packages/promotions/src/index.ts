/** The promotions feature: the promotion hall, a promotion's page, the reward centre. */

export { ApplicationForm } from './ApplicationForm.tsx';
export { ChatLinkPanel } from './ChatLinkPanel.tsx';
export { PromotionHall } from './PromotionHall.tsx';
export type { PromotionPageProps } from './PromotionPage.tsx';
export { PromotionPage } from './PromotionPage.tsx';
export type { PromotionsTab } from './PromotionsScreen.tsx';
export { PromotionsScreen } from './PromotionsScreen.tsx';
export { RafflePanel, RaffleVerificationPanel } from './RafflePanel.tsx';
export { RedEnvelopePop } from './RedEnvelopePop.tsx';
export { ReferralPanel } from './ReferralPanel.tsx';
export { RewardCentre } from './RewardCentre.tsx';
export { TermsSummary } from './TermsSummary.tsx';
