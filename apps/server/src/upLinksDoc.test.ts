import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The links between server areas that still point up are the allowlist `serverUpAllowed` in
 * .dependency-cruiser.cjs (a new one fails `pnpm layers`). Its comment and docs/ARCHITECTURE.md
 * state how many there are; they drifted apart once (they said 2 while the list held 3), so
 * this keeps the stated counts equal to the list.
 */
const ROOT = join(import.meta.dirname, '../../..');
const cruiser = readFileSync(join(ROOT, '.dependency-cruiser.cjs'), 'utf8');
const architecture = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
const WORDS = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** The allowlist's entries: one `{ from: ..., to: ... }` line each. */
const allowed = (): number => {
  const list = cruiser.match(/const serverUpAllowed = \[([\s\S]*?)\n\];/)?.[1];
  if (list === undefined) throw new Error('serverUpAllowed not found in .dependency-cruiser.cjs');
  return [...list.matchAll(/^\s*\{ from: /gm)].length;
};

describe('the count of server links pointing up', () => {
  it('is the same in the cruiser comment, the architecture page and the allowlist', () => {
    const count = allowed();
    expect(count).toBeGreaterThan(0);
    expect(cruiser.match(/before the areas became modules, (\d+) now/)?.[1]).toBe(String(count));
    expect(architecture.match(/\*\*(\d+)\*\* of \d+ now/)?.[1]).toBe(String(count));
    expect(architecture.match(/(\w+) commented exceptions remain/)?.[1]).toBe(WORDS[count]);
  });
});
