import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/contract';
import { Pagination, Spinner } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import { GameCard } from './GameCard.tsx';
import { toGameCategory, useFavourites, useGamesSession, useLaunchGame } from './gamesContext.ts';

const PAGE_SIZE = 12;

export interface VendorGamesProps {
  vassalage: string;
  gameType: string;
  /** Starts a game; by default through the games provider. */
  onPlay?: (game: Game) => void;
}

type Loaded = { status: 'loading' } | { status: 'done'; games: Game[]; totalPages: number };

/** A vendor's games, a page at a time, each with its favourite toggle for members. */
export const VendorGames = ({ vassalage, gameType, onPlay }: VendorGamesProps) => {
  const { t } = useLingui();
  const { api, isLogin, language } = useGamesSession();
  const launch = useLaunchGame();
  const { favourites, toggleFavourite } = useFavourites();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const category = toGameCategory(gameType);

  useEffect(() => {
    if (!category) {
      setLoaded({ status: 'done', games: [], totalPages: 0 });
      return;
    }
    let current = true;
    setLoaded({ status: 'loading' });
    api
      .call('gameList', {
        gameType: category,
        vassalage: vassalage.toUpperCase(),
        pageNo: page,
        pageSize: PAGE_SIZE,
        language,
      })
      .then((value) => {
        if (current) setLoaded({ status: 'done', ...value });
      })
      .catch(() => {
        if (current) setLoaded({ status: 'done', games: [], totalPages: 0 });
      });
    return () => {
      current = false;
    };
  }, [api, category, vassalage, page, language]);

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

  if (loaded.status === 'loading') return <Spinner />;
  if (loaded.games.length === 0) return <Empty>{t`No games found.`}</Empty>;
  return (
    <>
      <Grid>
        {loaded.games.map((game) => (
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
      </Grid>
      <Pagination page={page} totalPages={loaded.totalPages} onChange={setPage} />
    </>
  );
};

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Empty = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
`;
