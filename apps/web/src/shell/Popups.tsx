import { BannerCarousel } from '@portal/content';
import type { Banner, BannerGroup } from '@portal/contract';
import { SessionPopups, useApi, useLanguage, useSessionPopup } from '@portal/session';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { openBannerLink } from './bannerLink.ts';

const POPUPS_WITH_BANNERS = new Set(['login', 'register', 'registerSuccess', 'forgotPassword']);

/**
 * The banners of the sign-in popups, loaded the first time one of them opens (most visits never
 * open one) and again when the language changes.
 */
const usePopupBanners = (): readonly Banner[] => {
  const api = useApi();
  const { language } = useLanguage();
  const { popup } = useSessionPopup();
  const [wanted, setWanted] = useState(false);
  const [banners, setBanners] = useState<readonly Banner[]>([]);
  useEffect(() => {
    if (popup && POPUPS_WITH_BANNERS.has(popup.name)) setWanted(true);
  }, [popup]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    api
      .call('announcements', { language })
      .then((value) => {
        if (current) setBanners(value.banners);
      })
      // Banners are decoration: the popup works without them.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, language, wanted]);
  return banners;
};

/** The popups any screen can open, rendered once. */
export const Popups = () => {
  const navigate = useNavigate();
  const { close } = useSessionPopup();
  const banners = usePopupBanners();
  // Read once at start: /register?affiliateCode=... redirects home and drops the query.
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const renderBanner = (group: BannerGroup) => (
    <BannerCarousel
      banners={banners.filter((banner) => banner.groupName === group)}
      onOpen={(banner) => {
        close();
        openBannerLink(banner, navigate);
      }}
    />
  );
  return (
    <SessionPopups
      navigate={navigate}
      // Deposit lives in the member centre until its own page exists.
      onDeposit={() => navigate('/member')}
      affiliateCode={query.get('affiliateCode') ?? query.get('code') ?? undefined}
      referralCode={query.get('referralCode') ?? undefined}
      renderBanner={renderBanner}
    />
  );
};
