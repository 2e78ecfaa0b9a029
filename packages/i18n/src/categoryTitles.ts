import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameCategory } from '@portal/contract';

/** The portal's name for each game category, in the interface language. */
export const CATEGORY_TITLES: Readonly<Record<GameCategory, MessageDescriptor>> = {
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  RNG: msg`Slots`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  COCKFIGHT: msg`Cockfight`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
};
