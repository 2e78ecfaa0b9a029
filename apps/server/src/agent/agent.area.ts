import { defineArea } from '../http/area.ts';
import { affiliateCheckHandlers } from './affiliateCheck.handler.ts';
import * as agentContracts from './migrations/0028_agent_contracts.ts';
import { contractsHandlers } from './pay/contracts.handler.ts';
import { AGENT_PAY_CRONTAB, agentPayTasks } from './pay/payJobs.ts';

/** The affiliate (agent) calls; agent contracts and their salary runs. */
export const area = defineArea({
  name: 'agent',
  handlers: { ...affiliateCheckHandlers, ...contractsHandlers },
  migrations: { '0028_agent_contracts': agentContracts },
  tasks: ({ services }) =>
    agentPayTasks({ db: services.db, clock: services.clock, merchants: services.merchants }),
  crontab: [AGENT_PAY_CRONTAB],
});
