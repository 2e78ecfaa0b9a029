import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PrizeMode } from '@portal/contract';
import {
  type Bet,
  type BetCheck,
  checkPlayBet,
  MAX_MULTIPLIER,
  type PlayDefinition,
} from '@portal/lottery-rules';
import { rowName, typedDigits } from './optionLabels.ts';

/**
 * Why the engine refuses a selection, in the member's words: the row named when the play has
 * several, and the limit the row sets (at least 2 numbers, at most 10...).
 */
export function betRefusalMessage(
  i18n: I18n,
  check: Extract<BetCheck, { ok: false }>,
  play: PlayDefinition,
): string {
  const spec = check.row === undefined ? undefined : play.rows[check.row];
  const reason = (): string => {
    switch (check.reason) {
      case 'selection.pick':
        return i18n._(msg`A pick is not one of this play's numbers.`);
      case 'selection.repeat':
        return i18n._(msg`A number is picked twice.`);
      case 'selection.too.few': {
        const least = spec?.minPicks ?? play.minTotalPicks;
        return i18n._(msg`Pick at least ${least}.`);
      }
      case 'selection.too.many': {
        const most = spec?.maxPicks ?? 0;
        return i18n._(msg`Pick at most ${most}.`);
      }
      case 'selection.position':
        return i18n._(msg`In this prize mode only the last four positions are played.`);
      case 'selection.no.stake':
        return i18n._(msg`These picks make no stake: each row needs a number the others lack.`);
      case 'multiplier.invalid': {
        const highest = MAX_MULTIPLIER;
        return i18n._(msg`The multiplier is a whole number from 1 to ${highest}.`);
      }
      default:
        return i18n._(msg`This bet cannot be placed.`);
    }
  };
  if (!spec || play.rows.length < 2) return reason();
  const row = rowName(i18n, spec);
  const text = reason();
  return i18n._(msg`In ${row}: ${text}`);
}

/** What the slip shows for a selection: its stakes and amount, or why it is refused. */
export interface SlipFigures {
  readonly stakes: number;
  /** In minor units. */
  readonly amount: number;
  /** The refusal in words, once something is picked (an empty slip is not refused). */
  readonly refusal: string | undefined;
}

/**
 * Checks a selection with the engine and gives the slip its figures. A typed row's pieces of
 * the wrong length are named under the field itself, so the engine's "not one of this play's
 * numbers" is not said twice.
 */
export function slipFigures(
  i18n: I18n,
  bet: Bet,
  play: PlayDefinition,
  mode: PrizeMode,
): SlipFigures {
  const check = checkPlayBet(play, bet, mode);
  if (check.ok) return { stakes: check.stakes, amount: check.amount, refusal: undefined };
  const picked = bet.selection.some((row) => row.length > 0);
  const spec = check.row === undefined ? undefined : play.rows[check.row];
  const saidByField =
    check.reason === 'selection.pick' && spec !== undefined && typedDigits(spec) !== undefined;
  return {
    stakes: 0,
    amount: 0,
    refusal: picked && !saidByField ? betRefusalMessage(i18n, check, play) : undefined,
  };
}
