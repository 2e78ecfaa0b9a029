import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ComponentType, lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { RouteTitle } from './routeTitle.tsx';
import { MainLayout, PlainLayout, RootLayout } from './shell/layouts.tsx';
import { RequireLogin } from './shell/RequireLogin.tsx';

// Declarative routes (useRoutes) with React.lazy screens, not a data router: the portal has no
// loaders or actions, and the data router's machinery was about 14 KiB (brotli) of the first
// load. Navigations run in a transition, so the screen on show stays until the next has loaded.

/** A screen of a lazily loaded module (its own chunk), and how to start loading it early. */
type LazyScreen = ComponentType & { load: () => Promise<unknown> };

/** A screen of a lazily loaded module, by its export name. */
const screen = <M,>(load: () => Promise<M>, name: keyof M): LazyScreen =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { load },
  );

/** What a route's handle carries here: how to load its screen before it renders. */
interface ScreenHandle {
  load: () => Promise<unknown>;
}

/** A route's element and handle for a lazily loaded screen. */
const shows = (Screen: LazyScreen): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <Screen />,
  handle: { load: Screen.load } satisfies ScreenHandle,
});

/** The same, with the area's title told to the screen. */
const titled = (
  title: MessageDescriptor,
  Screen: LazyScreen,
): Pick<RouteObject, 'element' | 'handle'> => ({
  element: (
    <RouteTitle title={title}>
      <Screen />
    </RouteTitle>
  ),
  handle: { load: Screen.load } satisfies ScreenHandle,
});

const loadGamePages = () => import('./screens/GamePages.tsx');
const loadMemberPages = () => import('./screens/MemberPages.tsx');
const loadMemberScreens = () => import('./screens/MemberScreens.tsx');
const loadCashierPages = () => import('./screens/CashierPages.tsx');
const WalletPage = screen(() => import('./screens/WalletPage.tsx'), 'WalletPage');
const loadPopupRoutes = () => import('./screens/PopupRoutes.tsx');
const loadHelp = () => import('./screens/HelpModal.tsx');
const loadAgentPages = () => import('./screens/AgentPages.tsx');
const loadAgentScreens = () => import('./screens/AgentScreens.tsx');

const loadContentPages = () => import('./screens/ContentPages.tsx');
const SeamlessPage = screen(loadContentPages, 'SeamlessPage');
const SponsorPage = screen(loadContentPages, 'SponsorPage');
const DescriptionPage = screen(loadContentPages, 'DescriptionPage');
const IosGuidePage = screen(loadContentPages, 'IosGuidePage');
const LiteGuidePage = screen(loadContentPages, 'LiteGuidePage');
const HomePage = screen(() => import('./screens/HomePage.tsx'), 'HomePage');
const LotteryPage = screen(() => import('./screens/LotteryPage.tsx'), 'LotteryPage');
const MissionsPage = screen(() => import('./screens/MissionsPage.tsx'), 'MissionsPage');
const loadPromotionPages = () => import('./screens/PromotionsPage.tsx');
const PromotionsPage = screen(loadPromotionPages, 'PromotionsPage');
const PromotionDetailPage = screen(loadPromotionPages, 'PromotionDetailPage');
const PointMallPage = screen(() => import('./screens/PointMallPage.tsx'), 'PointMallPage');
const DownloadPage = screen(() => import('./screens/DownloadPage.tsx'), 'DownloadPage');
const ResetPasswordRoute = screen(
  () => import('./screens/ResetPasswordRoute.tsx'),
  'ResetPasswordRoute',
);
const SocialCallbackRoute = screen(
  () => import('./screens/SocialCallbackRoute.tsx'),
  'SocialCallbackRoute',
);
const OpenLogin = screen(loadPopupRoutes, 'OpenLogin');
const OpenRegister = screen(loadPopupRoutes, 'OpenRegister');
const HelpModal = screen(loadHelp, 'HelpModal');
const HelpPage = screen(loadHelp, 'HelpPage');
const MemberCentre = screen(loadMemberPages, 'MemberCentre');
const AgentCentre = screen(loadAgentPages, 'AgentCentre');
const AffiliateApplication = screen(loadAgentScreens, 'AffiliateApplicationScreen');

