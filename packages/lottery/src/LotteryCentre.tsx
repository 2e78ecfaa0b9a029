import { useLingui } from '@lingui/react/macro';
import type { PrizeMode } from '@portal/contract';
import { useFeature } from '@portal/session';
import { QueryStatus, Spinner, Surface } from '@portal/ui-kit';
import { lazy, Suspense, useId } from 'react';
import { useLotteryMenus, useVnRecentGames } from './api/getLotteryMenus.ts';
import { BackLink } from './BackLink.tsx';
import { useGroupPlays } from './groupPlays.ts';
import { LotteryGame } from './LotteryGame.tsx';
import { LotteryLobby } from './LotteryLobby.tsx';

// The missions sit under the lobby's games: their chunk loads as the lobby renders, not with
// the lottery page (issue 27: the game page's first load, which shares this screen's chunk).
const MissionsPanel = lazy(async () => ({
  default: (await import('./MissionsPanel.tsx')).MissionsPanel,
}));

/** Until the missions' chunk is in: the panel as it shows while the missions load. */
const MissionsLoading = () => {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Surface aria-labelledby={headingId}>
      <h2 id={headingId}>{t`Missions`}</h2>
      <Spinner />
    </Surface>
  );
};

/** Which lottery page: every China-style group, the SEA group alone, or the Vietnamese regions. */
export type LotteryPageKind = 'lottery' | 'sea' | 'vn';

export interface LotteryCentreProps {
  /** `gameCode`: the game to open; absent, the lobby. */
  gameCode: string | undefined;
  /** `type`: the lobby's group. */
  group: string | undefined;
  onGroup: (group: string) => void;
  onGame: (gameCode: string) => void;
  /** /lottery, /seaLottery or /vnLottery (portal-spec section 2). */
  page?: LotteryPageKind;
  /** Opens the missions' leaderboards (/missions). */
  onMissions?: () => void;
  /** The brand lets members cancel an order before the lock (brand.json `lottery`). */
  memberCancel?: boolean;
  /** The brand's prize modes (brand.json `prizeModes`): the member chooses among them. */
  prizeModes?: readonly PrizeMode[];
  /** `prizeMode` of a lobby launch: the game opens in it where the brand offers it. */
  launchMode?: PrizeMode | undefined;
  /** `backUrl` of a lobby launch, already checked with `safeBackUrl`: the page links back to it. */
  backUrl?: string | undefined;
}

/** The group code of the member's recent games (designed: not a group of the catalogue). */
const RECENT_GROUP = 'RECENT';

/** /lottery, /seaLottery, /vnLottery: the lobby by group, or the game `gameCode` names. */

export const LotteryCentre = ({
  gameCode,
  group,
  onGroup,
  onGame,
  page = 'lottery',
  onMissions,
  memberCancel = true,
  prizeModes = [],
  launchMode,
  backUrl,
}: LotteryCentreProps) => {
  const { t } = useLingui();
  const menus = useLotteryMenus(page === 'vn' ? 'VN' : 'CN');
  const recent = useVnRecentGames(page === 'vn');
  const missionsOn = useFeature('MISSION3');
  // The game's plays come in their family's chunk once the menus name the game's draw group;
  // the page shows as it does while the menus load until they are in, so nothing shifts.
  const menuGame = gameCode
    ? [...(menus.data ?? []).flatMap((g) => g.games), ...recent].find(
        (g) => g.gameCode === gameCode,
      )
    : undefined;
  const plays = useGroupPlays(menuGame?.drawGroup || undefined);
  if (menus.isPending || menus.isError) {
    return <QueryStatus loading={menus.isPending} error={menus.error} onRetry={menus.refetch} />;
  }
  // The SEA page lists the SEA draw format's games only; the others every group they have.
  const regionGroups =
    page === 'sea'
      ? menus.data.filter((g) => g.games.some((game) => game.drawGroup === 'SEA'))
      : menus.data;
  // A member's Vietnamese lobby opens on the games it played lately (vnRecentLotteryGames).
  const groups =
    recent.length > 0
      ? [
          { gameGroupCode: RECENT_GROUP, gameGroupName: t`Recently played`, games: recent },
          ...regionGroups,
        ]
      : regionGroups;
  const game = gameCode
    ? groups.flatMap((g) => g.games).find((g) => g.gameCode === gameCode)
    : undefined;
  if (game?.drawGroup) {
    if (plays.isPending || plays.isError) {
      return <QueryStatus loading={plays.isPending} error={plays.error} onRetry={plays.refetch} />;
    }
    return (
      <LotteryGame
        key={game.gameCode}
        game={game}
        drawGroup={game.drawGroup}
        groupPlays={plays.data}
        memberCancel={memberCancel}
        prizeModes={prizeModes}
        launchMode={launchMode}
        backUrl={backUrl}
      />
    );
  }
  const title = { lottery: t`Lottery`, sea: t`SEA lottery`, vn: t`Vietnam lottery` }[page];
  return (
    <main>
      {backUrl && <BackLink href={backUrl} />}
      <h1>{title}</h1>
      {groups.length === 0 ? (
        <p>{t`No lottery games are on sale.`}</p>
      ) : (
        <LotteryLobby groups={groups} selectedGroup={group} onGroup={onGroup} onGame={onGame} />
      )}
      {missionsOn && (
        <Suspense fallback={<MissionsLoading />}>
          <MissionsPanel onLeaderboards={onMissions} />
        </Suspense>
      )}
    </main>
  );
};
