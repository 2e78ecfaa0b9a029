import styled from '@emotion/styled';
import { RealityCheck } from '@portal/account';
import { ContractOffers } from '@portal/agent';
import { GamesProvider } from '@portal/games';
import { Grid, media, useMedia } from '@portal/ui-kit';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AfterFirstLoad } from '../start/afterFirstLoad.tsx';
import { FirstScreenStep } from '../start/firstScreenSteps.tsx';
import { BottomTabBar, TAB_BAR_HEIGHT } from './BottomTabBar.tsx';
import { Header } from './Header.tsx';
import { Popups } from './Popups.tsx';

// Parts drawn only at some widths (the side menu on desktops, the right bar from tablets) or
// after the first load (the footer) load as modules of their own when drawn, so a phone's
// first load does not carry them (issue 27's first-load budget).
const SideMenu = lazy(async () => ({ default: (await import('./SideMenu.tsx')).SideMenu }));
/** The right bar's column (tablet and up). */
const RIGHT_BAR_WIDTH = '9.5rem';

const RightBar = lazy(async () => ({ default: (await import('./RightBar.tsx')).RightBar }));
const Footer = lazy(async () => ({ default: (await import('./Footer.tsx')).Footer }));

/** Navigation scrolls to the top, or to the element the hash names (portal-spec section 2). */
const ScrollOnNavigate = () => {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger, not an input.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
};

/** Around every route: scrolling and the popups any screen can open. */
export const RootLayout = () => (
  <GamesProvider>
    <ScrollOnNavigate />
    <Outlet />
    <Popups />
    <RealityCheck />
    <ContractOffers />
  </GamesProvider>
);

/**
 * Header, side menu, right bar and footer around the screen. Phones and tablets find the
 * side menu in the header's drawer; phones have the tab bar instead of the right bar.
 */
export const MainLayout = () => (
  <Frame>
    <Header />
    <Body
      gap="lg"
      columns="minmax(0, 1fr)"
      // The right bar's column has its own width, so the bar loading after the first paint
      // shifts nothing (its links wrap within it in longer languages).
      tablet={`minmax(0, 1fr) ${RIGHT_BAR_WIDTH}`}
      desktop={`200px minmax(0, 1fr) ${RIGHT_BAR_WIDTH}`}
    >
      <DesktopOnly>
        {/* Until it loads, an empty cell holds the menu's column, so the screen stays in its own. */}
        <Suspense fallback={<div />}>
          <SideMenu />
        </Suspense>
      </DesktopOnly>
      <Main id="main">
        <FirstScreenStep>
          <Outlet />
        </FirstScreenStep>
      </Main>
      <FromTablet>
        <Suspense fallback={null}>
          <RightBar />
        </Suspense>
      </FromTablet>
    </Body>
    {/*
      A step of its own, after the screen's: the footer then waits its turn after the screen's
      parts (afterFirstLoad.tsx takes them in the order they ask), below them, as on the page.
    */}
    <FirstScreenStep>
      <AfterFirstLoad>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </AfterFirstLoad>
    </FirstScreenStep>
    <FirstScreenStep>
      <BottomTabBar />
    </FirstScreenStep>
  </Frame>
);

/** Header and footer only (the download page). */
export const PlainLayout = () => (
  <Frame>
    <Header />
    <Main id="main">
      <Outlet />
    </Main>
    <AfterFirstLoad>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </AfterFirstLoad>
    <BottomTabBar />
  </Frame>
);

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  ${media.phone} {
    /* Room for the fixed tab bar, so the footer's last line is not hidden under it. */
    padding-bottom: calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom));
  }
`;

// The screen between the side menu (desktop) and the right bar (tablet and up), filling the
// frame's height, and at least the window's: the footer (drawn after the screen's first parts)
// then starts below the first view, so a screen filling in as its answers arrive never pushes
// a footer the visitor already sees (Lighthouse counted that shift as 0.08 of the member centre's
// CLS and 0.64 of a lottery game page's).
const Body = styled(Grid)`
  flex: 1;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.lg}px;
  ${media.phone} {
    padding: ${({ theme }) => theme.spacing.sm}px;
  }
`;

/**
 * Parts drawn only at some widths: not drawn at all elsewhere (rather than drawn and hidden),
 * so a phone neither builds nor lays them out. The wrapper adds no box of its own.
 */
const DesktopOnly = ({ children }: { children: ReactNode }) =>
  useMedia('desktop') ? <Contents>{children}</Contents> : null;

const FromTablet = ({ children }: { children: ReactNode }) =>
  useMedia('fromTablet') ? <Contents>{children}</Contents> : null;

const Contents = styled.div`
  display: contents;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
`;
