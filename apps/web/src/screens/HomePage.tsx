import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import {
  BannerCarousel,
  NoticeMarquee,
  useAnnouncementPopups,
  useAnnouncements,
} from '@portal/content';
import type { Banner, VendorLane } from '@portal/contract';
import {
  GameCategoryTabs,
  HotGames,
  laneCategory,
  PopularLotteries,
  useVendorLanes,
  WinnerBoard,
} from '@portal/games';
import { useModalTurn } from '@portal/session';
import { Link, Stack } from '@portal/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AddToHomeScreen } from '../shell/AddToHomeScreen.tsx';
import { openBannerLink, promotionPath } from '../shell/bannerLink.ts';
import { CATEGORY_ROUTES } from '../shell/categoryRoutes.ts';
import { AfterFirstLoad } from '../start/afterFirstLoad.tsx';
import { useReleaseFirstPaint } from '../start/firstPaint.ts';
import { ServiceDescription, useServiceFigures } from './ServiceDescription.tsx';

// The announcement popup loads when one is first to open (the member's announcements after the
// first screen, or a notice of the marquee clicked): no part of the home's first screen (issue
// 27). Once loaded it stays mounted, so it closes with its fade as before.
const AnnouncementPopup = lazy(async () => ({
  default: (await import('./homePopups.ts')).AnnouncementPopup,
}));

/**
 * The announcement popups (A members, B visitors, F first login): which ones and the
 * once-per-session flag come from the session; they are shown sanitised and paged.
 */
const AnnouncementPopups = () => {
  const navigate = useNavigate();
  const { popups, close } = useAnnouncementPopups();
  // After whatever a person asked for (the login, a registration's success...): useModalTurn.
  const turn = useModalTurn('announcements', popups.length > 0, 'announcement');
  const [wanted, setWanted] = useState(false);
  if (turn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup
        open={turn}
        onClose={close}
        notices={popups}
        onGoToPromotion={(notice) => {
          close();
          navigate(promotionPath(notice));
        }}
      />
    </Suspense>
  );
};

/** How many vendors the lanes offer (a vendor in several lanes counts once); null until known. */
const vendorCount = (lanes: readonly VendorLane[] | null): number | null =>
  lanes === null ? null : new Set(lanes.flatMap((lane) => lane.cards.map((c) => c.vassalage))).size;

/** The service gauges, asked for once the page's first screen has drawn. */
const HomeService = ({ lanes }: { lanes: readonly VendorLane[] | null }) => {
  const figures = useServiceFigures();
  return <ServiceDescription figures={figures.data ?? null} vendors={vendorCount(lanes)} />;
};

/**
 * The home page (portal-spec section 2): banners, the notice marquee, popular lottery,
 * hot games, game-category tabs, the winner board, the download block and the service
 * description.
 */
export const HomePage = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: announcements, failureCount } = useAnnouncements();
  const lanes = useVendorLanes();
  // The first paint's banner gives way once the carousel can draw the banners, or as soon as
  // asking for them has failed once (the page shows itself while the query tries again).
  useReleaseFirstPaint(announcements !== undefined || failureCount > 0);
  const [noticeAt, setNoticeAt] = useState<number | null>(null);
  const noticeTurn = useModalTurn('notice', noticeAt !== null);
  const [noticeWanted, setNoticeWanted] = useState(false);
  if (noticeTurn && !noticeWanted) setNoticeWanted(true);

  const openBanner = (banner: Banner) => openBannerLink(banner, navigate);

  const banners = (announcements?.banners ?? []).filter((banner) => banner.groupName === 'w_home');
  const notices = announcements?.player ?? [];

  return (
    <Stack gap="xl">
      <BannerCarousel key={pathname} banners={banners} onOpen={openBanner} />
      <NoticeMarquee notices={notices} onOpen={setNoticeAt} />
      {/*
        The rest comes once the first load has settled, one part at a time, in the page's
        order: first the popular lotteries (at the foot of a phone's first screen, under the
        banner that is its largest paint; in the first commit, they made it one of the longest
        tasks of the load), then what is below the first screen.
      */}
      <AfterFirstLoad>
        <Section>
          <h2>{t`Popular lottery`}</h2>
          <PopularLotteries
            onPlay={(lottery) =>
              navigate(`/lottery?gameCode=${encodeURIComponent(lottery.gameCode)}`)
            }
          />
        </Section>
      </AfterFirstLoad>
      <AfterFirstLoad>
        <HotGames />
      </AfterFirstLoad>
      <AfterFirstLoad>
        {lanes && lanes.length > 0 && (
          <Section>
            <h2>{t`Games`}</h2>
            <GameCategoryTabs
              lanes={lanes}
              onMore={(lane) => {
                const category = laneCategory(lane);
                navigate(category ? CATEGORY_ROUTES[category] : '/');
              }}
            />
          </Section>
        )}
      </AfterFirstLoad>
      <AfterFirstLoad>
        <WinnerBoard />
      </AfterFirstLoad>
      <AfterFirstLoad>
        <Download as="section" direction="row" wrap align="center" justify="space-between" gap="lg">
          <div>
            <h2>{t`Play on your phone`}</h2>
            <p>{t`Our app brings every game and your wallet to your phone.`}</p>
          </div>
          <Link to="/down">{t`Download the app`}</Link>
          <AddToHomeScreen />
        </Download>
      </AfterFirstLoad>
      <AfterFirstLoad>
        <HomeService lanes={lanes} />
      </AfterFirstLoad>
      {noticeWanted && (
        <Suspense fallback={null}>
          <AnnouncementPopup
            name="notice"
            title={t`Notice`}
            open={noticeTurn}
            initialIndex={noticeAt ?? 0}
            onClose={() => setNoticeAt(null)}
            notices={notices}
            onGoToPromotion={(notice) => navigate(promotionPath(notice))}
          />
        </Suspense>
      )}
      {/*
        The announcements open over the page once its first screen has drawn, not within its
        first render, and before the parts under them (on a phone they cover the page).
      */}
      <AfterFirstLoad overPage>
        <AnnouncementPopups />
      </AfterFirstLoad>
    </Stack>
  );
};

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md}px;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;

const Download = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.xl}px;
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
  }
  p {
    margin: 0;
  }
  a {
    padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.xl}px`};
    border-radius: ${({ theme }) => theme.radii.round}px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
    text-decoration: none;
  }
`;
