import { describe, expect, it } from 'vitest';
import { lanesFromVendorTypes } from './vendorLanes.ts';

describe('lanesFromVendorTypes', () => {
  it('groups the public vendor list into one lane per category, each vendor once', () => {
    const lanes = lanesFromVendorTypes([
      { vassalage: 'DEMO', gameType: 'RNG', displayName: 'Demo slots' },
      { vassalage: 'EVO', gameType: 'LIVE', displayName: 'Evolution' },
      { vassalage: 'DEMO', gameType: 'RNG', displayName: 'Demo slots' },
      { vassalage: 'PG', gameType: 'rng', displayName: 'PG Soft' },
      { vassalage: 'ODD', gameType: 'UNKNOWN', displayName: 'Odd' },
    ]);
    expect(
      lanes.map((lane) => [lane.gameCategory, lane.cards.map((card) => card.vassalage)]),
    ).toEqual([
      ['RNG', ['DEMO', 'PG']],
      ['LIVE', ['EVO']],
    ]);
  });

  it('keeps the icons and lane the public list names, so visitors see what members see', () => {
    const lanes = lanesFromVendorTypes([
      {
        vassalage: 'FC',
        gameType: 'RNG',
        displayName: 'Fa Chai',
        lagerIcon: '/media/vendors/FC-large.svg',
        smallIcon: '/media/vendors/FC-small.svg',
        gameCategory: 'FISH',
      },
    ]);
    expect(lanes).toEqual([
      {
        title: 'FISH',
        gameCategory: 'FISH',
        gameClassify: 'FISH',
        cards: [
          {
            vassalage: 'FC',
            displayName: 'Fa Chai',
            gameType: 'RNG',
            lagerIcon: '/media/vendors/FC-large.svg',
            smallIcon: '/media/vendors/FC-small.svg',
            isGame: '',
          },
        ],
      },
    ]);
  });
});
