import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderImplementedCalls } from '../src/implementedCalls.ts';

const target = join(import.meta.dirname, '..', 'IMPLEMENTED.md');
await writeFile(target, renderImplementedCalls());
process.stdout.write(`wrote ${target}\n`);
