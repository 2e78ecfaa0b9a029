/**
 * Writes src/callRoutes.ts: how each call of the catalogue travels (method, path, flags),
 * as plain data without its schemas, and src/errorCodes.ts: the error catalogue's codes
 * without their messages, both for the portal's first load. Run after changing a call or an
 * error code: `node packages/contract/scripts/writeCallRoutes.ts` (callRoutes.test.ts fails
 * until then).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callRoutesSource, errorCodesSource } from '../src/callRoutesSource.ts';

for (const [file, source] of [
  ['callRoutes.ts', callRoutesSource()],
  ['errorCodes.ts', errorCodesSource()],
] as const) {
  const target = join(import.meta.dirname, '..', 'src', file);
  writeFileSync(target, source);
  // In the repository's own style, so the lint step passes as written.
  execFileSync(join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'biome'), [
    'format',
    '--write',
    target,
  ]);
  console.log(`wrote ${target}`);
}
