import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@portal/contract';
import { whenIdle } from '@portal/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Carousel timings (portal-spec section 9). */
export const BANNER_SPEED_MS = 1000;
export const BANNER_DELAY_MS = 5000;

/** Banners are drawn 1920 by 500; the sizes let the page keep their room before they load. */
const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 500;

const BannerSwiper = lazy(() => import('./BannerSwiper.tsx'));

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** A banner with a linkageType was clicked. */
  onOpen: (banner: Banner) => void;
}

/**
 * The banners of one group. Several loop and play on their own (autoplay keeps going after the
 * visitor touches them) with clickable bullets; one stands still; none renders nothing.
 * The first banner is painted at once as a plain, sized picture (it is often the page's
 * largest paint); swiper arrives when the browser is idle and takes over the same slides.
 * Give it `key={pathname}` so a new route starts a fresh carousel.
 */
export const BannerCarousel = ({ banners, onOpen }: BannerCarouselProps) => {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const many = banners.length > 1;
  useEffect(() => (many ? whenIdle(() => setPlaying(true)) : undefined), [many]);
  if (banners.length === 0) return null;

  const renderSlide = (banner: Banner, index: number) => {
    const number = index + 1;
    const image = (
      <img
        src={banner.url}
        alt={t`Banner ${number}`}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    );
    return banner.linkageType ? (
      <SlideButton type="button" onClick={() => onOpen(banner)}>
        {image}
      </SlideButton>
    ) : (
      image
    );
  };
  const first = banners[0] && renderSlide(banners[0], 0);
  return (
    <Frame aria-roledescription="carousel" aria-label={t`Banners`}>
      {many && playing ? (
        <Suspense fallback={first}>
          <BannerSwiper
            banners={banners}
            renderSlide={renderSlide}
            speedMs={BANNER_SPEED_MS}
            delayMs={BANNER_DELAY_MS}
          />
        </Suspense>
      ) : (
        first
      )}
    </Frame>
  );
};

const Frame = styled.section`
  border-radius: ${({ theme }) => theme.radii.medium}px;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1920 / 500;
    object-fit: cover;
  }
  .swiper-pagination-bullet-active {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const SlideButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  cursor: pointer;
`;
