import styled from '@emotion/styled';
import { RealityCheck } from '@portal/account';
import { GamesProvider } from '@portal/games';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Popups } from './Popups.tsx';
import { RightBar } from './RightBar.tsx';
import { SideMenu } from './SideMenu.tsx';

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
  </GamesProvider>
);

/** Header, side menu, right bar and footer around the screen. */
export const MainLayout = () => (
  <Frame>
    <Header />
    <Body>
      <SideMenu />
      <Main id="main">
        <Outlet />
      </Main>
      <RightBar />
    </Body>
    <Footer />
  </Frame>
);

/** Header and footer only (the download page). */
export const PlainLayout = () => (
  <Frame>
    <Header />
    <Main id="main">
      <Outlet />
    </Main>
    <Footer />
  </Frame>
);

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.lg}px;
  padding: ${({ theme }) => theme.spacing.lg}px;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
`;
