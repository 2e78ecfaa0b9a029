import {
  AccountDetailsScreen as AccountDetails,
  AnnouncementScreen as Announcement,
  IncomeScreen as Income,
  PayRecordScreen,
  TeamBetsScreen as TeamBets,
  TeamOverviewScreen as TeamOverview,
  UserLossScreen as UserLoss,
} from '@portal/agent';
import { RichText } from '@portal/content';
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

/** Team betting in the brand's days. */
export const TeamBetsScreen = () => <TeamBets timeZone={useBrand().timeZone} />;

/** My income in the brand's days. */
export const IncomeScreen = () => <Income timeZone={useBrand().timeZone} />;

/** Account details in the brand's days. */
export const AccountDetailsScreen = () => <AccountDetails timeZone={useBrand().timeZone} />;

/** The brand's notices, their rich text sanitised by the content feature. */
export const AnnouncementScreen = () => <Announcement RichText={RichText} />;
