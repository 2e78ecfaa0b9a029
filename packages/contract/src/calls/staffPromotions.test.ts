import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSENGER_TEXT_MAX, PROMOTION_BODY_MAX, staffPromotionsCalls } from './staffPromotions.ts';

const save = (kind: string, body: string) =>
  v.safeParse(staffPromotionsCalls.promotionSave.request, {
    merchantCode: 'ALPHA',
    kind,
    texts: { EN: { title: 'Link Zalo, get 8.00', body } },
    startsAt: '2026-01-01T00:00:00Z',
    audience: { members: true, agents: false, vipLevels: [], newMembersOnly: false },
    terms: { reward: '8.00' },
  });

describe('a promotion body’s length', () => {
  it('takes the Zalo / WhatsApp bonus’s display text up to 131K characters, not one more', () => {
    expect(MESSENGER_TEXT_MAX).toBe(131_072);
    expect(save('messengerBonus', 'x'.repeat(MESSENGER_TEXT_MAX)).success).toBe(true);
    const over = save('messengerBonus', 'x'.repeat(MESSENGER_TEXT_MAX + 1));
    expect(over.success).toBe(false);
    expect(over.issues?.[0]?.path?.map((p) => p.key)).toEqual(['texts', 'EN', 'body']);
  });

  it('keeps every other kind’s body to its own limit', () => {
    expect(save('application', 'x'.repeat(PROMOTION_BODY_MAX)).success).toBe(true);
    const over = save('application', 'x'.repeat(PROMOTION_BODY_MAX + 1));
    expect(over.success).toBe(false);
    expect(over.issues?.[0]?.path?.map((p) => p.key)).toEqual(['texts']);
  });
});
