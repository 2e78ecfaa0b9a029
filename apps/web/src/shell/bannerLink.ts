import type { Banner } from '@portal/contract';
import { isPortalRoute } from './categoryRoutes.ts';

/** A banner's link: the portal's own routes stay in the page, anything else opens a new tab. */
export const openBannerLink = (banner: Banner, navigate: (path: string) => void) => {
  const link = banner.linkage;
  if (!link) return;
  if (isPortalRoute(link)) navigate(link);
  else window.open(link, '_blank', 'noopener,noreferrer');
};
