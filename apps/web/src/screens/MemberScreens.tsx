import {
  ProfileScreen as AccountProfileScreen,
  AccountRecordScreen as AccountRecord,
  BetRecordScreen as BetRecord,
  ProfitLossScreen as ProfitLoss,
} from '@portal/account';
import { BankCardsPanel, PaymentPasswordPanel } from '@portal/cashier';
import { useFeature } from '@portal/session';
import { AuthenticatorPanel, SocialLinkPanel } from '@portal/signin';
import { useBrand } from '../brand/BrandContext.tsx';

/**
 * The member centre's screens but the wallet, one chunk loaded when one of them is opened (the
 * routes name them); the centre's frame is MemberPages.tsx.
 */
export {
  BonusScreen,
  FeedbackScreen,
  MessagesScreen,
  ResponsibleGamingScreen,
} from '@portal/account';

/**
 * Profile and security, with the cashier's payment password and bound cards where the
 * cashier is on.
 */
export const ProfileScreen = () => {
  const cashier = useFeature('WALLET3');
  return (
    <AccountProfileScreen
      paymentPassword={cashier ? <PaymentPasswordPanel /> : undefined}
      bankCards={cashier ? <BankCardsPanel /> : undefined}
      socialAccounts={
        <>
          <AuthenticatorPanel />
          <SocialLinkPanel />
        </>
      }
    />
  );
};

// The record screens count the brand's days: midnight to midnight in its time zone, or UTC.
export const AccountRecordScreen = () => <AccountRecord timeZone={useBrand().timeZone} />;
export const BetRecordScreen = () => <BetRecord timeZone={useBrand().timeZone} />;
export const ProfitLossScreen = () => <ProfitLoss timeZone={useBrand().timeZone} />;
