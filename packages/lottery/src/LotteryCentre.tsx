import { useLingui } from '@lingui/react/macro';
import { useFeature } from '@portal/session';
import { Spinner } from '@portal/ui-kit';
import { useLotteryMenus } from './api/getLotteryMenus.ts';
import { LotteryGame } from './LotteryGame.tsx';
import { LotteryLobby } from './LotteryLobby.tsx';
import { MissionsPanel } from './MissionsPanel.tsx';

export interface LotteryCentreProps {
  /** `gameCode`: the game to open; absent, the lobby. */
  gameCode: string | undefined;
  /** `type`: the lobby's group. */
  group: string | undefined;
  onGroup: (group: string) => void;
  onGame: (gameCode: string) => void;
  /** Which lobby: the China-style groups (with SEA) or the Vietnamese regions. */
  region?: 'CN' | 'VN';
  /** Opens the missions' leaderboards (/missions). */
  onMissions?: () => void;
}

/** /lottery: the lobby by group, or the game `gameCode` names. */
export const LotteryCentre = ({
  gameCode,
  group,
  onGroup,
  onGame,
  region = 'CN',
  onMissions,
}: LotteryCentreProps) => {
  const { t } = useLingui();
  const menus = useLotteryMenus(region);
  const missionsOn = useFeature('MISSION3');
  if (menus.isPending) return <Spinner />;
  if (menus.isError) return <p role="alert">{t`The lottery could not be loaded.`}</p>;
  const game = gameCode
    ? menus.data.flatMap((g) => g.games).find((g) => g.gameCode === gameCode)
    : undefined;
  if (game?.drawGroup)
    return <LotteryGame key={game.gameCode} game={game} drawGroup={game.drawGroup} />;
  return (
    <main>
      <h1>{t`Lottery`}</h1>
      <LotteryLobby groups={menus.data} selectedGroup={group} onGroup={onGroup} onGame={onGame} />
      {missionsOn && <MissionsPanel onLeaderboards={onMissions} />}
    </main>
  );
};
