import type { PlayDefinition } from '@portal/lottery-rules';

/**
 * The plays the portal offers so far, by the rules' code. The engine knows every play of
 * every group; a group's plays join this list as its screens and names are written (K3
 * first: the popular 1-minute draws). Each one has its name in playNames.ts.
 */
export const OFFERED_PLAYS = [
  'K3.sum',
  'K3.bsoe',
  'K3.triple.any',
  'K3.triple.one',
  'K3.pair.any',
  'K3.pair.single',
  'K3.three.different',
  'K3.two.different',
  'K3.straight',
] as const;
export type OfferedPlay = (typeof OFFERED_PLAYS)[number];

const offered: ReadonlySet<string> = new Set(OFFERED_PLAYS);

export const isOfferedPlay = (code: string): code is OfferedPlay => offered.has(code);

/** The plays of a group the portal can offer, in the engine's order. */
export const offeredPlays = (plays: readonly PlayDefinition[]): PlayDefinition[] =>
  plays.filter((play) => isOfferedPlay(play.code));
