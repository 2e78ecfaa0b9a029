import { describe, expect, it } from 'vitest';
import { callRoutes } from './callRoutes.ts';
import { deriveCallRoutes } from './callRoutesSource.ts';
import { isErrorCode } from './errorCodes.ts';
import { ERROR_CODES } from './errors.ts';

describe('callRoutes', () => {
  it('is the catalogue without its schemas (run scripts/writeCallRoutes.ts after a change)', () => {
    expect(callRoutes).toEqual(deriveCallRoutes());
  });

  it('errorCodes.ts knows every code of the error catalogue (run scripts/writeCallRoutes.ts)', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
    expect(isErrorCode('no.such.code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
