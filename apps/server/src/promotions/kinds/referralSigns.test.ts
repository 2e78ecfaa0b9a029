import { describe, expect, it } from 'vitest';
import { type MemberTraces, selfReferralSigns } from './referralSigns.ts';

const referrer: MemberTraces = {
  devices: ['dev-a', 'dev-b'],
  addresses: ['203.0.113.7'],
  payeeName: 'Nguyễn Văn An',
  cardNumbers: ['9704 1234 5678 9012'],
};
const stranger: MemberTraces = {
  devices: ['dev-z'],
  addresses: ['198.51.100.1'],
  payeeName: 'Trần Thị Bình',
  cardNumbers: ['9704000011112222'],
};

describe('self-referral signs', () => {
  it('finds none between two unrelated members, so the reward is paid', () => {
    expect(selfReferralSigns(referrer, stranger)).toEqual([]);
  });

  it('names each sign the invited member shares with the referrer', () => {
    expect(selfReferralSigns(referrer, { ...stranger, devices: ['dev-b'] })).toEqual([
      'sameDevice',
    ]);
    expect(selfReferralSigns(referrer, { ...stranger, addresses: ['203.0.113.7'] })).toEqual([
      'sameAddress',
    ]);
    expect(selfReferralSigns(referrer, { ...stranger, payeeName: '  NGUYEN  VAN AN ' })).toEqual([
      'samePayeeName',
    ]);
    expect(selfReferralSigns(referrer, { ...stranger, cardNumbers: ['9704123456789012'] })).toEqual(
      ['sameCard'],
    );
    expect(selfReferralSigns(referrer, referrer)).toEqual([
      'sameDevice',
      'sameAddress',
      'samePayeeName',
      'sameCard',
    ]);
  });

  it('does not match on missing or blank traces', () => {
    const blank: MemberTraces = { devices: [], addresses: [], payeeName: null, cardNumbers: [] };
    expect(selfReferralSigns(blank, blank)).toEqual([]);
    expect(
      selfReferralSigns(
        { ...blank, payeeName: ' ', cardNumbers: ['-'] },
        {
          ...blank,
          payeeName: '',
          cardNumbers: ['--'],
        },
      ),
    ).toEqual([]);
  });
});
