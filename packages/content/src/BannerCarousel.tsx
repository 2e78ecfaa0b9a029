import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@portal/contract';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

/** Carousel timings (portal-spec section 9). */
export const BANNER_SPEED_MS = 1000;
export const BANNER_DELAY_MS = 5000;

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** A banner with a linkageType was clicked. */
  onOpen: (banner: Banner) => void;
}

/**
 * The banners of one group. Several loop and play on their own (autoplay keeps going after the
 * visitor touches them) with clickable bullets; one stands still; none renders nothing.
 * Give it `key={pathname}` so a new route starts a fresh carousel.
 */
export const BannerCarousel = ({ banners, onOpen }: BannerCarouselProps) => {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <Frame aria-roledescription="carousel" aria-label={t`Banners`}>
      <Swiper
        modules={many ? [Autoplay, Pagination] : []}
        loop={many}
        speed={BANNER_SPEED_MS}
        autoplay={many ? { delay: BANNER_DELAY_MS, disableOnInteraction: false } : false}
        pagination={many ? { clickable: true } : false}
        allowTouchMove={many}
      >
        {banners.map((banner, index) => {
          const number = index + 1;
          const image = <img src={banner.url} alt={t`Banner ${number}`} />;
          return (
            <SwiperSlide key={`${banner.url}-${number}`}>
              {banner.linkageType ? (
                <SlideButton type="button" onClick={() => onOpen(banner)}>
                  {image}
                </SlideButton>
              ) : (
                image
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
    </Frame>
  );
};

const Frame = styled.section`
  border-radius: ${({ theme }) => theme.radii.medium}px;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
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
