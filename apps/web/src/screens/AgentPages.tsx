/** The agent centre's screens, one lazily loaded chunk (the routes name them). */
export { AgentCentre, ContractsScreen } from '@portal/agent';
