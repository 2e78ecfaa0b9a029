import { describe, expect, it } from 'vitest';
import { playsOfGroup } from './catalogue.ts';
import { loadPlaysOfGroup } from './groupPlays.ts';
import { DRAW_GROUPS } from './groups.ts';

describe('loadPlaysOfGroup', () => {
  it.each(DRAW_GROUPS)(
    'loads exactly the catalogue plays of %s, in catalogue order',
    async (group) => {
      const loaded = await loadPlaysOfGroup(group);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.map((play) => play.code)).toEqual(playsOfGroup(group).map((play) => play.code));
      // The very definitions the catalogue holds, not copies that could drift.
      for (const play of loaded) expect(playsOfGroup(group)).toContain(play);
    },
  );

  it('has no plays for a group the rules do not know', async () => {
    expect(await loadPlaysOfGroup('HOT')).toEqual([]);
    // A menu's code is any string, the names every object inherits included.
    expect(await loadPlaysOfGroup('toString')).toEqual([]);
  });
});
