import { useLingui } from '@lingui/react/macro';
import type { NoticeType } from '@portal/contract';

/** The notice types in staff's words. */
export const useNoticeTypeLabels = (): Record<NoticeType, string> => {
  const { t } = useLingui();
  return {
    B: t`Banner`,
    PL: t`Player notice`,
    PU: t`Popup`,
    PR: t`Promotion`,
    H: t`Home marquee`,
    SL: t`Page post: seamless games`,
    SP: t`Page post: sponsorship`,
    DS: t`Page post: about us`,
    IG: t`Page post: iOS install guide`,
    LG: t`Page post: lite app guide`,
  };
};
