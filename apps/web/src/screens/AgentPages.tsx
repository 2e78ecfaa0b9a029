import { TeamOverviewScreen as TeamOverview } from '@portal/agent';
import { useBrand } from '../brand/BrandContext.tsx';

/**
 * The agent centre's frame (title, clock and menu) and the screen /agentHome opens on, the
 * chunk /agentHome loads. The other screens are in AgentScreens.tsx, loaded when one is opened,
 * so the centre's first load carries no forms, contract dialogs or other screens' tables
 * (issue 27's first-load budget).
 */
export { AgentCentre } from '@portal/agent';

/** The team overview in the brand's days. */
export const TeamOverviewScreen = () => <TeamOverview timeZone={useBrand().timeZone} />;
