import { describe, expect, it } from 'vitest';
import { callRoutes } from './callRoutes.ts';
import { callRoutesSource, deriveCallRoutes } from './callRoutesSource.ts';
import { isErrorCode } from './errorCodes.ts';
import { ERROR_CODES } from './errors.ts';

describe('callRoutes', () => {
  it('is the catalogue without its schemas (run scripts/writeCallRoutes.ts after a change)', () => {
    expect(callRoutes).toEqual(deriveCallRoutes());
  });

  it('rewrites only the table of callRoutes.ts, keeping the code around it', () => {
    const before = 'const head = 1;\nconst table = `stale line`;\nexport const tail = table;\n';
    const after = callRoutesSource(before);
    const [head, table, tail] = after.split('`');
    expect(head).toBe('const head = 1;\nconst table = ');
    expect(tail).toBe(';\nexport const tail = table;\n');
    // One line a call, in catalogue order.
    expect(table?.split('\n').map((line) => line.split(' ')[0])).toEqual(
      Object.keys(deriveCallRoutes()),
    );
    expect(after).not.toContain('stale line');
    expect(() => callRoutesSource('const routes = {};\n')).toThrow(/no const table/);
  });

  it('errorCodes.ts knows every code of the error catalogue (run scripts/writeCallRoutes.ts)', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
    expect(isErrorCode('no.such.code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
