import { defineArea } from '../http/area.ts';
import { affiliateCheckHandlers } from './affiliateCheck.handler.ts';
import * as agentTree from './migrations/0028_agent_tree.ts';
import * as agentContracts from './migrations/0029_agent_contracts.ts';
import { agentPayDeskHandlers } from './pay/agentPayDesk.handler.ts';
import { contractsHandlers } from './pay/contracts.handler.ts';
import { AGENT_PAY_CRONTAB, agentPayTasks } from './pay/payJobs.ts';
import { teamHandlers } from './team.handler.ts';

/**
 * The affiliate (agent) calls: the team tree, links, team reports and transfers; contracts
 * and their salary runs.
 */
export const area = defineArea({
  name: 'agent',
  handlers: { ...affiliateCheckHandlers, ...teamHandlers, ...contractsHandlers },
  staffHandlers: agentPayDeskHandlers,
  migrations: { '0028_agent_tree': agentTree, '0029_agent_contracts': agentContracts },
  tasks: ({ services }) =>
    agentPayTasks({ db: services.db, clock: services.clock, merchants: services.merchants }),
  crontab: [AGENT_PAY_CRONTAB],
});
