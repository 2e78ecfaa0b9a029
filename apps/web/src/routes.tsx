import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './routeHandle.ts';
import { MainLayout, PlainLayout, RootLayout } from './shell/layouts.tsx';
import { RequireLogin } from './shell/RequireLogin.tsx';

const comingSoon = (title: MessageDescriptor): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./screens/ComingSoon.tsx')).ComingSoon }),
});

const home: Pick<RouteObject, 'lazy' | 'handle'> = {
  handle: { title: msg`Home` } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./screens/HomePage.tsx')).HomePage }),
};

/** /lottery, /seaLottery, /vnLottery: the lottery lobby or the game `gameCode` names. */
const lottery = (title: MessageDescriptor): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./screens/LotteryPage.tsx')).LotteryPage }),
});

type GamePages = typeof import('./screens/GamePages.tsx');
type MemberPages = typeof import('./screens/MemberPages.tsx');

/** A member-centre screen of screens/MemberPages.tsx, by its export name. */
const member = (
  title: MessageDescriptor,
  screen: Exclude<keyof MemberPages, 'MemberCentre'>,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./screens/MemberPages.tsx'))[screen] }),
});

type CashierPages = typeof import('./screens/CashierPages.tsx');

/** A cashier screen of screens/CashierPages.tsx, inside the member centre. */
const cashier = (
  title: MessageDescriptor,
  screen: keyof CashierPages,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./screens/CashierPages.tsx'))[screen] }),
});

/** A game screen of screens/GamePages.tsx, by its export name. */
const games = (
  title: MessageDescriptor,
  screen: Exclude<keyof GamePages, 'GameCentrePage' | 'GameListPage'>,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('./screens/GamePages.tsx'))[screen] }),
});

/** The paths of the home page (main.tsx asks for its announcements before the first render). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

/** Every route of portal-spec section 2; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { index: true, ...home },
          { path: 'index', ...home },
          { path: 'index.html', ...home },
          { path: 'home', ...home },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('./screens/PopupRoutes.tsx')).OpenLogin,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('./screens/PopupRoutes.tsx')).OpenRegister,
            }),
          },
          {
            // The page a password-reset link opens (the token in the fragment).
            path: 'reset-password',
            handle: { title: msg`Reset password` } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('./screens/ResetPasswordRoute.tsx')).ResetPasswordRoute,
            }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('./screens/HelpModal.tsx')).HelpModal }),
          },
          { path: 'live', ...games(msg`Live casino`, 'LivePage') },
          { path: 'cockfight', ...games(msg`Cockfight`, 'CockfightPage') },
          { path: 'sports', ...games(msg`Sports`, 'SportsPage') },
          { path: 'esports', ...games(msg`E-sports`, 'EsportsPage') },
          // Game lists take the provider (vassalage) and game type, both lowercased.
          { path: 'rng/:vassalage?/:gameType?', ...games(msg`Slots`, 'SlotsPage') },
          { path: 'fish/:vassalage?/:gameType?', ...games(msg`Fishing`, 'FishingPage') },
          { path: 'pvp/:vassalage?/:gameType?', ...games(msg`Card games`, 'CardGamesPage') },
          { path: 'promotions', ...comingSoon(msg`Promotions`) },
          { path: 'pointMall', ...comingSoon(msg`Point mall`) },
          { path: 'seamless', ...comingSoon(msg`Seamless games`) },
          { path: 'sponsor', ...comingSoon(msg`Sponsorship`) },
          { path: 'description', ...comingSoon(msg`About us`) },
          {
            element: <RequireLogin />,
            children: [
              {
                path: 'member',
                handle: { title: msg`Member centre` } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./screens/MemberPages.tsx')).MemberCentre,
                }),
                children: [
                  { index: true, element: <Navigate to="wallet" replace /> },
                  { path: 'wallet', ...cashier(msg`My wallet`, 'WalletPage') },
                  { path: 'deposit', ...cashier(msg`Deposit`, 'DepositPage') },
                  { path: 'withdraw', ...cashier(msg`Withdraw`, 'WithdrawPage') },
                  { path: 'bets', ...member(msg`Betting record`, 'BetRecordScreen') },
                  { path: 'transactions', ...member(msg`Account record`, 'AccountRecordScreen') },
                  { path: 'profit-loss', ...member(msg`Profit and loss`, 'ProfitLossScreen') },
                  { path: 'bonus', ...member(msg`Bonus details`, 'BonusScreen') },
                  { path: 'messages', ...member(msg`Messages`, 'MessagesScreen') },
                  { path: 'profile', ...member(msg`Profile and security`, 'ProfileScreen') },
                  {
                    path: 'responsible-gaming',
                    ...member(msg`Responsible gaming`, 'ResponsibleGamingScreen'),
                  },
                ],
              },
              { path: 'lottery', ...lottery(msg`Lottery`) },
              { path: 'seaLottery', ...lottery(msg`SEA lottery`) },
              { path: 'vnLottery', ...lottery(msg`Vietnam lottery`) },
              {
                path: 'missions',
                handle: { title: msg`Missions` } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('./screens/MissionsPage.tsx')).MissionsPage,
                }),
              },
            ],
          },
          {
            element: <RequireLogin agent />,
            children: [{ path: 'agentHome', ...comingSoon(msg`Agent centre`) }],
          },
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          {
            path: 'down',
            lazy: async () => ({
              Component: (await import('./screens/DownloadPage.tsx')).DownloadPage,
            }),
          },
        ],
      },
      // Full-screen help, without the header.
      {
        path: 'helpmc',
        lazy: async () => ({ Component: (await import('./screens/HelpModal.tsx')).HelpPage }),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
