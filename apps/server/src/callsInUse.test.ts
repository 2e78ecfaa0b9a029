import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { staffCalls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { memberHandlers } from './app.ts';

const root = join(import.meta.dirname, '..', '..', '..');

/** The running code of the portal and the console (not tests, stories or story fixtures). */
const screenSources = async (): Promise<string> => {
  const dirs = [
    ...(await readdir(join(root, 'packages')))
      .filter((p) => p !== 'contract')
      .map((p) => join(root, 'packages', p, 'src')),
    join(root, 'apps', 'web', 'src'),
    join(root, 'apps', 'console', 'src'),
  ];
  const texts: string[] = [];
  for (const dir of dirs) {
    // A package without src/ (a config package) has no screens; any other folder must be read.
    if (!existsSync(dir)) continue;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const name = entry.name;
      if (!entry.isFile() || !/\.tsx?$/.test(name)) continue;
      if (/\.(test|stories)\.tsx?$/.test(name) || /^story[A-Z]/.test(name)) continue;
      if (entry.parentPath.split(/[\\/]/).includes('locales')) continue;
      texts.push(await readFile(join(entry.parentPath, name), 'utf8'));
    }
  }
  return texts.join('\n');
};

/** The calls docs/ARCHITECTURE.md names as used by no screen, each with its reason. */
const documentedUnused = async (): Promise<string[]> => {
  const doc = await readFile(join(root, 'docs', 'ARCHITECTURE.md'), 'utf8');
  const lines = doc.split('\n');
  const header = lines.findIndex((line) => /^\| Call +\| Why no screen calls it +\|$/.test(line));
  const rows: string[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line);
  }
  // A row without its reason does not count.
  return rows.flatMap((row) => {
    const m = /^\| `(\w+)`(?: \(staff\))? +\| +(\S.*\S) +\|$/.exec(row);
    return m?.[1] ? [m[1]] : [];
  });
};

describe('implemented calls in use (issue 27)', () => {
  it('are called by a portal or console screen, or named in ARCHITECTURE.md with a reason', async () => {
    const sources = await screenSources();
    const used = (name: string) => new RegExp(`['"\`]${name}['"\`]`).test(sources);
    const implemented = [
      ...Object.keys(memberHandlers).filter(
        (name) => memberHandlers[name as keyof typeof memberHandlers],
      ),
      ...Object.keys(staffCalls),
    ];
    const unused = implemented.filter((name) => !used(name)).sort();
    const documented = (await documentedUnused()).sort();
    // An unused call missing from the table, or a call in the table a screen has come to use.
    expect(unused).toEqual(documented);
    expect(documented.length).toBeGreaterThan(0);
    expect(used('systemStatus')).toBe(true);
  });
});