const home = titled(msg`Home`, HomePage);
/** /lottery, /seaLottery, /vnLottery: the lottery lobby or the game `gameCode` names. */
const lottery = (title: MessageDescriptor) => titled(title, LotteryPage);

type GamePages = Awaited<ReturnType<typeof loadGamePages>>;
type MemberScreens = Awaited<ReturnType<typeof loadMemberScreens>>;
type CashierPages = Awaited<ReturnType<typeof loadCashierPages>>;

/** A member-centre screen of screens/MemberScreens.tsx, by its export name. */
const member = (title: MessageDescriptor, name: keyof MemberScreens) =>
  titled(title, screen(loadMemberScreens, name));

/** A cashier screen of screens/CashierPages.tsx, inside the member centre. */
const cashier = (title: MessageDescriptor, name: keyof CashierPages) =>
  titled(title, screen(loadCashierPages, name));

type AgentScreens = Awaited<ReturnType<typeof loadAgentScreens>>;

/** An agent-centre screen of screens/AgentScreens.tsx, by its export name. */
const agent = (
  title: MessageDescriptor,
  name: Exclude<keyof AgentScreens, 'AffiliateApplicationScreen'>,
) => titled(title, screen(loadAgentScreens, name));

/** The team overview, the agent centre's first screen, in the centre's own chunk. */
const teamOverview = titled(msg`Team overview`, screen(loadAgentPages, 'TeamOverviewScreen'));

/** A game screen of screens/GamePages.tsx, by its export name. */
const games = (
  title: MessageDescriptor,
  name: Exclude<keyof GamePages, 'GameCentrePage' | 'GameListPage'>,
) => titled(title, screen(loadGamePages, name));

