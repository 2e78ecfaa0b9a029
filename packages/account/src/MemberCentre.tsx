import { useLingui } from '@lingui/react/macro';
import { useFeature } from '@portal/session';
import { CentreLayout } from '@portal/ui-kit';

/** The member centre's screens, in the menu's order; the cashier owns the first three. */
export const MEMBER_CENTRE_PATHS = [
  'wallet',
  'deposit',
  'withdraw',
  'bets',
  'transactions',
  'profit-loss',
  'bonus',
  'messages',
  'profile',
  'responsible-gaming',
  'feedback',
] as const;
export type MemberCentrePath = (typeof MEMBER_CENTRE_PATHS)[number];

/**
 * The /member layout: the menu of the member centre (portal-spec section 2, issue 9), labelled
 * in the interface language, and the chosen screen.
 */
export const MemberCentre = () => {
  const { t } = useLingui();
  const labels: Record<MemberCentrePath, string> = {
    wallet: t`My wallet`,
    deposit: t`Deposit`,
    withdraw: t`Withdrawal`,
    bets: t`Betting record`,
    transactions: t`Account record`,
    'profit-loss': t`Profit and loss`,
    bonus: t`Bonus details`,
    messages: t`Messages`,
    profile: t`Profile and security`,
    'responsible-gaming': t`Responsible gaming`,
    feedback: t`Feedback`,
  };
  // Feedback goes to customer service only where the brand has the contact form on.
  const feedback = useFeature('FEEDBACK3');
  return (
    <CentreLayout
      name={t`Member centre`}
      title={<h1>{t`Member centre`}</h1>}
      links={MEMBER_CENTRE_PATHS.filter((path) => path !== 'feedback' || feedback).map((path) => ({
        to: `/member/${path}`,
        label: labels[path],
      }))}
    />
  );
};
