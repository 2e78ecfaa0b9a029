import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { VendorLane } from '@portal/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { CATEGORY_TITLES } from './categoryTitles.ts';
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
    return category ? i18n._(CATEGORY_TITLES[category]) : item.title;
  };
  const launch = useLaunchGame();
  const id = useId();
  const [selected, setSelected] = useState(0);
  const shown = lanes.filter((lane) => lane.cards.length > 0);
  const lane = shown[Math.min(selected, shown.length - 1)];
  if (!lane) return null;
  const current = shown.indexOf(lane);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (current + step + shown.length) % shown.length;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <section aria-label={t`Game categories`}>
      <TabList role="tablist" onKeyDown={onKeyDown}>
        {shown.map((item, index) => (
          <Tab
            key={item.title}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {laneTitle(item)}
          </Tab>
        ))}
      </TabList>
      <Panel id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${current}`}>
        <Vendors>
          {lane.cards.slice(0, TAB_VENDORS).map((card) => (
            <li key={card.vassalage}>
              <VendorCard vendor={card} onOpen={() => void launch(vendorTarget(card))} />
            </li>
          ))}
        </Vendors>
        <More type="button" onClick={() => onMore(lane)}>
          {t`More`}
        </More>
      </Panel>
    </section>
  );
};

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin-bottom: ${({ theme }) => theme.spacing.md}px;
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.md}px`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Vendors = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.spacing.md}px;
`;

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
