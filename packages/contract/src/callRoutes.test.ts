import { describe, expect, it } from 'vitest';
import { callRoutes } from './callRoutes.ts';
import { deriveCallRoutes } from './callRoutesSource.ts';

describe('callRoutes', () => {
  it('is the catalogue without its schemas (run scripts/writeCallRoutes.ts after a change)', () => {
    expect(callRoutes).toEqual(deriveCallRoutes());
  });
});
