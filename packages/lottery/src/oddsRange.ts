import type { PlayOdds } from '@portal/contract';
import type { Selection } from '@portal/lottery-rules';

/** The odds a slip shows: one figure, or the lowest and highest where prizes differ. */
export interface OddsRange {
  low: number;
  high: number;
}

/**
 * What the chosen play pays, from the server's odds (`/lgw/odds`): one line for the whole
 * play, or, where each pick is its own prize (a K3 sum), the picks chosen so far (every pick
 * while none is chosen). Undefined while the odds are not known.
 */
export const oddsRange = (
  odds: readonly PlayOdds[] | undefined,
  play: string | undefined,
  selection: Selection,
): OddsRange | undefined => {
  const prizes = odds?.find((o) => o.play === play)?.prizes ?? [];
  const whole = prizes.find((p) => p.key === null);
  if (whole) return { low: whole.odds, high: whole.odds };
  const chosen = new Set(selection.flatMap((picks, row) => picks.map((pick) => `${row}:${pick}`)));
  const shown = prizes.some((p) => p.key !== null && chosen.has(p.key))
    ? prizes.filter((p) => p.key !== null && chosen.has(p.key))
    : prizes;
  if (shown.length === 0) return undefined;
  const figures = shown.map((p) => p.odds);
  return { low: Math.min(...figures), high: Math.max(...figures) };
};
