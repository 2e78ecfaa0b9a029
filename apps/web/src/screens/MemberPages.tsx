/** The member centre's screens, one lazily loaded chunk (the routes name them). */
export {
  AccountRecordScreen,
  BetRecordScreen,
  BonusScreen,
  MemberCentre,
  MessagesScreen,
  ProfileScreen,
  ProfitLossScreen,
  ResponsibleGamingScreen,
} from '@portal/account';
