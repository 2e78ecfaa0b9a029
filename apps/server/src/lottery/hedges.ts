import { type OptionSet, playByCode } from '@portal/lottery-rules';

/**
 * The pairs of opposite picks of a two-sided option set, by the picks' indices (play.ts gives
 * the orders: big, small, odd, even; dragon, tiger; bigOdd, bigEven, smallOdd, smallEven).
 * promotions-rules.md "Wagering": opposite bets on one numero count their difference. Which
 * picks are "opposite" is ours: the ones whose outcomes exclude each other and together cover
 * (almost) every result, so staking both sides bets nothing but the house edge. Extremes,
 * colours and the zodiac have a wide middle or many sides and are not pairs.
 */
const OPPOSITES: Partial<Record<OptionSet, readonly (readonly [number, number])[]>> = {
  bsoe: [
    [0, 1],
    [2, 3],
  ],
  dragonTiger: [[0, 1]],
  combo: [
    [0, 3],
    [1, 2],
  ],
};

/** Whether a play has a row of two-sided picks, per play code (the plays are a fixed table). */
const opposed = new Map<string, boolean>();
const hasOpposites = (code: string): boolean => {
  let has = opposed.get(code);
  if (has === undefined) {
    has = playByCode(code)?.rows.some((row) => OPPOSITES[row.options] !== undefined) ?? false;
    opposed.set(code, has);
  }
  return has;
};

/** A won or lost order of one settled numero, as the settlement holds it. */
export interface SettledOrder {
  member_id: number;
  currency: string;
  prize_mode: string;
  play: string;
  selection: readonly (readonly number[])[];
  amount: string | bigint;
}

/** The stake of a member's opposite bets on one numero that wagering does not count. */
export interface HedgedStake {
  memberId: number;
  category: string;
  currency: string;
  hedged: bigint;
}

/**
 * The hedged stake per member, category and currency of one numero's valid (won or lost)
 * orders: for each play, row and pair of opposite picks, the smaller side's stake on both
 * sides (2 x min), so that what counts is the difference of the two sides, whether the member
 * staked them in one order or in several. A pick's stake is its order's amount over the
 * order's stakes: the two-sided sets are per-pick plays, one stake per pick.
 */
export const hedgedStakes = (orders: readonly SettledOrder[]): HedgedStake[] => {
  // member|category|currency|play|row|pick -> stake on that pick
  const sides = new Map<string, bigint>();
  for (const order of orders) {
    // Most of a draw's orders are of plays with no two-sided row: passed over at once (a
    // settlement holds 100,000 orders; their stakes are not counted again for nothing).
    if (!hasOpposites(order.play)) continue;
    const play = playByCode(order.play);
    if (!play) continue;
    const stakes = BigInt(play.stakes(order.selection));
    if (stakes === 0n) continue;
    const perPick = BigInt(order.amount) / stakes;
    const category = order.prize_mode === 'ELOTT' ? 'ELOTT' : 'LOTT';
    order.selection.forEach((picks, rowIndex) => {
      const options = play.rows[rowIndex]?.options;
      if (!options || !OPPOSITES[options]) return;
      for (const pick of picks) {
        const key = [order.member_id, category, order.currency, order.play, rowIndex, pick].join(
          '|',
        );
        sides.set(key, (sides.get(key) ?? 0n) + perPick);
      }
    });
  }
  const hedged = new Map<string, HedgedStake>();
  for (const [key, stake] of sides) {
    const [memberId, category, currency, playCode, rowIndex, pick] = key.split('|');
    const play = playByCode(playCode ?? '');
    const options = play?.rows[Number(rowIndex)]?.options;
    const pairs = options ? (OPPOSITES[options] ?? []) : [];
    // Each pair once: from its first pick.
    const pair = pairs.find(([a]) => a === Number(pick));
    if (!pair) continue;
    const other = sides.get([memberId, category, currency, playCode, rowIndex, pair[1]].join('|'));
    if (!other) continue;
    // The smaller side, twice (Math.min takes no bigint).
    let smaller = stake;
    if (other < smaller) smaller = other;
    const offset = 2n * smaller;
    const id = [memberId, category, currency].join('|');
    const sum = hedged.get(id);
    if (sum) sum.hedged += offset;
    else
      hedged.set(id, {
        memberId: Number(memberId),
        category: category ?? 'LOTT',
        currency: currency ?? '',
        hedged: offset,
      });
  }
  return [...hedged.values()];
};
