import { describe, expect, it } from 'vitest';
import { promotionPath } from './bannerLink.ts';

describe('promotionPath', () => {
  it('leads a notice naming a promotion by id to that promotion', () => {
    expect(promotionPath({ promotionType: '17' })).toBe('/promotions/17');
  });

  it('leads any other notice to the hall', () => {
    expect(promotionPath({})).toBe('/promotions');
    expect(promotionPath({ promotionType: 'deposit' })).toBe('/promotions');
    expect(promotionPath({ promotionType: '0' })).toBe('/promotions');
    expect(promotionPath({ promotionType: '../member' })).toBe('/promotions');
  });
});
