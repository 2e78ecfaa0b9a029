import { describe, expect, it } from 'vitest';
import {
  BET_STATUS,
  BET_STATUS_CODES,
  GAME_CATEGORIES,
  LANGUAGE_TAGS,
  LANGUAGES,
  LOTTERY_GROUPS,
  MODULE_IDS,
  RTL_LANGUAGES,
  SETTLED_BET_STATUSES,
  STANDING_BET_STATUSES,
} from './enums.ts';

describe('languages', () => {
  it('are exactly the 18 of platform-spec section 9', () => {
    expect([...LANGUAGES].sort()).toEqual(
      [
        'CN',
        'EN',
        'JA',
        'TH',
        'VI',
        'MY',
        'ES',
        'HI',
        'ID',
        'KM',
        'KO',
        'MS',
        'PT',
        'TA',
        'TW',
        'TY',
        'UR',
        'PT-BR',
      ].sort(),
    );
  });

  it('each map to a valid BCP 47 tag, distinct from the others', () => {
    expect(Object.keys(LANGUAGE_TAGS).sort()).toEqual([...LANGUAGES].sort());
    const tags = Object.values(LANGUAGE_TAGS);
    expect(Intl.getCanonicalLocales(tags)).toHaveLength(LANGUAGES.length);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('write Urdu right to left and the rest left to right', () => {
    expect(RTL_LANGUAGES).toEqual(['UR']);
  });
});

describe('categories and lottery groups', () => {
  it('has the nine game categories', () => {
    expect([...GAME_CATEGORIES].sort()).toEqual(
      ['SPORTS', 'ESPORTS', 'LIVE', 'LOTT', 'ELOTT', 'PVP', 'FISH', 'RNG', 'COCKFIGHT'].sort(),
    );
  });

  it('has the nine menu groups and the VN and SEA draws', () => {
    expect([...LOTTERY_GROUPS].sort()).toEqual(
      ['K3', 'SSC', 'LHC', 'PCB', '11X5', 'HOT', 'PK10', 'LF', 'HK6', 'VN', 'SEA'].sort(),
    );
  });

  it('names no module twice', () => {
    expect(new Set(MODULE_IDS).size).toBe(MODULE_IDS.length);
  });
});

describe('bet order statuses', () => {
  it("are the family's codes, each named once, the groups made of them", () => {
    expect(BET_STATUS_CODES).toEqual([2, 4, 5, 6, 7, 8, 12, 14, 15, 16, 20, 99]);
    expect(BET_STATUS.cancelled).toEqual([6, 7, 8]);
    expect(BET_STATUS.refund).toEqual([12, 14, 15]);
    expect(STANDING_BET_STATUSES).toEqual([2, 4, 5, 16]);
    expect(SETTLED_BET_STATUSES).toEqual([4, 5, 16]);
  });
});
