import { useLingui } from '@lingui/react/macro';
import { useSeamlessGames } from './api/getSeamlessGames.ts';
import { GameLane } from './GameLane.tsx';

/** /seamless: the games that take their stake from the main wallet, no transfer first. */
export const SeamlessGames = () => {
  const { t } = useLingui();
  const games = useSeamlessGames();
  return (
    <GameLane
      title={t`Games on your main wallet`}
      games={games.data?.list}
      query={games}
      empty={t`No games play from the main wallet here.`}
    />
  );
};
