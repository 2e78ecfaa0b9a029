import { ProfileScreen as AccountProfileScreen } from '@portal/account';
import { PaymentPasswordPanel } from '@portal/cashier';

/** The member centre's screens, one lazily loaded chunk (the routes name them). */
export {
  AccountRecordScreen,
  BetRecordScreen,
  BonusScreen,
  MemberCentre,
  MessagesScreen,
  ProfitLossScreen,
  ResponsibleGamingScreen,
} from '@portal/account';

/** Profile and security, with the cashier's payment password part in it. */
export const ProfileScreen = () => (
  <AccountProfileScreen paymentPassword={<PaymentPasswordPanel />} />
);
