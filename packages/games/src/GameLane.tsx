import styled from '@emotion/styled';
import type { Game } from '@portal/contract';
import { useSession } from '@portal/session';
import { QueryStatus } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { GameCard } from './GameCard.tsx';
import { useFavourites, useLaunchGame } from './gamesContext.ts';

export interface GameLaneProps {
  /** The lane's heading, which also names its region and list. */
  title: string;
  /** Heading level, so the lane fits the page's outline (h2 on the home page). */
  level?: 'h2' | 'h3';
  games: readonly Game[] | undefined;
  /** The query the games come from: its loading and failure are the lane's. */
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** What to say when the lane has no games. */
  empty: ReactNode;
}

/**
 * A row of games under a heading (hot, favourites, recent): each card starts its game, and a
 * member's star keeps it among the favourites. Designed: the spec names the lanes, not their
 * look, so they reuse the game list's cards.
 */
export const GameLane = ({ title, level = 'h2', games, query, empty }: GameLaneProps) => {
  const { isLogin } = useSession();
  const launch = useLaunchGame();
  const { favourites, toggleFavourite } = useFavourites();
  const Heading = level;
  const play = (game: Game) =>
    void launch({
      name: game.gameName,
      vassalage: game.vassalage ?? '',
      gameType: game.gameType ?? '',
      gameId: game.gameId,
      nodeId: game.nodeId,
    });
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      <QueryStatus
        loading={query.isPending}
        error={query.error}
        onRetry={query.refetch}
        empty={games?.length === 0 && empty}
      />
      {games && games.length > 0 && (
        <Row aria-label={title}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard
                game={game}
                favourite={isLogin ? favourites.has(game.nodeId) : undefined}
                onPlay={play}
                onToggleFavourite={(chosen) =>
                  void toggleFavourite(chosen.nodeId, chosen.vassalage ?? '', chosen.gameType ?? '')
                }
              />
            </li>
          ))}
        </Row>
      )}
    </section>
  );
};

// One row that scrolls sideways on a phone instead of pushing the page down.
const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.spacing.xs}px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(120px, 160px);
  gap: ${({ theme }) => theme.spacing.sm}px;
  overflow-x: auto;
`;
