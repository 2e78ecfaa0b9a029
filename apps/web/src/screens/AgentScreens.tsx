import {
  AccountDetailsScreen as AccountDetails,
  AnnouncementScreen as Announcement,
  IncomeScreen as Income,
  PayRecordScreen,
  TeamBetsScreen as TeamBets,
  UserLossScreen as UserLoss,
} from '@portal/agent';
import { RichText } from '@portal/content';
import { useBrand } from '../brand/BrandContext.tsx';

/**
 * The agent centre's screens but the team overview (where /agentHome opens), and the affiliate
 * application: one chunk loaded when one of them is opened (the routes name them); the
 * centre's frame and first screen are AgentPages.tsx.
 */
export {
  AffiliateApplicationScreen,
  ContractsScreen,
  DividendRecordScreen,
  RegisterScreen,
  TeamScreen,
} from '@portal/agent';

/** Daily wages, hourly salary and real-time salary: one record screen per contract type. */
export const DailyWagesScreen = () => <PayRecordScreen contractType="dailySalary" />;
export const HourlySalaryScreen = () => <PayRecordScreen contractType="hourlySalary" />;
export const RealTimeSalaryScreen = () => <PayRecordScreen contractType="realTimeSalary" />;

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
