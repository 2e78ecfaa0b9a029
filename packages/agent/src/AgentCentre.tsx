import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Grid, media, NavLink, SectionMenu, Stack } from '@portal/ui-kit';
import { Outlet } from 'react-router-dom';
import { AgentClock } from './AgentClock.tsx';

/** The agent centre's screens, in the menu's order (portal-spec section 2), under /agentHome. */
export const AGENT_CENTRE_PATHS = [
  'announcement',
  'team-overview',
  'register',
  'team',
  'team-bets',
  'user-loss',
  'income',
  'account-details',
  'dividends',
  'daily-wages',
  'hourly-salary',
  'real-time-salary',
  'contracts',
] as const;
export type AgentCentrePath = (typeof AGENT_CENTRE_PATHS)[number];

/** The agent centre's menu, labelled in the interface language. */
export const AgentCentreMenu = () => {
  const { t } = useLingui();
  const labels: Record<AgentCentrePath, string> = {
    announcement: t`Announcement`,
    'team-overview': t`Team overview`,
    register: t`Register account`,
    team: t`Team management`,
    'team-bets': t`Team betting`,
    'user-loss': t`User loss`,
    income: t`My income`,
    'account-details': t`Account details`,
    dividends: t`Dividend record`,
    'daily-wages': t`Daily wages`,
    'hourly-salary': t`Hourly salary`,
    'real-time-salary': t`Real-time salary`,
    // Designed: the contract screens have no menu item of their own in the spec's list.
    contracts: t`My contracts`,
  };
  return (
    <SectionMenu aria-label={t`Agent centre`}>
      <ul>
        {AGENT_CENTRE_PATHS.map((path) => (
          <li key={path}>
            <NavLink to={`/agentHome/${path}`}>{labels[path]}</NavLink>
          </li>
        ))}
      </ul>
    </SectionMenu>
  );
};

/**
 * The /agentHome layout: the title with the clock, the menu and the chosen screen. Phone width
 * first: the menu scrolls sideways above the screen; on a desktop it stands beside it.
 */
export const AgentCentre = () => {
  const { t } = useLingui();
  return (
    <Centre gap="md" desktop="220px 1fr">
      <Title as="header" direction="row" wrap align="baseline" justify="space-between">
        <h1>{t`Agent centre`}</h1>
        <AgentClock />
      </Title>
      <AgentCentreMenu />
      <Screen>
        <Outlet />
      </Screen>
    </Centre>
  );
};

const Centre = styled(Grid)`
  padding: ${({ theme }) => theme.spacing.md}px;
  ${media.desktop} {
    & > header {
      grid-column: 1 / -1;
    }
  }
`;

const Title = styled(Stack)`
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;

const Screen = styled.section`
  min-width: 0;
`;
