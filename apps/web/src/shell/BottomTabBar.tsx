import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Link, media, TOUCH_TARGET } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';

/** Outline icons on a 24-unit grid; the label beside each names it. */
const icons = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  promotions: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 7 7M12 8c2-4 6-4 5-1',
  deposit: 'M3 6h18v13H3zM3 10h18M12 13v4M10 15h4',
  service: 'M4 4h16v12H9l-5 4zM8 9h8M8 12h5',
  account: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
} as const;

const Icon = ({ path }: { path: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
  </svg>
);

const Tab = ({ to, current, children }: { to: string; current: boolean; children: ReactNode }) => (
  <li>
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  </li>
);

/**
 * The phone's tab bar at the bottom of the screen: home, promotions, deposit, customer
 * service and the member's account. The current section is marked for assistive technology
 * as well as by colour. From tablet width up the header and side menu carry these links.
 */
export const BottomTabBar = () => {
  const { t } = useLingui();
  const brand = useBrand();
  const { pathname } = useLocation();
  const inDeposit = pathname.startsWith('/member/deposit');
  return (
    <Bar aria-label={t`Sections`}>
      <ul>
        <Tab to="/" current={pathname === '/'}>
          <Icon path={icons.home} />
          {t`Home`}
        </Tab>
        <Tab to="/promotions" current={pathname.startsWith('/promotions')}>
          <Icon path={icons.promotions} />
          {t`Promotions`}
        </Tab>
        <Tab to="/member/deposit" current={inDeposit}>
          <Icon path={icons.deposit} />
          {t`Deposit`}
        </Tab>
        <li>
          <a href={brand.support.liveChatUrl} target="_blank" rel="noopener noreferrer">
            <Icon path={icons.service} />
            {t`Customer service`}
          </a>
        </li>
        <Tab to="/member" current={pathname.startsWith('/member') && !inDeposit}>
          <Icon path={icons.account} />
          {t`My account`}
        </Tab>
      </ul>
    </Bar>
  );
};

/** The tab bar's height; the page keeps this much room at its foot so nothing hides under it. */
export const TAB_BAR_HEIGHT = 60;

const Bar = styled.nav`
  display: none;
  ${media.phone} {
    display: block;
    position: fixed;
    inset-inline: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.sticky};
    padding-bottom: env(safe-area-inset-bottom);
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.onSurface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.medium};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: ${Math.max(TOUCH_TARGET, TAB_BAR_HEIGHT)}px;
    padding: ${({ theme }) => `${theme.spacing.xxs}px 2px`};
    color: inherit;
    /* Five labels share 320 px on the narrowest phones: the type shrinks before a word breaks. */
    font-size: clamp(10px, 3.2vw, ${({ theme }) => theme.fontSizes.xs}px);
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    -webkit-hyphens: auto;
    hyphens: auto;
  }
  /* The brand's colour as a ground, with its own text colour: a tint on the surface may miss contrast. */
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;
