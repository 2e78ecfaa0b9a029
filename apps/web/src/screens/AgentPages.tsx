/** The agent centre's screens, one lazily loaded chunk (the routes name them). */
export { AffiliateApplicationScreen, AgentCentre, ContractsScreen } from '@portal/agent';
