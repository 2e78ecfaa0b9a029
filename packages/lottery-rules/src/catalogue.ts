import type { PrizeMode } from '@portal/contract';
import type { DrawGroup } from './groups.ts';
import type { PlayDefinition } from './play.ts';
import { LF_PLAYS, SSC_PLAYS } from './plays/digits.ts';
import { K3_PLAYS } from './plays/k3.ts';
import { HK6_PLAYS, LHC_PLAYS, PCB_PLAYS, PK10_PLAYS, X115_PLAYS } from './plays/numbers.ts';
import { SEA_PLAYS, VN_PLAYS } from './plays/vnSea.ts';

/** Every play of the rules, `GROUP.play`, grouped by draw format. */
export const PLAYS: readonly PlayDefinition[] = [
  ...SSC_PLAYS,
  ...K3_PLAYS,
  ...X115_PLAYS,
  ...PK10_PLAYS,
  ...LHC_PLAYS,
  ...HK6_PLAYS,
  ...PCB_PLAYS,
  ...LF_PLAYS,
  ...VN_PLAYS,
  ...SEA_PLAYS,
];

const BY_CODE = new Map(PLAYS.map((play) => [play.code, play]));

/** The play named `code` (`K3.sum`), or undefined. */
export function playByCode(code: string): PlayDefinition | undefined {
  return BY_CODE.get(code);
}

/** A group's plays, in catalogue order; with a prize mode, only those offered in it. */
export function playsOfGroup(group: DrawGroup, mode?: PrizeMode): PlayDefinition[] {
  return PLAYS.filter((play) => play.group === group && (!mode || play.modes.includes(mode)));
}
