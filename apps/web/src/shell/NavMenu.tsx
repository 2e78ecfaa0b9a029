import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { GameCategory, LotteryMenuGroup, VendorCard, VendorLane } from '@portal/contract';
import { laneCategory, useLaunchGame, useVendorLanes, vendorTarget } from '@portal/games';
import { callQuery, useQueryScope } from '@portal/session';
import { after, Link, media, NavLink, Stack, TOUCH_TARGET } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';
import { CATEGORY_ROUTES } from './categoryRoutes.ts';

/** Drop menus open after the pointer rests this long (portal-spec section 9). */
export const MENU_HOVER_DELAY_MS = 500;
/** Game menus list at most this many vendors before "more". */
export const MENU_VENDORS = 9;
/** Lottery vendors of these types join the lottery menu. */
const LOTTERY_VENDOR_TYPES = new Set(['GPI', 'VR']);
/** Categories whose vendors open a game list page rather than a game. */
const LIST_CATEGORIES = new Set<GameCategory>(['RNG', 'FISH', 'PVP']);

const NO_GROUPS: LotteryMenuGroup[] = [];

interface MenuGroup {
  group: LotteryMenuGroup;
  /** The lobby its games open in: /lottery (the Chinese games) or /vnLottery. */
  path: '/lottery' | '/vnLottery';
}

/**
 * The lottery menu's groups without keno, the brand's lead lottery first (brand.json
 * `lottery.menuFirst`: a Vietnamese brand leads with its regions); none until they arrive.
 */
const useLotteryGroups = (): MenuGroup[] => {
  const scope = useQueryScope();
  const { menuFirst } = useBrand().lottery;
  const cn = useQuery({
    ...callQuery(scope, 'lotteryGameMenus', { device: 'WEB', language: scope.language }),
    select: (groups) => groups.filter((group) => group.gameGroupCode !== 'KENO'),
  });
  const vn = useQuery({
    ...callQuery(scope, 'vnLotteryGameMenu', { language: scope.language }),
    enabled: menuFirst === 'VN',
  });
  const chinese = (cn.data ?? NO_GROUPS).map((group) => ({ group, path: '/lottery' as const }));
  if (menuFirst !== 'VN') return chinese;
  const vietnamese = (vn.data ?? NO_GROUPS).map((group) => ({
    group,
    path: '/vnLottery' as const,
  }));
  return [...vietnamese, ...chinese];
};

