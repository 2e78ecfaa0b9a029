import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameCategory } from '@portal/contract';

/**
 * The portal's name for a game category, in the interface language. A function rather than a
 * table of descriptors: this package's index is imported uncompiled by unit tests, where a
 * macro run at import time throws; inside a function it runs only where the build compiled it.
 */
export const categoryTitle = (i18n: I18n, category: GameCategory): string => {
  const titles: Readonly<Record<GameCategory, MessageDescriptor>> = {
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
  return i18n._(titles[category]);
};
