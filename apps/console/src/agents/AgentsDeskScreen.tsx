import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPermission } from '@portal/contract';
import { Screen } from '../ui/parts.tsx';
import { AgentApplicationsPanel } from './AgentApplicationsPanel.tsx';
import { AgentPayPanel } from './AgentPayPanel.tsx';
import { AgentTreePanel } from './AgentTreePanel.tsx';
import { PlatformContractsPanel } from './PlatformContractsPanel.tsx';

/**
 * The agent desk (issue 24): a brand's tree with moves, the affiliate applications queue, and
 * the pay part (runs, bills, settle now, freeze); each part shows to a role that holds its
 * permission. The platform's contracts with top-level agents show with the pay part.
 */
export const AgentsDeskScreen = ({ permissions }: { permissions: readonly StaffPermission[] }) => {
  const { t } = useLingui();
  return (
    <Screen aria-labelledby="agents-title">
      <h1 id="agents-title">
        <Trans>Agents</Trans>
      </h1>
      {permissions.includes('agents.read') && (
        <section aria-label={t`Team tree`}>
          <h2>
            <Trans>Team tree</Trans>
          </h2>
          <AgentTreePanel canMove={permissions.includes('agents.move')} />
        </section>
      )}
      {permissions.includes('agents.applications') && (
        <section aria-label={t`Agent applications`}>
          <h2>
            <Trans>Agent applications</Trans>
          </h2>
          <AgentApplicationsPanel />
        </section>
      )}
      {permissions.includes('agentPay.read') && (
        <section aria-label={t`Agent pay`}>
          <h2>
            <Trans>Agent pay</Trans>
          </h2>
          <AgentPayPanel canManage={permissions.includes('agentPay.manage')} />
        </section>
      )}
      {permissions.includes('agentPay.read') && (
        <section aria-label={t`Platform contracts`}>
          <h2>
            <Trans>Platform contracts</Trans>
          </h2>
          <PlatformContractsPanel canManage={permissions.includes('agentPay.manage')} />
        </section>
      )}
    </Screen>
  );
};
