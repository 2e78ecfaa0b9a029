import { DRAW_GROUPS, PLAYS, playByCode, playsOfGroup } from '@portal/lottery-rules';
import { describe, expect, it } from 'vitest';
import { OFFERED_PLAYS, offeredPlays } from './offeredPlays.ts';

describe('the plays the portal offers', () => {
  it('are plays the engine knows', () => {
    for (const code of OFFERED_PLAYS) expect(playByCode(code), code).toBeDefined();
  });

  it('are every play of the engine, in its order', () => {
    expect(offeredPlays(PLAYS).map((p) => p.code)).toEqual(PLAYS.map((p) => p.code));
  });

  it('give every group something to bet on', () => {
    for (const group of DRAW_GROUPS) {
      expect(offeredPlays(playsOfGroup(group)).length, group).toBeGreaterThan(0);
    }
  });

  it('give VN and SEA their plays in the SEA prize mode only', () => {
    expect(offeredPlays(playsOfGroup('VN', 'SEA'))).toHaveLength(playsOfGroup('VN').length);
    expect(offeredPlays(playsOfGroup('SEA', 'LOTT'))).toEqual([]);
  });
});
