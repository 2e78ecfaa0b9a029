import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@portal/contract';
import type { ReactNode } from 'react';

export interface BannerSwiperProps {
  banners: readonly Banner[];
  renderSlide: (banner: Banner, index: number) => ReactNode;
  speedMs: number;
  delayMs: number;
  /** The first banner has already had its time (the carousel took over on its timer): move on. */
  advanceAtOnce: boolean;
}

/**
 * Several banners that loop and play on their own (autoplay keeps going after the visitor
 * touches them) with clickable bullets. Swiper and its styles are this chunk's alone: the
 * carousel paints its first banner without them and swaps this in once it has loaded.
 */
const BannerSwiper = ({
  banners,
  renderSlide,
  speedMs,
  delayMs,
  advanceAtOnce,
}: BannerSwiperProps) => (
  <Swiper
    modules={[Autoplay, Pagination]}
    onSwiper={(swiper) => {
      if (advanceAtOnce) swiper.slideNext(speedMs);
    }}
    loop
    speed={speedMs}
    autoplay={{ delay: delayMs, disableOnInteraction: false }}
    pagination={{ clickable: true }}
  >
    {banners.map((banner, index) => {
      // The same picture may stand twice in a group: its place tells the two apart.
      const number = index + 1;
      return (
        <SwiperSlide key={`${banner.url}-${number}`}>{renderSlide(banner, index)}</SwiperSlide>
      );
    })}
  </Swiper>
);

export default BannerSwiper;