/** A navigation item whose menu drops down after a resting hover, or at once on focus. */
const DropItem = ({ to, label, children }: { to: string; label: string; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const cancel = useRef<(() => void) | null>(null);
  const stopWaiting = () => {
    cancel.current?.();
    cancel.current = null;
  };
  // A menu still waiting to open when the item unmounts must not open later.
  useEffect(() => () => cancel.current?.(), []);
  return (
    <Item
      onMouseEnter={() => {
        stopWaiting();
        cancel.current = after(MENU_HOVER_DELAY_MS, () => setOpen(true));
      }}
      onMouseLeave={() => {
        stopWaiting();
        setOpen(false);
      }}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <NavLink to={to} aria-expanded={open}>
        {label}
      </NavLink>
      {open && <Drop>{children}</Drop>}
    </Item>
  );
};

const GameMenu = ({ lane, category }: { lane: VendorCard[]; category: GameCategory }) => {
  const { t } = useLingui();
  const launch = useLaunchGame();
  const navigate = useNavigate();
  const route = CATEGORY_ROUTES[category];
  const open = (card: VendorCard) => {
    if (LIST_CATEGORIES.has(category)) {
      navigate(`${route}/${card.vassalage.toLowerCase()}/${category.toLowerCase()}`);
    } else void launch(vendorTarget(card));
  };
  return (
    <ul>
      {lane.slice(0, MENU_VENDORS).map((card) => (
        <li key={card.vassalage}>
          <button type="button" onClick={() => open(card)}>
            <img src={card.smallIcon} alt="" width={28} height={28} />
            {card.displayName}
          </button>
        </li>
      ))}
      {lane.length > MENU_VENDORS && (
        <li>
          <Link to={route}>{t`More`}</Link>
        </li>
      )}
    </ul>
  );
};

const LotteryMenu = ({ lanes }: { lanes: readonly VendorLane[] }) => {
  const groups = useLotteryGroups();
  const launch = useLaunchGame();
  const vendors = lanes
    .filter((lane) => {
      const category = laneCategory(lane);
      return category === 'LOTT' || category === 'ELOTT';
    })
    .flatMap((lane) => lane.cards)
    .filter((card) => LOTTERY_VENDOR_TYPES.has(card.vassalage.toUpperCase()));
  return (
    <Stack direction="row" gap="lg">
      {groups.map(({ group, path }) => (
        <div key={`${path}:${group.gameGroupCode}`}>
          <h3>{group.gameGroupName}</h3>
          <ul>
            {group.games.map((game) => (
              <li key={game.gameCode}>
                <Link to={`${path}?gameCode=${encodeURIComponent(game.gameCode)}`}>
                  {game.gameName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {vendors.length > 0 && (
        <ul>
          {vendors.map((card) => (
            <li key={card.vassalage}>
              <button type="button" onClick={() => void launch(vendorTarget(card))}>
                {card.displayName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
};

/** The header's navigation: each game category with its vendors, and the lottery games. */
export const NavMenu = () => {
  const { t } = useLingui();
  const lanes = useVendorLanes() ?? [];
  const cards = (category: GameCategory) =>
    lanes.filter((lane) => laneCategory(lane) === category).flatMap((lane) => lane.cards);
  const games: { category: GameCategory; label: string }[] = [
    { category: 'LIVE', label: t`Live casino` },
    { category: 'SPORTS', label: t`Sports` },
    { category: 'ESPORTS', label: t`E-sports` },
    { category: 'RNG', label: t`Slots` },
    { category: 'FISH', label: t`Fishing` },
    { category: 'PVP', label: t`Card games` },
    { category: 'COCKFIGHT', label: t`Cockfight` },
  ];
  return (
    <Nav aria-label={t`Games`}>
      <ul>
        <Item>
          <NavLink to="/" end>
            {t`Home`}
          </NavLink>
        </Item>
        <DropItem to="/lottery" label={t`Lottery`}>
          <LotteryMenu lanes={lanes} />
        </DropItem>
        {games.map(({ category, label }) => {
          const vendors = cards(category);
          return vendors.length > 0 ? (
            <DropItem key={category} to={CATEGORY_ROUTES[category]} label={label}>
              <GameMenu lane={vendors} category={category} />
            </DropItem>
          ) : (
            <Item key={category}>
              <NavLink to={CATEGORY_ROUTES[category]}>{label}</NavLink>
            </Item>
          );
        })}
        <Item>
          <NavLink to="/promotions">{t`Promotions`}</NavLink>
        </Item>
      </ul>
    </Nav>
  );
};

const Nav = styled.nav`
  width: 100%;
  > ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs}px;
  }
  /* Phones and tablets: one row that scrolls sideways on its own, never the page. */
  ${media.upToTablet} {
    grid-column: 1 / -1;
    > ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: none;
    }
  }
`;

const Item = styled.li`
  position: relative;
  > a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.md}px`};
    border-radius: ${({ theme }) => theme.radii.small}px;
    color: inherit;
    font-weight: 600;
    text-decoration: none;
  }
  > a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${media.upToTablet} {
    flex: none;
    > a {
      display: flex;
      align-items: center;
      min-height: ${TOUCH_TARGET}px;
      white-space: nowrap;
    }
  }
`;

/** Hover menus are a desktop thing: on a touch screen the category's own page lists its vendors. */
const Drop = styled.div`
  ${media.upToTablet} {
    display: none;
  }
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 220px;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  box-shadow: ${({ theme }) => theme.shadows.large};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button,
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs}px;
    width: 100%;
    padding: ${({ theme }) => `${theme.spacing.xxs}px ${theme.spacing.xs}px`};
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  h3 {
    margin: ${({ theme }) => `${theme.spacing.xs}px 0`};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;
