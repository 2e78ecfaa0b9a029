import type { Balance, MemberInfo, PointConfig, PointReward, RedeemRecord } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import { storyMember } from '@portal/session/story';

/** Data the points stories share (shaped as the server answers it). */

/** The stories' demo member, in the yuan brand these stories draw. */
const memberInfo: MemberInfo = { ...storyMember.memberInfo, currency: 'CNY' };

const balance: Balance = {
  sumBalance: '1250',
  balance: [{ accountTypeId: 1, availBalance: '1250' }],
  currency: 'CNY',
  currencySymbol: '¥',
};

/** A signed-in member's session for screen stories. */
export const member = { token: 'story-token', memberInfo, balance };

export const config: PointConfig = {
  rules: [
    { pointType: 'lottery', bettingUnit: '100.00', points: 1 },
    { pointType: 'slots', bettingUnit: '100.00', points: 1 },
    { pointType: 'deposit', bettingUnit: '100.00', points: 2 },
  ],
  convertRate: '0.10',
  minConvertPoints: 100,
};

export const reward = (extra: Partial<PointReward> = {}): PointReward => ({
  rewardId: 1,
  productName: '50 chips',
  category: 'chips',
  imageUrl: '',
  imageUrls: [],
  description: '',
  pointsNeeded: 500,
  amountNeeded: '0.00',
  stock: 12,
  needsDelivery: false,
  perMemberLimit: 2,
  redeemedByMe: 0,
  startsAt: null,
  endsAt: null,
  ...extra,
});

export const mug = reward({
  rewardId: 2,
  productName: 'Lucky mug',
  category: 'gifts',
  needsDelivery: true,
  pointsNeeded: 300,
  amountNeeded: '1500',
  stock: 3,
  perMemberLimit: 1,
});

export const record: RedeemRecord = {
  transactionNo: 'PR20261121ABCDEF0123',
  applicationTime: '2026-11-21T10:00:00.000Z',
  exchangeType: 'gifts',
  productName: 'Lucky mug',
  quantity: 1,
  pointsNeeded: 300,
  amountNeeded: '1500',
  status: 'applying',
  remark: '',
  pointsChange: -300,
  pointsBalance: 1200,
  bettingUnit: '100.00',
  pointsRatio: '0.10',
  shippedAt: null,
};

export const page = <T>(content: T[]) => ({ content, pageNum: 1, totalPages: 1 });

/**
 * An amount as the story's brand (`loaded.brand`, the brand toolbar's) writes it in English:
 * the story tests run in every demo brand, two places for yuan and pesos, none for dong. The
 * stories' amounts are whole, so one check holds in each.
 */
export const shownIn = (loaded: { brand?: { currency: string } }, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');
