// The `unit` step of scripts/test: every workspace package's unit tests in ONE vitest run
// (issue 26). Each package stays its own project, read from its own folder: its own
// vitest.config.ts or vite.config.ts when it has one (apps/web's plugins, lottery-rules'
// timeout), vitest's defaults when not, so each keeps the environment, set-up and includes
// that `pnpm test` in that folder gives it (vitest looks for a config only in its own root,
// so that `pnpm test` is unchanged by this file). One process pays vitest's and vite's
// start-up once instead of ~17 times and spreads every package's files over one pool.
//
// The projects are the packages whose package.json has a `test` script, as turbo ran them,
// less the server (its suite runs apart, on an external PostgreSQL) and the stories (their
// own step in Chromium).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const apart = new Set(['apps/server', 'apps/storybook']);
const projects = ['apps', 'packages']
  .flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`))
  .filter((dir) => !apart.has(dir) && existsSync(join(root, dir, 'package.json')))
  .filter((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return typeof pkg.scripts?.test === 'string';
  })
  .sort();

export default defineConfig({
  test: {
    projects,
    // Some packages have no test files yet (their `pnpm test` passes --passWithNoTests).
    passWithNoTests: true,
  },
});
