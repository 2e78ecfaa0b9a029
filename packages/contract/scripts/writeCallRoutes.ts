/**
 * Writes the table of src/callRoutes.ts: how each call of the catalogue travels (method, path, flags),
 * as plain data without its schemas, and src/errorCodes.ts: the error catalogue's codes
 * without their messages, both for the portal's first load. Run after changing a call or an
 * error code: `node packages/contract/scripts/writeCallRoutes.ts` (callRoutes.test.ts fails
 * until then).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callRoutesSource, errorCodesSource } from '../src/callRoutesSource.ts';

const sourceOf = (file: string): string => join(import.meta.dirname, '..', 'src', file);

for (const [file, source] of [
  // Only its table is written: the code that reads the table is callRoutes.ts's own.
  ['callRoutes.ts', callRoutesSource(readFileSync(sourceOf('callRoutes.ts'), 'utf8'))],
  ['errorCodes.ts', errorCodesSource()],
] as const) {
  const target = sourceOf(file);
  writeFileSync(target, source);
  // In the repository's own style, so the lint step passes as written.
  execFileSync(join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'biome'), [
    'format',
    '--write',
    target,
  ]);
  console.log(`wrote ${target}`);
}
