import type {
  StaffPromotion,
  StaffPromotionApplication,
  StaffPromotionGrant,
  StaffReferralReward,
} from '@portal/contract';

/** Story fixtures of the promotions desk (imported by stories only). */
export const storyPromotion = (
  promotionId: number,
  extra: Partial<StaffPromotion> = {},
): StaffPromotion => ({
  promotionId,
  merchantCode: 'SR77',
  currency: 'CNY',
  kind: 'depositBonus',
  state: 'active',
  status: 'running',
  texts: {
    EN: {
      title: 'Welcome bonus',
      body: '<p>Your first deposit matched <strong>100%</strong>.</p>',
    },
    CN: { title: '首存奖金', body: '<p>首存 100% 奖金</p>' },
  },
  bannerUrl: '',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  audience: { members: true, agents: false, vipLevels: [], newMembersOnly: true },
  terms: {
    deposit: { which: 'first', percentBp: 10_000, maxBonus: '1000.00' },
    wagering: {
      multipleMille: 10_000,
      includeDeposit: false,
      weightsBp: { LOTT: 10_000, LIVE: 5_000 },
      maxBet: '50.00',
      expiryDays: 7,
    },
  },
  sort: 1,
  grants: 2,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...extra,
});

export const storyGrant = (
  grantId: number,
  extra: Partial<StaffPromotionGrant> = {},
): StaffPromotionGrant => ({
  grantId,
  memberId: 7,
  username: 'demo',
  periodKey: 'once',
  currency: 'CNY',
  amount: '100.00',
  requirement: '1000.00',
  progress: '250.00',
  takenBack: '0.00',
  status: 'active',
  reason: null,
  flags: [],
  grantedAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-28T10:00:00.000Z',
  endedAt: null,
  ...extra,
});

export const storyApplication = (
  applicationId: number,
  extra: Partial<StaffPromotionApplication> = {},
): StaffPromotionApplication => ({
  applicationId,
  promotionId: 5,
  promotionTitle: 'Big win bonus',
  merchantCode: 'SR77',
  currency: 'CNY',
  memberId: 7,
  username: 'demo',
  remark: 'My 1000x win on Lucky Koi',
  imageCount: 2,
  flags: [],
  status: 'pending',
  amount: null,
  suggestedAmount: '88.00',
  reason: null,
  reviewer: null,
  appliedAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  ...extra,
});

/** A 1x1 png, as the image call answers (its checked bytes as a data URL). */
export const storyImage = {
  contentType: 'image/png',
  dataUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
};

export const storyReferral = (
  rewardId: number,
  extra: Partial<StaffReferralReward> = {},
): StaffReferralReward => ({
  rewardId,
  promotionId: 6,
  merchantCode: 'SR77',
  currency: 'CNY',
  referrerId: 7,
  referrer: 'demo',
  inviteeId: 9,
  invitee: 'friend01',
  status: 'held',
  amount: '20.00',
  signs: ['sameDevice'],
  depositOrderNo: 'D2026112100001',
  firstDepositAt: '2026-11-21T09:00:00.000Z',
  ...extra,
});
