import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useFeature } from '@portal/session';
import { Grid, media, NavLink, SectionMenu } from '@portal/ui-kit';
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
    <SectionMenu aria-label={t`Member centre`}>
      <ul>
        {MEMBER_CENTRE_PATHS.filter((path) => path !== 'feedback' || feedback).map((path) => (
          <li key={path}>
            <NavLink to={`/member/${path}`}>{labels[path]}</NavLink>
          </li>
        ))}
      </ul>
    </SectionMenu>
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

const Screen = styled.section`
  min-width: 0;
`;
