import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffPermission } from '@portal/contract';
import type { ReactNode } from 'react';
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
        <DeskPart title={t`Team tree`}>
          <AgentTreePanel canMove={permissions.includes('agents.move')} />
        </DeskPart>
      )}
      {permissions.includes('agents.applications') && (
        <DeskPart title={t`Agent applications`}>
          <AgentApplicationsPanel />
        </DeskPart>
      )}
      {permissions.includes('agentPay.read') && (
        <DeskPart title={t`Agent pay`}>
          <AgentPayPanel canManage={permissions.includes('agentPay.manage')} />
        </DeskPart>
      )}
      {permissions.includes('agentPay.read') && (
        <DeskPart title={t`Platform contracts`}>
          <PlatformContractsPanel canManage={permissions.includes('agentPay.manage')} />
        </DeskPart>
      )}
    </Screen>
  );
};

/** One part of the agent desk: a region named by its heading. */
const DeskPart = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title}>
    <h2>{title}</h2>
    {children}
  </section>
);
