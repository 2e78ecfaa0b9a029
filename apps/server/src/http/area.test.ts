import { describe, expect, it } from 'vitest';
import { AREAS, MIGRATIONS, memberHandlers } from '../app.ts';
import { LOTTERY_CRONTAB } from '../lottery/lotteryJobs.ts';
import { area as system } from '../system/system.area.ts';
import { defineArea, memberHandlersOf, migrationsOf, staffHandlersOf } from './area.ts';

describe('assembling the areas', () => {
  it('refuses a call, a desk or a migration two areas both declare, naming both', () => {
    const copy = defineArea({
      name: 'copy',
      handlers: system.handlers,
      staffHandlers: system.staffHandlers,
      migrations: system.migrations,
    });
    expect(() => memberHandlersOf([system, copy])).toThrow(/declared by both system and copy/);
    expect(() => staffHandlersOf([system, copy])).toThrow(/the staff call brandList/);
    expect(() => migrationsOf([system, copy])).toThrow(/the migration 0001_platform/);
  });

  it("takes every area's calls, migrations and cron lines into the server", () => {
    for (const area of AREAS) {
      for (const name of Object.keys(area.handlers ?? {})) {
        expect(memberHandlers).toHaveProperty(name);
      }
      for (const name of Object.keys(area.migrations ?? {}))
        expect(MIGRATIONS).toHaveProperty(name);
    }
    expect(AREAS.flatMap((area) => area.crontab ?? [])).toContain(LOTTERY_CRONTAB);
    expect(new Set(AREAS.map((area) => area.name)).size).toBe(AREAS.length);
  });
});
