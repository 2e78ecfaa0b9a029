/**
 * Self-referral signs (promotions-rules.md kind 6): the invited member shares a device, an
 * address, the payee name or a bank card with the referrer. Any sign holds the referral reward
 * for staff review instead of paying it; the signs are written onto the grant's `flags` so the
 * reviewer sees why. The rules name the four signs; how they are compared is ours: devices and
 * addresses exactly (the session area's known_devices and known_addresses), payee names without
 * case, spacing or diacritics (the same person types "Nguyễn Văn A" and "NGUYEN VAN A"), cards
 * by their digits alone.
 */

/** What one member is known by, read from the session (devices, addresses) and cashier (cards). */
export interface MemberTraces {
  readonly devices: readonly string[];
  readonly addresses: readonly string[];
  readonly payeeName: string | null;
  readonly cardNumbers: readonly string[];
}

export type SelfReferralSign = 'sameDevice' | 'sameAddress' | 'samePayeeName' | 'sameCard';

const payeeKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const cardKey = (card: string): string => card.replace(/\D/g, '');

const shares = (a: readonly string[], b: readonly string[], key: (s: string) => string) => {
  const seen = new Set(a.map(key).filter((s) => s !== ''));
  return b.some((s) => seen.has(key(s)));
};

/** The signs that the invited member may be the referrer under another account (none: pay). */
export const selfReferralSigns = (
  referrer: MemberTraces,
  invited: MemberTraces,
): SelfReferralSign[] => {
  const signs: SelfReferralSign[] = [];
  if (shares(referrer.devices, invited.devices, (s) => s)) signs.push('sameDevice');
  if (shares(referrer.addresses, invited.addresses, (s) => s.trim())) signs.push('sameAddress');
  if (
    referrer.payeeName &&
    invited.payeeName &&
    payeeKey(referrer.payeeName) !== '' &&
    payeeKey(referrer.payeeName) === payeeKey(invited.payeeName)
  ) {
    signs.push('samePayeeName');
  }
  if (shares(referrer.cardNumbers, invited.cardNumbers, cardKey)) signs.push('sameCard');
  return signs;
};
