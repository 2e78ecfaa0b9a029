import { defineArea } from '../http/area.ts';
import { affiliateCheckHandlers } from './affiliateCheck.handler.ts';
import { agentDeskHandlers } from './agentDesk.handler.ts';
import { applyHandlers } from './apply.handler.ts';
import * as agentTree from './migrations/0028_agent_tree.ts';
import { APPLY_MOVES_CRONTAB, APPLY_MOVES_TASK, applyDueMoves } from './moves.ts';
import { teamHandlers } from './team.handler.ts';

/** The affiliate (agent) calls: the team tree, links, team reports, transfers, applications. */
export const area = defineArea({
  name: 'agent',
  handlers: { ...affiliateCheckHandlers, ...teamHandlers, ...applyHandlers },
  staffHandlers: agentDeskHandlers,
  migrations: { '0028_agent_tree': agentTree },
  tasks: ({ services }) => ({
    [APPLY_MOVES_TASK]: async () => {
      await applyDueMoves(services.db, services.clock());
    },
  }),
  crontab: [APPLY_MOVES_CRONTAB],
});
