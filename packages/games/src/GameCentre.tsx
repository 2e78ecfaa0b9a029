import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { GameCategory, VendorCard as VendorCardData } from '@portal/contract';
import { GridList, ListStack, Spinner } from '@portal/ui-kit';
import { useVendorLanes } from './api/getVendorLanes.ts';
import { useLaunchGame } from './gamesContext.ts';
import { MemberGameLanes } from './MemberGameLanes.tsx';
import { PvpRooms } from './PvpRooms.tsx';
import { VendorCard } from './VendorCard.tsx';
import { VendorGames } from './VendorGames.tsx';
import { laneCategory, vendorTarget } from './vendorLanes.ts';

export interface GameCentreProps {
  category: GameCategory;
  /** The page title (the route's name for the category). */
  title: string;
}

const useLaneCards = (category: GameCategory): VendorCardData[] | null => {
  const lanes = useVendorLanes();
  if (lanes === null) return null;
  return lanes.filter((lane) => laneCategory(lane) === category).flatMap((lane) => lane.cards);
};

/** /live, /sports, /esports, /cockfight: the category's vendors; a card starts its game. */
export const GameCentre = ({ category, title }: GameCentreProps) => {
  const { t } = useLingui();
  const launch = useLaunchGame();
  const cards = useLaneCards(category);
  return (
    <section>
      <h1>{title}</h1>
      {cards === null ? (
        <Spinner />
      ) : cards.length === 0 ? (
        <p>{t`No games found.`}</p>
      ) : (
        <GridList min={220}>
          {cards.map((card) => (
            <li key={card.vassalage}>
              <VendorCard vendor={card} onOpen={() => void launch(vendorTarget(card))} />
            </li>
          ))}
        </GridList>
      )}
    </section>
  );
};

export interface GameListCentreProps {
  category: GameCategory;
  title: string;
  /** The chosen vendor, lowercased as in the route; the first vendor when absent. */
  vassalage?: string;
  onSelectVendor: (vassalage: string) => void;
}

/** /rng, /fish, /pvp: vendor tabs above the chosen vendor's games. */
export const GameListCentre = ({
  category,
  title,
  vassalage,
  onSelectVendor,
}: GameListCentreProps) => {
  const { t } = useLingui();
  const cards = useLaneCards(category);
  if (cards === null) return <Spinner />;
  const chosen =
    cards.find((card) => card.vassalage.toLowerCase() === vassalage?.toLowerCase()) ?? cards[0];
  return (
    <section>
      <h1>{title}</h1>
      {/*
        Designed: the member lanes are the centre's landing (/rng, /fish, /pvp with no vendor
        in the address); a link to one vendor's games shows that vendor's list alone, so a
        game is not offered twice on one screen.
      */}
      {vassalage === undefined && <MemberGameLanes />}
      {chosen ? (
        <>
          <VendorTabs direction="row" wrap gap="xs" aria-label={t`Game vendors`}>
            {cards.map((card) => (
              <li key={card.vassalage}>
                <button
                  type="button"
                  aria-current={card === chosen ? 'true' : undefined}
                  onClick={() => onSelectVendor(card.vassalage.toLowerCase())}
                >
                  {card.displayName}
                </button>
              </li>
            ))}
          </VendorTabs>
          {category === 'PVP' && (
            <PvpRooms key={`rooms-${chosen.vassalage}`} vassalage={chosen.vassalage} />
          )}
          <VendorGames
            key={chosen.vassalage}
            vassalage={chosen.vassalage}
            gameType={chosen.gameType || category}
          />
        </>
      ) : (
        <p>{t`No games found.`}</p>
      )}
    </section>
  );
};

const VendorTabs = styled(ListStack)`
  margin: 0 0 ${({ theme }) => theme.spacing.md}px;
  button {
    padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.md}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.round}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onSurface};
    font: inherit;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
