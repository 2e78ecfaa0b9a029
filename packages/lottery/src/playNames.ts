import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlayDefinition } from '@portal/lottery-rules';

/**
 * The plays the portal offers so far, by the rules' code, with their names. The engine knows
 * every play of every group; a group's plays appear here as its screens are written (K3
 * first: the popular 1-minute draws).
 */
export const PLAY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'K3.sum': msg`Sum`,
  'K3.bsoe': msg`Big, small, odd, even`,
  'K3.triple.any': msg`Any triple`,
  'K3.triple.one': msg`Chosen triple`,
  'K3.pair.any': msg`Any pair`,
  'K3.pair.single': msg`Pair and single`,
  'K3.three.different': msg`Three different`,
  'K3.two.different': msg`Two different`,
  'K3.straight': msg`Straight`,
};

/** The plays of a group the portal can offer. */
export const offeredPlays = (plays: readonly PlayDefinition[]): PlayDefinition[] =>
  plays.filter((play) => Object.hasOwn(PLAY_NAMES, play.code));
