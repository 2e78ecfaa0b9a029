import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfferedPlay } from './offeredPlays.ts';

/** The name of each offered play (the type makes an offered play without a name fail). */
export const PLAY_NAMES: Readonly<Record<OfferedPlay, MessageDescriptor>> = {
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
