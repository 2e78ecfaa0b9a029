import {
  PayRecordScreen,
  TeamOverviewScreen as TeamOverview,
  UserLossScreen as UserLoss,
} from '@portal/agent';
import { useBrand } from '../brand/BrandContext.tsx';

/** The agent centre's screens, one lazily loaded chunk (the routes name them). */
export {
  AffiliateApplicationScreen,
  AgentCentre,
  ContractsScreen,
  DividendRecordScreen,
  RegisterScreen,
  TeamScreen,
} from '@portal/agent';

/** Daily wages, hourly salary and real-time salary: one record screen per contract type. */
export const DailyWagesScreen = () => <PayRecordScreen contractType="dailySalary" />;
export const HourlySalaryScreen = () => <PayRecordScreen contractType="hourlySalary" />;
export const RealTimeSalaryScreen = () => <PayRecordScreen contractType="realTimeSalary" />;

/** The team overview in the brand's days. */
export const TeamOverviewScreen = () => <TeamOverview timeZone={useBrand().timeZone} />;

/** User loss in the brand's days. */
export const UserLossScreen = () => <UserLoss timeZone={useBrand().timeZone} />;
