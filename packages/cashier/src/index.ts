/**
 * The cashier feature (issue 9): deposit, withdrawal and wallet screens with their parts,
 * on the contract's cashier calls.
 */
export type { BankCardFormProps } from './BankCardForm.tsx';
export { BankCardForm } from './BankCardForm.tsx';
export { BankCardsPanel } from './BankCardsPanel.tsx';
export type { DepositFormProps } from './DepositForm.tsx';
export { DepositForm } from './DepositForm.tsx';
export type { DepositOrderStatusProps } from './DepositOrderStatus.tsx';
export { DepositOrderStatus } from './DepositOrderStatus.tsx';
export type { DepositScreenProps } from './DepositScreen.tsx';
export { DepositScreen } from './DepositScreen.tsx';
export type { PaymentPasswordFormProps } from './PaymentPasswordForm.tsx';
export { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
export { PaymentPasswordPanel } from './PaymentPasswordPanel.tsx';
export type { PaymentPasswordResetProps } from './PaymentPasswordReset.tsx';
export { PaymentPasswordReset } from './PaymentPasswordReset.tsx';
export type { WalletOverviewProps } from './WalletOverview.tsx';
export { WalletOverview } from './WalletOverview.tsx';
export { WalletScreen } from './WalletScreen.tsx';
export type { WithdrawalConfirmationsProps } from './WithdrawalConfirmations.tsx';
export { WithdrawalConfirmations } from './WithdrawalConfirmations.tsx';
export type { WithdrawalFormProps } from './WithdrawalForm.tsx';
export { WithdrawalForm } from './WithdrawalForm.tsx';
export { WithdrawScreen } from './WithdrawScreen.tsx';
