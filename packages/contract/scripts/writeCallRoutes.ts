/**
 * Writes src/callRoutes.ts: how each call of the catalogue travels (method, path, flags),
 * as plain data without its schemas, for the portal's first load. Run after changing a call:
 * `node packages/contract/scripts/writeCallRoutes.ts` (callRoutes.test.ts fails until then).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callRoutesSource } from '../src/callRoutesSource.ts';

const target = join(import.meta.dirname, '..', 'src', 'callRoutes.ts');
writeFileSync(target, callRoutesSource());
// In the repository's own style, so the lint step passes as written.
execFileSync(join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'biome'), [
  'format',
  '--write',
  target,
]);
console.log(`wrote ${target}`);
