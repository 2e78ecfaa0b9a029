import type {
  Balance,
  BankCard,
  DepositChannel,
  DepositOrder,
  MemberInfo,
  WithdrawalInfo,
} from '@portal/contract';
import { formatMoney } from '@portal/i18n';

/** Data the cashier's stories share (shaped as the server answers it). */

export const channels: DepositChannel[] = [
  {
    channelId: 'sandbox',
    kind: 'ewallet',
    name: 'E-wallet',
    minAmount: '10',
    maxAmount: '50000',
  },
  {
    channelId: 'bank',
    kind: 'bankTransfer',
    name: 'Bank transfer',
    minAmount: '100',
    maxAmount: '200000',
  },
];

export const pendingOrder: DepositOrder = {
  orderNo: 'D20261123A1B2C3D4E5F6A7B8',
  channelId: 'sandbox',
  kind: 'ewallet',
  amount: '150.00',
  paidAmount: null,
  status: 'pending',
  createdAt: '2026-11-23T10:00:00.000Z',
  expiresAt: '2026-11-23T10:30:00.000Z',
  cashierUrl: '/sandbox-pay/checkout/sbx_story',
  bankAccount: null,
  memo: null,
};

export const bankOrder: DepositOrder = {
  ...pendingOrder,
  channelId: 'bank',
  kind: 'bankTransfer',
  amount: '500.00',
  cashierUrl: null,
  bankAccount: {
    bankName: 'Platform Demo Bank',
    accountName: 'Lucky 88 Ltd',
    accountNumber: '6222 0000 1234 5678',
  },
  memo: '7F3A9C21B0',
};

export const info: WithdrawalInfo = {
  balance: '1250',
  withdrawable: '1250',
  turnoverRemaining: '0',
  minAmount: '100',
  maxAmount: '50000',
  dailyCount: 5,
  usedToday: 1,
  timeZone: 'UTC',
  paymentPasswordSet: true,
  paymentPasswordLockedUntil: null,
};

export const cards: BankCard[] = [
  { cardId: 7, bankName: 'Test Bank', accountMasked: '**** **** 2222', payee: 'Dana Demo' },
];

export const singleBalance: Balance = {
  sumBalance: '1250',
  balance: [{ accountTypeId: 1, availBalance: '1250' }],
  currency: 'CNY',
  currencySymbol: '¥',
};

export const multiBalance: Balance = {
  sumBalance: '1250',
  balance: [
    { accountTypeId: 1, availBalance: '1000' },
    { accountTypeId: 2, availBalance: '250' },
  ],
  currency: 'CNY',
  currencySymbol: '¥',
};

const memberInfo: MemberInfo = {
  id: 1,
  account: 'demo',
  nickname: 'Demo',
  type: 0,
  regDate: '2026-01-01',
  mobile: '138****0000',
  email: 'd***@example.com',
  currency: 'CNY',
  lastLoginAt: null,
  language: null,
};

/** A signed-in member's session for screen stories. */
export const member = { token: 'story-token', memberInfo, balance: singleBalance };

/**
 * An amount as the story's brand (`loaded.brand`, the brand toolbar's) writes it in English:
 * the story tests run in every demo brand, two places for yuan and pesos, none for dong. The
 * stories' amounts are whole (as every currency's wire can carry them), so one check holds in each.
 */
export const shownIn = (loaded: { brand?: { currency: string } }, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');

/** An answer that never comes: the screen stays waiting. */
export const never = () => new Promise<never>(() => undefined);
