import { BET_STATUS, type PrizeMode } from '@portal/contract';
import { playByCode } from './catalogue.ts';
import {
  DEFAULT_PRIZE_CAP,
  MAX_MULTIPLIER,
  type PrizeTerms,
  prizePerHit,
  stakePrice,
  UNITS,
  type UnitCode,
} from './money.ts';
import type { JudgeContext, PlayDefinition, Selection } from './play.ts';
import type { DrawnValues } from './result.ts';

/** One bet of an order: a play, a selection, a unit and a multiplier. */
export interface Bet {
  readonly play: string;
  readonly selection: Selection;
  readonly unit: UnitCode;
  readonly multiplier: number;
}

/**
 * Why a bet is refused, as a code a screen translates:
 * - `play.unknown`: no such play; `play.mode`: the play is not offered in this prize mode;
 * - `selection.rows`: the wrong number of rows for the play;
 * - `selection.pick`: a pick is not one of the row's values; `selection.repeat`: a pick twice;
 * - `selection.too.few` / `selection.too.many`: a row (or the whole) has too few or too many;
 * - `selection.position`: ZY offers only the last four positions;
 * - `selection.no.stake`: the picks make no stake (an 11X5 direct whose rows collide);
 * - `unit.invalid`, `multiplier.invalid` (a whole number 1 to {@link MAX_MULTIPLIER}).
 */
export type BetRefusal =
  | 'play.unknown'
  | 'play.mode'
  | 'selection.rows'
  | 'selection.pick'
  | 'selection.repeat'
  | 'selection.too.few'
  | 'selection.too.many'
  | 'selection.position'
  | 'selection.no.stake'
  | 'unit.invalid'
  | 'multiplier.invalid';

export type BetCheck =
  | {
      readonly ok: true;
      readonly play: PlayDefinition;
      /** The stakes (combinations) the selection covers. */
      readonly stakes: number;
      /** stakes x cost points x 2 x unit x multiplier, in minor units. */
      readonly amount: number;
    }
  | { readonly ok: false; readonly reason: BetRefusal; readonly row?: number };

/** Checks a bet for a prize mode and, if it is sound, counts its stakes and costs it. */
export function checkBet(bet: Bet, mode: PrizeMode): BetCheck {
  return checkPlayBet(playByCode(bet.play), bet, mode);
}

/**
 * `checkBet` with the bet's play already in hand (its code is `bet.play`): the portal's slip
 * has the play from its family's module and leaves the whole catalogue out of its chunk.
 */
export function checkPlayBet(
  play: PlayDefinition | undefined,
  bet: Bet,
  mode: PrizeMode,
): BetCheck {
  if (!play || play.code !== bet.play) return { ok: false, reason: 'play.unknown' };
  if (!play.modes.includes(mode)) return { ok: false, reason: 'play.mode' };
  if (!Object.hasOwn(UNITS, bet.unit)) return { ok: false, reason: 'unit.invalid' };
  if (!Number.isInteger(bet.multiplier) || bet.multiplier < 1 || bet.multiplier > MAX_MULTIPLIER) {
    return { ok: false, reason: 'multiplier.invalid' };
  }
  if (bet.selection.length !== play.rows.length) return { ok: false, reason: 'selection.rows' };
  let total = 0;
  for (const [index, spec] of play.rows.entries()) {
    const picks = bet.selection[index] ?? [];
    if (picks.some((p) => !Number.isInteger(p) || p < spec.low || p > spec.high)) {
      return { ok: false, reason: 'selection.pick', row: index };
    }
    if (new Set(picks).size !== picks.length) {
      return { ok: false, reason: 'selection.repeat', row: index };
    }
    if (picks.length < spec.minPicks) return { ok: false, reason: 'selection.too.few', row: index };
    if (picks.length > spec.maxPicks)
      return { ok: false, reason: 'selection.too.many', row: index };
    if (mode === 'ZY' && picks.length > 0 && play.zyRows && !play.zyRows.includes(index)) {
      return { ok: false, reason: 'selection.position', row: index };
    }
    total += picks.length;
  }
  if (total < play.minTotalPicks) return { ok: false, reason: 'selection.too.few' };
  const stakes = play.stakes(bet.selection);
  if (stakes < 1) return { ok: false, reason: 'selection.no.stake' };
  return {
    ok: true,
    play,
    stakes,
    amount: stakes * play.costPoints * stakePrice(bet.unit, bet.multiplier),
  };
}

export interface Settlement {
  /** Won when a stake won, else tie when a stake tied, else lost. */
  readonly status: typeof BET_STATUS.won | typeof BET_STATUS.tie | typeof BET_STATUS.lost;
  /** What goes back to the member: prize + refund, in minor units. */
  readonly payout: number;
  /** The winning stakes' prizes, after the cap. */
  readonly prize: number;
  /** The tied stakes' cost, returned exactly. */
  readonly refund: number;
  readonly hits: number;
  readonly tiedStakes: number;
  /** Whether the prize cap cut the prize. */
  readonly capped: boolean;
}

export interface SettleTerms extends PrizeTerms, JudgeContext {
  /** The prize cap per order in minor units (default {@link DEFAULT_PRIZE_CAP}). */
  readonly prizeCap?: number;
}

/**
 * Settles a bet against a drawn result: wins paid by the member's prize mode, tied stakes
 * refunded at their exact cost, the prize (not the refund) cut to the cap. Throws on a bet
 * {@link checkBet} refuses: such a bet should never have been placed.
 */
export function settleBet(bet: Bet, values: DrawnValues, terms: SettleTerms): Settlement {
  const check = checkBet(bet, terms.mode);
  if (!check.ok) throw new Error(`cannot settle an invalid bet: ${check.reason}`);
  const { play } = check;
  const judgement = play.judge(bet.selection, values, terms);
  let prize = 0;
  let hits = 0;
  for (const win of judgement.wins) {
    hits += win.hits;
    prize += win.hits * prizePerHit(play, win.key, bet.unit, bet.multiplier, terms, values, terms);
  }
  const cap = terms.prizeCap ?? DEFAULT_PRIZE_CAP;
  const capped = prize > cap;
  if (capped) prize = cap;
  const refund = judgement.ties * play.costPoints * stakePrice(bet.unit, bet.multiplier);
  const status = hits > 0 ? BET_STATUS.won : refund > 0 ? BET_STATUS.tie : BET_STATUS.lost;
  return {
    status,
    payout: prize + refund,
    prize,
    refund,
    hits,
    tiedStakes: judgement.ties,
    capped,
  };
}

/** A void draw (or a cancel before the lock) gives back exactly what the bet cost. */
export function refundOf(bet: Bet, mode: PrizeMode): number {
  const check = checkBet(bet, mode);
  return check.ok ? check.amount : 0;
}
