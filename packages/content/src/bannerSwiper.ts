import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';

export interface BannerSwiperOptions {
  speedMs: number;
  delayMs: number;
}

/**
 * Starts swiper on slides the carousel has already drawn (`.swiper > .swiper-wrapper >
 * .swiper-slide`, then `.swiper-pagination`): they loop and play on their own (autoplay keeps
 * going after the visitor touches them), with clickable bullets. Swiper's core, its styles and
 * its set-up are this chunk's alone, loaded only when the carousel needs them.
 */
export const startSwiper = (root: HTMLElement, { speedMs, delayMs }: BannerSwiperOptions) =>
  new Swiper(root, {
    modules: [Autoplay, Pagination],
    loop: true,
    speed: speedMs,
    autoplay: { delay: delayMs, disableOnInteraction: false },
    pagination: { el: root.querySelector<HTMLElement>('.swiper-pagination'), clickable: true },
  });
