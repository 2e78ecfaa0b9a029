import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callNames } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { renderImplementedCalls } from './implementedCalls.ts';

describe('IMPLEMENTED.md', () => {
  it('matches what scripts/implemented-calls.ts generates now', async () => {
    const committed = await readFile(join(import.meta.dirname, '..', 'IMPLEMENTED.md'), 'utf8');
    // If this fails: run `node scripts/implemented-calls.ts` in apps/server and commit the file.
    expect(committed).toBe(renderImplementedCalls());
  });

  it('lists every catalogue call once', () => {
    const rows = renderImplementedCalls()
      .split('\n')
      .filter((line) => /^\| \w+ +\| (GET|POST|PUT|DELETE) /.test(line));
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual(callNames);
  });
});
