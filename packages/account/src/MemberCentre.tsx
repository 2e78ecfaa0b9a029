import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useFeature } from '@portal/session';
import { Grid, media, NavLink, TOUCH_TARGET } from '@portal/ui-kit';
import { Outlet } from 'react-router-dom';

/** The member centre's screens, in the menu's order; the cashier owns the first three. */
export const MEMBER_CENTRE_PATHS = [
  'wallet',
  'deposit',
  'withdraw',
  'bets',
  'transactions',
  'profit-loss',
  'bonus',
  'messages',
  'profile',
  'responsible-gaming',
  'feedback',
] as const;
export type MemberCentrePath = (typeof MEMBER_CENTRE_PATHS)[number];

/** The menu of the member centre (portal-spec section 2, issue 9), labelled in the interface language. */
export const MemberCentreMenu = () => {
  const { t } = useLingui();
  const labels: Record<MemberCentrePath, string> = {
    wallet: t`My wallet`,
    deposit: t`Deposit`,
    withdraw: t`Withdrawal`,
    bets: t`Betting record`,
    transactions: t`Account record`,
    'profit-loss': t`Profit and loss`,
    bonus: t`Bonus details`,
    messages: t`Messages`,
    profile: t`Profile and security`,
    'responsible-gaming': t`Responsible gaming`,
    feedback: t`Feedback`,
  };
  // Feedback goes to customer service only where the brand has the contact form on.
  const feedback = useFeature('FEEDBACK3');
  return (
    <Menu aria-label={t`Member centre`}>
      <ul>
        {MEMBER_CENTRE_PATHS.filter((path) => path !== 'feedback' || feedback).map((path) => (
          <li key={path}>
            <NavLink to={`/member/${path}`}>{labels[path]}</NavLink>
          </li>
        ))}
      </ul>
    </Menu>
  );
};

/**
 * The /member layout: the menu and the chosen screen. Phone width first: the menu scrolls
 * sideways above the screen on phones and tablets; on a desktop it stands beside it.
 */
export const MemberCentre = () => {
  const { t } = useLingui();
  return (
    <Centre gap="md" desktop="220px 1fr">
      <h1>{t`Member centre`}</h1>
      <MemberCentreMenu />
      <Screen>
        <Outlet />
      </Screen>
    </Centre>
  );
};

// The title spans both columns on a desktop, above the menu and the page.
const Centre = styled(Grid)`
  padding: ${({ theme }) => theme.spacing.md}px;
  & > h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
  ${media.desktop} {
    & > h1 {
      grid-column: 1 / -1;
    }
  }
`;

const Menu = styled.nav`
  overflow-x: auto;
  & ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.sm}px ${theme.spacing.md}px`};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  & a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${media.desktop} {
    & ul {
      flex-direction: column;
    }
  }
  ${media.upToTablet} {
    & a {
      display: flex;
      align-items: center;
      min-height: ${TOUCH_TARGET}px;
    }
  }
`;

const Screen = styled.section`
  min-width: 0;
`;
