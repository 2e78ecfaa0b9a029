import { PLAYS, playByCode, playsOfGroup } from '@portal/lottery-rules';
import { describe, expect, it } from 'vitest';
import { offeredPlays, PLAY_NAMES } from './playNames.ts';

describe('the plays the portal offers', () => {
  it('names only plays the engine knows', () => {
    for (const code of Object.keys(PLAY_NAMES)) expect(playByCode(code), code).toBeDefined();
  });

  it('offers every K3 play, in the engine’s order', () => {
    expect(offeredPlays(playsOfGroup('K3')).map((p) => p.code)).toEqual(
      playsOfGroup('K3').map((p) => p.code),
    );
  });

  it('offers nothing it cannot name', () => {
    expect(offeredPlays(PLAYS).every((p) => Object.hasOwn(PLAY_NAMES, p.code))).toBe(true);
    expect(offeredPlays(playsOfGroup('VN'))).toEqual([]);
  });
});
