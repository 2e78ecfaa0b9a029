import { PLAYS, playByCode, playsOfGroup } from '@portal/lottery-rules';
import { describe, expect, it } from 'vitest';
import { isOfferedPlay, OFFERED_PLAYS, offeredPlays } from './offeredPlays.ts';

describe('the plays the portal offers', () => {
  it('are plays the engine knows', () => {
    for (const code of OFFERED_PLAYS) expect(playByCode(code), code).toBeDefined();
  });

  it('include every K3 play, in the engine’s order', () => {
    expect(offeredPlays(playsOfGroup('K3')).map((p) => p.code)).toEqual(
      playsOfGroup('K3').map((p) => p.code),
    );
  });

  it('leave out what has no screen yet', () => {
    expect(offeredPlays(PLAYS)).toHaveLength(OFFERED_PLAYS.length);
    expect(offeredPlays(playsOfGroup('VN'))).toEqual([]);
    expect(isOfferedPlay('SSC.star5.direct')).toBe(false);
  });
});
