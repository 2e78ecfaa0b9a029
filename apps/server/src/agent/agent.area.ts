import { defineArea } from '../http/area.ts';
import { affiliateCheckHandlers } from './affiliateCheck.handler.ts';
import { agentDeskHandlers } from './agentDesk.handler.ts';
import { applyHandlers } from './apply.handler.ts';
import { incomeHandlers } from './income.handler.ts';
import * as agentTree from './migrations/0028_agent_tree.ts';
import * as agentContracts from './migrations/0029_agent_contracts.ts';
import * as applicationAddress from './migrations/0036_agent_application_address.ts';
import * as agentTeamRollup from './migrations/0037_agent_team_rollup.ts';
import * as agentTransferKinds from './migrations/0044_agent_transfer_kinds.ts';
import { APPLY_MOVES_CRONTAB, APPLY_MOVES_TASK, applyDueMoves } from './moves.ts';
import { agentPayDeskHandlers } from './pay/agentPayDesk.handler.ts';
import { contractsHandlers } from './pay/contracts.handler.ts';
import { contractsDeskHandlers } from './pay/contractsDesk.handler.ts';
import { AGENT_PAY_CRONTAB, agentPayTasks } from './pay/payJobs.ts';
import { registerSettleClockRoute } from './pay/settleClock.ts';
import { teamHandlers } from './team.handler.ts';
import { ROLLUP_CRONTAB, rollupTasks } from './teamRollup.ts';

/**
 * The affiliate (agent) calls: the team tree, links, team reports, transfers, applications;
 * contracts, their salary and dividend runs and the dividend bills.
 */
export const area = defineArea({
  name: 'agent',
  handlers: {
    ...affiliateCheckHandlers,
    ...teamHandlers,
    ...incomeHandlers,
    ...applyHandlers,
    ...contractsHandlers,
  },
  staffHandlers: { ...agentDeskHandlers, ...agentPayDeskHandlers, ...contractsDeskHandlers },
  migrations: {
    '0028_agent_tree': agentTree,
    '0029_agent_contracts': agentContracts,
    '0036_agent_application_address': applicationAddress,
    '0037_agent_team_rollup': agentTeamRollup,
    '0044_agent_transfer_kinds': agentTransferKinds,
  },
  tasks: ({ services }) => ({
    [APPLY_MOVES_TASK]: async () => {
      await applyDueMoves(services.db, services.clock(), await services.merchants.all());
    },
    ...agentPayTasks({ db: services.db, clock: services.clock, merchants: services.merchants }),
    ...rollupTasks({ db: services.db, clock: services.clock, merchants: services.merchants }),
  }),
  crontab: [APPLY_MOVES_CRONTAB, AGENT_PAY_CRONTAB, ROLLUP_CRONTAB],
  routes: ({ app, services, development }) => {
    // Development only: the journeys' clock for "settle now" (settleClock.ts).
    if (development && !services.production) registerSettleClockRoute(app, services);
  },
});
