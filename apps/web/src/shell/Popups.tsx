import { useAnnouncements } from '@portal/content';
import type { Banner, BannerGroup } from '@portal/contract';
import { useSessionPopup } from '@portal/session';
import { LazySessionPopups } from '@portal/signin';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { openBannerLink } from './bannerLink.ts';

const loadCarousel = () => import('./popupCarousel.ts');

// The popups' banners load with the popups (which load on first use), not with every page
// (issue 27: a page other than the home has no carousel of its own on its first screen).
const BannerCarousel = lazy(async () => ({ default: (await loadCarousel()).BannerCarousel }));

const POPUPS_WITH_BANNERS = new Set(['login', 'register', 'registerSuccess', 'forgotPassword']);

const NO_BANNERS: readonly Banner[] = [];

/**
 * The banners of the sign-in popups: the home page's announcements query (one fetch per
 * language), asked for when one of these popups is open if the home page has not already.
 * Banners are decoration: without them the popup works.
 */
const usePopupBanners = (): readonly Banner[] => {
  const { popup } = useSessionPopup();
  const wanted = popup !== null && POPUPS_WITH_BANNERS.has(popup.name);
  const { data } = useAnnouncements({ enabled: wanted });
  // The carousel's chunk is asked for as the popup opens, beside the popups' own chunk, so it
  // is in by the time the popup shows (no banner arriving after it, pushing the form down).
  useEffect(() => {
    if (wanted) void loadCarousel();
  }, [wanted]);
  return data?.banners ?? NO_BANNERS;
};

let startQuery: URLSearchParams | undefined;
/**
 * The address's query as the app started with it, read once for the whole page: /register?
 * affiliateCode=... redirects home and drops the query, and the shell mounts the popups again
 * on that navigation, so a component's own state would read the code already gone (a visitor
 * following an agent's link registered without its upline).
 */
const queryAtStart = () => {
  startQuery ??= new URLSearchParams(window.location.search);
  return startQuery;
};

/** The popups any screen can open, rendered once. */
export const Popups = () => {
  const navigate = useNavigate();
  const { close } = useSessionPopup();
  const banners = usePopupBanners();
  const query = queryAtStart();
  const renderBanner = (group: BannerGroup) => (
    <Suspense fallback={null}>
      <BannerCarousel
        banners={banners.filter((banner) => banner.groupName === group)}
        onOpen={(banner) => {
          close();
          openBannerLink(banner, navigate);
        }}
      />
    </Suspense>
  );
  return (
    <LazySessionPopups
      navigate={navigate}
      onDeposit={() => navigate('/member/deposit')}
      affiliateCode={query.get('affiliateCode') ?? query.get('code') ?? undefined}
      referralCode={query.get('referralCode') ?? undefined}
      renderBanner={renderBanner}
    />
  );
};