/** Every route of portal-spec section 2; each screen is its own lazily loaded chunk. */
const routes: RouteObject[] = [
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
            ...shows(OpenLogin),
          },
          {
            path: 'register',
            ...shows(OpenRegister),
          },
          {
            // The page a password-reset link opens (the token in the fragment).
            path: 'reset-password',
            ...titled(msg`Reset password`, ResetPasswordRoute),
          },
          {
            // Where a social login's provider sends the browser back (?code&state).
            path: 'social/callback',
            ...titled(msg`Sign in with a social account`, SocialCallbackRoute),
          },
          {
            path: 'help',
            ...shows(HelpModal),
          },
          { path: 'live', ...games(msg`Live casino`, 'LivePage') },
          // The brand's chat room (CHATROOM3, issue 27): the server answers its calls only when on.
          { path: 'chat', ...games(msg`Chat room`, 'ChatRoomPage') },
          { path: 'cockfight', ...games(msg`Cockfight`, 'CockfightPage') },
          { path: 'sports', ...games(msg`Sports`, 'SportsPage') },
          { path: 'esports', ...games(msg`E-sports`, 'EsportsPage') },
          // Game lists take the provider (vassalage) and game type, both lowercased.
          { path: 'rng/:vassalage?/:gameType?', ...games(msg`Slots`, 'SlotsPage') },
          { path: 'fish/:vassalage?/:gameType?', ...games(msg`Fishing`, 'FishingPage') },
          { path: 'pvp/:vassalage?/:gameType?', ...games(msg`Card games`, 'CardGamesPage') },
          { path: 'promotions', ...titled(msg`Promotions`, PromotionsPage) },
          // The affiliate application for anyone, a visitor too (platform spec); a signed-in
          // member who is not an agent also finds it at /agentHome.
          { path: 'agent-apply', ...titled(msg`Become an agent`, AffiliateApplication) },
          { path: 'promotions/:id', ...titled(msg`Promotions`, PromotionDetailPage) },
          // Content pages staff write on the console's content desk (issue 27), a post each
          // at /page/:postId.
          { path: 'seamless/:postId?', ...titled(msg`Seamless games`, SeamlessPage) },
          { path: 'sponsor/:postId?', ...titled(msg`Sponsorship`, SponsorPage) },
          { path: 'description/:postId?', ...titled(msg`About us`, DescriptionPage) },
          // The download page's install guides, content pages of the same kind (issue 27).
          { path: 'guide/ios/:postId?', ...titled(msg`Install on iPhone`, IosGuidePage) },
          { path: 'guide/lite/:postId?', ...titled(msg`The lite app`, LiteGuidePage) },
          {
            element: <RequireLogin />,
            children: [
              {
                path: 'member',
                ...titled(msg`Member centre`, MemberCentre),
                children: [
                  { index: true, element: <Navigate to="wallet" replace /> },
                  { path: 'wallet', ...titled(msg`My wallet`, WalletPage) },
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
                  { path: 'feedback', ...member(msg`Feedback`, 'FeedbackScreen') },
                ],
              },
              { path: 'lottery', ...lottery(msg`Lottery`) },
              { path: 'seaLottery', ...lottery(msg`SEA lottery`) },
              { path: 'vnLottery', ...lottery(msg`Vietnam lottery`) },
              {
                path: 'missions',
                ...titled(msg`Missions`, MissionsPage),
              },
              { path: 'pointMall', ...titled(msg`Point mall`, PointMallPage) },
            ],
          },
          {
            element: <RequireLogin agent notAgent={<AffiliateApplication />} />,
            children: [
              {
                path: 'agentHome',
                ...titled(msg`Agent centre`, AgentCentre),
                children: [
                  // The centre opens on the team overview at /agentHome itself (no redirect: the
                  // agent login lands on this address).
                  { index: true, ...teamOverview },
                  {
                    path: 'contracts',
                    ...agent(msg`My contracts`, 'ContractsScreen'),
                  },
                  { path: 'team-overview', ...teamOverview },
                  { path: 'register', ...agent(msg`Register account`, 'RegisterScreen') },
                  { path: 'announcement', ...agent(msg`Announcement`, 'AnnouncementScreen') },
                  { path: 'user-loss', ...agent(msg`User loss`, 'UserLossScreen') },
                  { path: 'team', ...agent(msg`Team management`, 'TeamScreen') },
                  { path: 'team-bets', ...agent(msg`Team betting`, 'TeamBetsScreen') },
                  { path: 'income', ...agent(msg`My income`, 'IncomeScreen') },
                  {
                    path: 'account-details',
                    ...agent(msg`Account details`, 'AccountDetailsScreen'),
                  },
                  { path: 'dividends', ...agent(msg`Dividend record`, 'DividendRecordScreen') },
                  { path: 'daily-wages', ...agent(msg`Daily wages`, 'DailyWagesScreen') },
                  { path: 'hourly-salary', ...agent(msg`Hourly salary`, 'HourlySalaryScreen') },
                  {
                    path: 'real-time-salary',
                    ...agent(msg`Real-time salary`, 'RealTimeSalaryScreen'),
                  },
                  // Every menu item has its screen: an address of none goes to the centre.
                  { path: '*', element: <Navigate to="/agentHome" replace /> },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <PlainLayout />,
        children: [
          {
            path: 'down',
            ...shows(DownloadPage),
          },
        ],
      },
      // Full-screen help, without the header.
      {
        path: 'helpmc',
        ...shows(HelpPage),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The portal's screens for the address on show. */
export const PortalRoutes = () => useRoutes(routes);

/**
 * Starts loading the chunks of the screens `pathname` shows, before the first render: the
 * screen's chunk then arrives beside the system status and the catalogue, not after them.
 */
export const preloadScreens = (pathname: string) => {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as ScreenHandle | undefined;
    void handle?.load().catch(leftToTheScreen);
  }
};

/**
 * A preload that fails is only a head start lost: the screen loads its chunk again when it
 * renders, and if that fails too, ScreenErrorBoundary shows the failure with a reload.
 */
const leftToTheScreen = (_failure: unknown): void => {};
