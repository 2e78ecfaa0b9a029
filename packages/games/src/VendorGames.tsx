import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/contract';
import { useSession } from '@portal/session';
import { GridList, Pagination, QueryFailure, Spinner } from '@portal/ui-kit';
import { useState } from 'react';
import { useGameList } from './api/getGameList.ts';
import { GameCard } from './GameCard.tsx';
import { toGameCategory, useFavourites, useLaunchGame } from './gamesContext.ts';

export interface VendorGamesProps {
  vassalage: string;
  gameType: string;
  /** Starts a game; by default through the games provider. */
  onPlay?: (game: Game) => void;
}

/** A vendor's games, a page at a time, each with its favourite toggle for members. */
export const VendorGames = ({ vassalage, gameType, onPlay }: VendorGamesProps) => {
  const { t } = useLingui();
  const { isLogin } = useSession();
  const launch = useLaunchGame();
  const { favourites, toggleFavourite } = useFavourites();
  const [page, setPage] = useState(1);
  const category = toGameCategory(gameType);
  const list = useGameList(category, vassalage, page);

  const play =
    onPlay ??
    ((game: Game) =>
      void launch({
        name: game.gameName,
        vassalage: game.vassalage ?? vassalage.toUpperCase(),
        gameType: game.gameType ?? gameType,
        gameId: game.gameId,
        nodeId: game.nodeId,
      }));

  if (category && list.isPending) return <Spinner />;
  if (list.isError) return <QueryFailure error={list.error} onRetry={list.refetch} />;
  const games = list.data?.games ?? [];
  if (games.length === 0) return <Empty>{t`No games found.`}</Empty>;
  return (
    <>
      <Games min={130}>
        {games.map((game) => (
          <li key={game.nodeId}>
            <GameCard
              game={game}
              favourite={isLogin ? favourites.has(game.nodeId) : undefined}
              onPlay={play}
              onToggleFavourite={(chosen) =>
                void toggleFavourite(
                  chosen.nodeId,
                  chosen.vassalage ?? vassalage.toUpperCase(),
                  chosen.gameType ?? gameType,
                )
              }
            />
          </li>
        ))}
      </Games>
      <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
    </>
  );
};

const Games = styled(GridList)`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;
