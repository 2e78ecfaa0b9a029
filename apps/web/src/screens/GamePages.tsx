import { useLingui } from '@lingui/react/macro';
import type { GameCategory } from '@portal/contract';
import { ChatRoom, GameCentre, GameListCentre, LiveModels, useLaunchGame } from '@portal/games';
import { useBrandConfig } from '@portal/session';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useRouteTitle } from '../routeTitle.tsx';
import { CATEGORY_ROUTES } from '../shell/categoryRoutes.ts';

const useTitleText = (): string => {
  const { i18n } = useLingui();
  const title = useRouteTitle();
  return title ? i18n._(title) : '';
};

/** /live, /sports, /esports: the category's vendors. */
export const GameCentrePage = ({ category }: { category: GameCategory }) => (
  <GameCentre category={category} title={useTitleText()} />
);

/** /cockfight starts the brand's first cockfight provider directly, over its vendor list. */
export const CockfightPage = () => {
  const title = useTitleText();
  const launch = useLaunchGame();
  const { cockfightProviders } = useBrandConfig();
  const started = useRef(false);
  const first = cockfightProviders[0];
  useEffect(() => {
    if (started.current || !first) return;
    started.current = true;
    void launch({ name: title, vassalage: first, gameType: 'COCKFIGHT' });
  }, [first, launch, title]);
  return <GameCentre category="COCKFIGHT" title={title} />;
};

/** /rng, /fish, /pvp with the vendor (vassalage) and game type, lowercased, in the path. */
export const GameListPage = ({ category }: { category: GameCategory }) => {
  const title = useTitleText();
  const navigate = useNavigate();
  const { vassalage } = useParams();
  const base = CATEGORY_ROUTES[category];
  return (
    <GameListCentre
      category={category}
      title={title}
      vassalage={vassalage?.toLowerCase()}
      onSelectVendor={(next) => navigate(`${base}/${next}/${category.toLowerCase()}`)}
    />
  );
};

/** /chat: the brand's chat room, a built-in vendor of our own server. */
export const ChatRoomPage = () => <ChatRoom />;

/** /live: the live casino's vendors, then its hosts with their way into the chat room. */
export const LivePage = () => {
  const navigate = useNavigate();
  return (
    <>
      <GameCentrePage category="LIVE" />
      <LiveModels onOpenRoom={(chatUrl) => navigate(chatUrl)} />
    </>
  );
};
export const SportsPage = () => <GameCentrePage category="SPORTS" />;
export const EsportsPage = () => <GameCentrePage category="ESPORTS" />;
export const SlotsPage = () => <GameListPage category="RNG" />;
export const FishingPage = () => <GameListPage category="FISH" />;
export const CardGamesPage = () => <GameListPage category="PVP" />;
