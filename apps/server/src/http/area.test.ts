import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
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

  it('keeps one call or one small family per handler file', async () => {
    // docs/ADDING-A-FEATURE.md: one call, or one small family, per `<name>.handler.ts`. Twelve
    // is the largest family today (an agent's contracts: four of them one `process` call per
    // contract type); the cashier's fourteen calls of five families in one file were split.
    const SRC = join(import.meta.dirname, '..');
    const files = (await readdir(SRC, { recursive: true }))
      .filter((file) => file.endsWith('.handler.ts'))
      .sort();
    expect(files.length).toBeGreaterThan(30);
    const large: string[] = [];
    for (const file of files) {
      const module = (await import(join(SRC, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== 'object' || value === null) continue;
        const calls = Object.values(value).filter((entry) => typeof entry === 'function').length;
        if (calls > 12) large.push(`${file} ${name}: ${calls} calls`);
      }
    }
    expect(large).toEqual([]);
  });
});
