import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { VendorLane } from '@portal/contract';
import { categoryTitle } from '@portal/i18n';
import { GridList, Stack, Tabs } from '@portal/ui-kit';
import { useState } from 'react';
import { useLaunchGame } from './gamesContext.ts';
import { VendorCard } from './VendorCard.tsx';
import { laneCategory, vendorTarget } from './vendorLanes.ts';

/** Home tabs show this many vendors each (portal-spec section 9). */
export const TAB_VENDORS = 6;

export interface GameCategoryTabsProps {
  lanes: readonly VendorLane[];
  /** Opens the whole category (its game centre). */
  onMore: (lane: VendorLane) => void;
}

/** The home page's game categories as tabs, each with up to 6 vendors and a "more" link. */
export const GameCategoryTabs = ({ lanes, onMore }: GameCategoryTabsProps) => {
  const { t, i18n } = useLingui();
  const laneTitle = (item: VendorLane) => {
    const category = laneCategory(item);
    return category ? categoryTitle(i18n, category) : item.title;
  };
  const launch = useLaunchGame();
  const [selected, setSelected] = useState(0);
  const shown = lanes.filter((lane) => lane.cards.length > 0);
  const lane = shown[Math.min(selected, shown.length - 1)];
  if (!lane) return null;
  const current = shown.indexOf(lane);

  return (
    <section aria-label={t`Game categories`}>
      <Tabs
        label={t`Game categories`}
        tabs={shown.map((item, index) => ({ key: index, label: laneTitle(item) }))}
        selected={current}
        onSelect={setSelected}
      >
        <Stack gap="md">
          <GridList min={150}>
            {lane.cards.slice(0, TAB_VENDORS).map((card) => (
              <li key={card.vassalage}>
                <VendorCard vendor={card} onOpen={() => void launch(vendorTarget(card))} />
              </li>
            ))}
          </GridList>
          <More type="button" onClick={() => onMore(lane)}>
            {t`More`}
          </More>
        </Stack>
      </Tabs>
    </section>
  );
};

const More = styled.button`
  align-self: center;
  padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.xl}px`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
