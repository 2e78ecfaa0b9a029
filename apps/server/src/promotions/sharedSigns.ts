import { type RawBuilder, sql } from 'kysely';
import { sharedPayees } from '../cashier/bankCards.ts';
import type { Db } from '../db/database.ts';
import { sharedPlaces } from '../session/knownPlaces.ts';
import type { SelfReferralSign } from './kinds/referralSigns.ts';

/**
 * Several accounts of one person (promotions-rules.md "Abuse the platform guards against"): a
 * grant of any kind is flagged for staff when its member shares a device, an address (sign-in
 * or sign-up), the payee name or a card or payout account with another member who holds a
 * grant of the same promotion. The four signs are the referral's (kinds/referralSigns.ts),
 * read from the session area (devices, addresses) and the cashier (names, cards) set-wise.
 *
 * Household (ours; the rules say "a promotion may allow one grant per household" and show no
 * more): two members are of one household when any of these signs links them, directly. A
 * household is not followed further (A shares a device with B, B a card with C: A and C are not
 * linked), so one shared café address cannot chain a town into one household. With the
 * promotion's `oneGrantPerHousehold`, a member linked to a holder is refused its grant.
 *
 * Both sides are flagged: the new grant, and the grants of this promotion the linked holders
 * already have, so a reviewer looking at either account sees the link. Two linked members
 * granted in the same instant do not see each other's uncommitted grant (ours: a lock per
 * promotion would queue every grant of a welcome bonus behind one another for a rare case).
 */
export type SharedSign = SelfReferralSign;

const holdersOf = (merchantId: number, promotionId: number) =>
  sql`SELECT DISTINCT member_id FROM promotion_grants
    WHERE merchant_id = ${merchantId} AND promotion_id = ${promotionId}`;

/** The (member, other holder, sign) triples between `members` and the promotion's holders. */
const linksTo = async (
  db: Db,
  merchantId: number,
  promotionId: number,
  members: RawBuilder<unknown>,
) => {
  const holders = holdersOf(merchantId, promotionId);
  const [places, payees] = await Promise.all([
    sharedPlaces(db, members, holders),
    sharedPayees(db, members, holders),
  ]);
  return [...places, ...payees];
};

/**
 * The signs linking `memberId` to other holders of the promotion, and who they are: what a new
 * grant is flagged with, and what the household rule refuses on.
 */
export const grantLinks = async (
  db: Db,
  merchantId: number,
  promotionId: number,
  memberId: number,
): Promise<{ signs: SharedSign[]; holders: number[] }> => {
  const links = await linksTo(db, merchantId, promotionId, sql`SELECT ${memberId}::int`);
  return {
    signs: [...new Set(links.map((l) => l.sign))].sort(),
    holders: [...new Set(links.map((l) => l.otherId))],
  };
};

/**
 * Writes the signs onto the grants of the promotion held by both sides of each link of the
 * members in `members` (an SQL list of ids): each grant's flags become the union of what it had
 * and its member's signs. Returns how many links were found.
 */
export const flagLinkedGrants = async (
  db: Db,
  merchantId: number,
  promotionId: number,
  members: RawBuilder<unknown>,
): Promise<number> => {
  const links = await linksTo(db, merchantId, promotionId, members);
  if (links.length === 0) return 0;
  const memberIds = links.flatMap((l) => [l.memberId, l.otherId]);
  const signs = links.flatMap((l) => [l.sign, l.sign]);
  await sql`
    WITH s AS (
      SELECT u.member_id, jsonb_agg(DISTINCT u.sign) AS signs
      FROM unnest(${memberIds}::int[], ${signs}::text[]) AS u(member_id, sign)
      GROUP BY u.member_id
    )
    UPDATE promotion_grants g SET flags = (
      SELECT coalesce(jsonb_agg(DISTINCT f ORDER BY f), '[]'::jsonb)
      FROM jsonb_array_elements_text(g.flags || s.signs) AS f
    )
    FROM s
    WHERE g.merchant_id = ${merchantId} AND g.promotion_id = ${promotionId}
      AND g.member_id = s.member_id`.execute(db);
  return links.length;
};
