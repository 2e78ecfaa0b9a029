import { useLingui } from '@lingui/react/macro';
import { CentreLayout, Stack } from '@portal/ui-kit';
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

/**
 * The /agentHome layout: the title with the clock, the agent centre's menu labelled in the
 * interface language, and the chosen screen.
 */
export const AgentCentre = () => {
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
    <CentreLayout
      name={t`Agent centre`}
      title={
        <Stack as="header" direction="row" wrap align="baseline" justify="space-between">
          <h1>{t`Agent centre`}</h1>
          <AgentClock />
        </Stack>
      }
      links={AGENT_CENTRE_PATHS.map((path) => ({
        to: `/agentHome/${path}`,
        label: labels[path],
      }))}
    />
  );
};
