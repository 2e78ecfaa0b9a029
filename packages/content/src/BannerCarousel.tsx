import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@portal/contract';
import { after } from '@portal/ui-kit';
import { startTransition, useEffect, useRef, useState } from 'react';

/** Carousel timings (portal-spec section 9). */
export const BANNER_SPEED_MS = 1000;
export const BANNER_DELAY_MS = 5000;

/** Banners are drawn 1920 by 500; the sizes let the page keep their room before they load. */
const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 500;

type SwiperKit = typeof import('./bannerSwiper.ts');
const loadSwiperKit = (): Promise<SwiperKit> => import('./bannerSwiper.ts');

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** A banner with a linkageType was clicked. */
  onOpen: (banner: Banner) => void;
  /** How long each banner stays (BANNER_DELAY_MS; shorter in stories). */
  delayMs?: number;
}

/**
 * The banners of one group. Several loop and play on their own (autoplay keeps going after the
 * visitor touches them) with clickable bullets; one stands still; none renders nothing.
 * The first banner is painted at once as a plain, sized picture (it is often the page's
 * largest paint). Swiper (its code, styles and set-up are the carousel's heaviest part) takes
 * over the same slides only when it is needed: when the first banner's time is up (and then
 * moves on at once), or as soon as the visitor reaches for the carousel (pointer, touch, focus).
 * The take-over is three short tasks rather than one long one, so a tap on a slow phone never
 * waits behind it: React adds the other slides to the first one's markup, swiper starts on
 * them in a task of its own, and moves on in the next.
 * Give it `key={pathname}` so a new route starts a fresh carousel.
 */
export const BannerCarousel = ({
  banners,
  onOpen,
  delayMs = BANNER_DELAY_MS,
}: BannerCarouselProps) => {
  const { t } = useLingui();
  // null: the plain first banner; 'timer': its time is up; 'visitor': the visitor reached for it.
  const [takeOver, setTakeOver] = useState<'timer' | 'visitor' | null>(null);
  const [kit, setKit] = useState<SwiperKit | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const many = banners.length > 1;
  useEffect(
    () => (many && takeOver === null ? after(delayMs, () => setTakeOver('timer')) : undefined),
    [many, delayMs, takeOver],
  );
  useEffect(() => {
    if (!takeOver) return;
    let live = true;
    loadSwiperKit().then(
      (loaded) => {
        // Adding the slides can wait for a quiet moment: React renders them in slices.
        if (live) startTransition(() => setKit(() => loaded));
      },
      () => {
        // Swiper's chunk did not arrive (the network dropped, a release replaced it): the first
        // banner stays, and the next timer or reach tries again.
        if (live) setTakeOver(null);
      },
    );
    return () => {
      live = false;
    };
  }, [takeOver]);
  // The same pictures in the same order keep the running swiper; any other list starts afresh.
  const signature = banners.map((banner) => banner.url).join('\n');
  // Only swiper's first start moves on at once, and only when the first banner's time was up.
  const advanceAtOnce = useRef(true);
  const byTimer = takeOver === 'timer';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (signature) remounts swiper's root (its key), and swiper starts again on the new one.
  useEffect(() => {
    const element = root.current;
    // A list down to one banner stands still, as one does from the start.
    if (!kit || !element || !many) return;
    let swiper: ReturnType<SwiperKit['startSwiper']> | undefined;
    let cancelNext: (() => void) | undefined;
    const cancelStart = after(0, () => {
      swiper = kit.startSwiper(element, { speedMs: BANNER_SPEED_MS, delayMs });
      if (advanceAtOnce.current && byTimer) {
        cancelNext = after(0, () => swiper?.slideNext(BANNER_SPEED_MS));
      }
      advanceAtOnce.current = false;
    });
    return () => {
      cancelStart();
      cancelNext?.();
      swiper?.destroy(true, false);
    };
  }, [kit, signature, many, delayMs, byTimer]);
  const reach = many && takeOver === null ? () => setTakeOver('visitor') : undefined;
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
  // Swiper's markup from the start, so the first slide stays the same element (and picture)
  // when the others join it; without swiper's styles it is a plain block.
  const shown = many && kit ? banners : banners.slice(0, 1);
  return (
    <Frame
      aria-roledescription="carousel"
      aria-label={t`Banners`}
      onPointerEnter={reach}
      onPointerDown={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      <div className="swiper" ref={root} key={signature}>
        <div className="swiper-wrapper">
          {shown.map((banner, index) => {
            // The same picture may stand twice in a group: its place tells the two apart.
            const number = index + 1;
            return (
              <div className="swiper-slide" key={`${banner.url}-${number}`}>
                {renderSlide(banner, index)}
              </div>
            );
          })}
        </div>
        {shown.length > 1 && <div className="swiper-pagination" />}
      </div>
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
