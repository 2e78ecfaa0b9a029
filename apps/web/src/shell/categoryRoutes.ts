import type { GameCategory } from '@portal/contract';

/** Where each game category lives in the portal (portal-spec section 2). */
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/** A banner's link: a route of the portal opens in place, anything else in a new tab. */
export const isPortalRoute = (link: string): boolean =>
  link.startsWith('/') && !link.startsWith('//');
