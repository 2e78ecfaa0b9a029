import { useLingui } from '@lingui/react/macro';
import type {
  GrantStatus,
  PromotionDeskStatus,
  PromotionKind,
  StaffPromotion,
} from '@portal/contract';

/** The title staff know a promotion by: English, else its first language. */
export const promotionTitle = (p: StaffPromotion): string =>
  p.texts.EN?.title ?? Object.values(p.texts)[0]?.title ?? `#${p.promotionId}`;

/** The promotion kinds in staff's words. */
export const useKindLabels = (): Record<PromotionKind, string> => {
  const { t } = useLingui();
  return {
    depositBonus: t`Deposit bonus`,
    dailyRebate: t`Daily rebate`,
    application: t`Application`,
    raffle: t`Lucky draw`,
    redEnvelope: t`Red envelope`,
    referral: t`Referral`,
    messengerBonus: t`Zalo / WhatsApp bonus`,
    vipWeek: t`VIP week`,
  };
};

/** Where a promotion stands, in staff's words. */
export const usePromotionStatusLabels = (): Record<PromotionDeskStatus, string> => {
  const { t } = useLingui();
  return {
    scheduled: t`Scheduled`,
    running: t`Running`,
    paused: t`Paused`,
    ended: t`Ended`,
  };
};

/** A grant's status, in staff's words. */
export const useGrantStatusLabels = (): Record<GrantStatus, string> => {
  const { t } = useLingui();
  return {
    active: t`Active`,
    completed: t`Completed`,
    expired: t`Expired`,
    forfeited: t`Forfeited`,
    cancelled: t`Cancelled`,
  };
};

/**
 * An abuse sign on a grant or an application, in staff's words: what the member shares with
 * another holder of the promotion (apps/server/src/promotions/sharedSigns.ts). A sign this
 * console does not know is shown as sent.
 */
export const useFlagText = (): ((flags: readonly string[]) => string) => {
  const { t } = useLingui();
  const words: Record<string, string> = {
    sameDevice: t`Same device as another holder`,
    sameAddress: t`Same address as another holder`,
    samePayeeName: t`Same payee name as another holder`,
    sameCard: t`Same card or account as another holder`,
  };
  return (flags) => (flags.length === 0 ? '-' : flags.map((f) => words[f] ?? f).join(', '));
};
