// Reads every suite's results and prints the one summary line of scripts/test.
// Test cases come from vitest and Playwright JSON; a static check (lint, layers, types,
// build) without test cases counts as one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const results = process.argv[2] ?? join(root, '.data', 'test-results');
let passed = 0;
let failed = 0;
const lines: string[] = [];
// The failing tests by name, with the first line of their error, so that a run whose
// output is read only from its end still says what failed.
const failures: string[] = [];
const firstLine = (text?: string) =>
  (text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

type PlaywrightSuite = {
  title: string;
  specs?: {
    title: string;
    ok: boolean;
    tests?: { projectName?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
const playwrightFailures = (suite: PlaywrightSuite, path: string[]): void => {
  const here = [...path, suite.title].filter(Boolean);
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    for (const test of spec.tests ?? []) {
      const message = test.results?.find((result) => result.error)?.error?.message;
      failures.push(
        `e2e [${test.projectName ?? ''}] ${[...here, spec.title].join(' > ')}: ${firstLine(message)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
};

// The packages' unit tests run as one vitest run of projects (the root vitest.config.ts), so
// their results are one file; each failing test is named below with its package's path.
const vitestFiles = [
  join(results, 'vitest-unit.json'),
  join(results, 'vitest-stories.json'),
  join(results, 'vitest-external-pg.json'),
].filter((file) => existsSync(file));

for (const file of vitestFiles) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults?: {
      name: string;
      assertionResults?: {
        fullName: string;
        status: string;
        failureMessages?: string[];
        // The stories run once per brand; apps/storybook/brandPasses.ts names the brand here.
        meta?: { brand?: string };
      }[];
    }[];
  };
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(
          `${test.meta?.brand ? `[${test.meta.brand}] ` : ''}${suite.name.replace(`${root}/`, '')} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  lines.push(
    `  ${file.replace(`${root}/`, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}

const e2eFile = join(results, 'playwright.json');
if (existsSync(e2eFile)) {
  const { stats, suites } = JSON.parse(readFileSync(e2eFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  };
  for (const suite of suites ?? []) playwrightFailures(suite, []);
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  lines.push(`  e2e: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`);
}

const stepsFile = join(results, 'steps.txt');
const steps = existsSync(stepsFile) ? readFileSync(stepsFile, 'utf8').trim().split('\n') : [];
for (const step of steps) {
  const [outcome, name] = step.split(' ');
  // Suites with cases are counted above; their step line only matters when it failed
  // without writing results (a crash before the reporter ran).
  const counted = ['unit', 'stories', 'e2e', 'server-pg'].includes(name ?? '');
  if (outcome === 'ok' && !counted) passed += 1;
  if (outcome === 'FAILED' && !counted) failed += 1;
  if (outcome === 'FAILED' && counted && failed === 0) failed += 1;
  lines.push(`  step ${step}`);
}

if (failures.length > 0) {
  lines.push('  failing tests:');
  for (const failure of failures.slice(0, 30)) lines.push(`    ${failure.slice(0, 300)}`);
}
const machineFile = join(results, 'machine.txt');
if (existsSync(machineFile)) lines.push(`  ${readFileSync(machineFile, 'utf8').trim()}`);
console.log(`\n${lines.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
