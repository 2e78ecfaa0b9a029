import type { Banner, Notice } from '@portal/contract';
import { isPortalRoute } from './categoryRoutes.ts';

/** A banner's link: the portal's own routes stay in the page, anything else opens a new tab. */
export const openBannerLink = (banner: Banner, navigate: (path: string) => void) => {
  const link = banner.linkage;
  if (!link) return;
  if (isPortalRoute(link)) navigate(link);
  else window.open(link, '_blank', 'noopener,noreferrer');
};

/**
 * Where a notice's "go to promotion" leads: the promotion its `promotionType` names by id (the
 * seeded notices carry the id there), else the hall, for older notices that carry a kind.
 */
export const promotionPath = (notice: Pick<Notice, 'promotionType'>): string =>
  notice.promotionType && /^[1-9]\d{0,9}$/.test(notice.promotionType)
    ? `/promotions/${notice.promotionType}`
    : '/promotions';
