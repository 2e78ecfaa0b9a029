import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/contract';

export interface GameCardProps {
  game: Game;
  /** Whether it is among the member's favourites; undefined hides the toggle. */
  favourite?: boolean;
  onPlay: (game: Game) => void;
  onToggleFavourite?: (game: Game) => void;
}

/** One game of a list: its icon and name start it; the star keeps it among the favourites. */
export const GameCard = ({ game, favourite, onPlay, onToggleFavourite }: GameCardProps) => {
  const { t } = useLingui();
  const name = game.gameName;
  return (
    <Card>
      <PlayButton type="button" onClick={() => onPlay(game)}>
        <img src={game.iconUrl} alt="" loading="lazy" width={120} height={120} />
        <span>{game.gameName}</span>
      </PlayButton>
      {favourite !== undefined && onToggleFavourite && (
        <Star
          type="button"
          aria-pressed={favourite}
          aria-label={t`Favourite: ${name}`}
          onClick={() => onToggleFavourite(game)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z"
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
        </Star>
      )}
    </Card>
  );
};

const Card = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  box-shadow: ${({ theme }) => theme.shadows.small};
  overflow: hidden;
`;

const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  width: 100%;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
`;

const Star = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.spacing.xs}px;
  inset-inline-end: ${({ theme }) => theme.spacing.xs}px;
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing.xxs}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
`;
