import { defineArea } from '../http/area.ts';
import { affiliateCheckHandlers } from './affiliateCheck.handler.ts';
import * as agentTree from './migrations/0028_agent_tree.ts';
import { teamHandlers } from './team.handler.ts';

/** The affiliate (agent) calls: the team tree, links, team reports and transfers. */
export const area = defineArea({
  name: 'agent',
  handlers: { ...affiliateCheckHandlers, ...teamHandlers },
  migrations: { '0028_agent_tree': agentTree },
});
