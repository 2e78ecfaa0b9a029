import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.ts';

// A fixed port: the config is evaluated in every worker, so a random one would differ.
export const port = Number(process.env.E2E_PORT ?? 18090);
const root = join(import.meta.dirname, '..', '..');
const results = process.env.E2E_RESULTS ?? join(root, '.data', 'test-results', 'playwright.json');
// Each run gets a brand-new embedded PostgreSQL: tests see exactly the seeded demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
/**
 * The server's brands: a copy of brands/, so the new-brand journey adds its brand there and
 * not to the repository. Set in the environment here (the first evaluation, in the runner),
 * so the workers, started after it, see the same folder.
 */
const makeBrandsCopy = () => {
  const copy = mkdtempSync(join(tmpdir(), 'portal-e2e-brands-'));
  cpSync(join(root, 'brands'), copy, { recursive: true, filter: (f) => !f.endsWith('README.md') });
  process.env.E2E_BRANDS_DIR = copy;
  return copy;
};
export const brandsDir = process.env.E2E_BRANDS_DIR ?? makeBrandsCopy();

/** The phone the phone journeys run on (ui-kit's phone viewport). */
export const PHONE = { width: 390, height: 844 } as const;

export default defineConfig({
  testDir: 'tests',
  // Generous: a sign-in solves a proof-of-work and runs scrypt; a loaded machine is slow, not wrong.
  timeout: 120_000,
  // A sign-in solves a proof of work in the page and the server runs scrypt: on a loaded
  // two-core machine one step can take over 10 s (seen: the login dialog closing after 11 s).
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: results }]],
  use: {
    // A trace records a screencast and a DOM snapshot at every action: it made the journeys
    // about 40% slower (measured: login and home-visitor journeys, one worker, 42 s without, 64 s
    // with). Asked for when debugging (E2E_TRACE=1, or --trace on); a failure keeps its screenshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // Every journey at desktop size; a few focused ones (`*.phone.spec.ts`) on a touch phone,
  // rather than every journey twice.
  projects: [
    { name: 'desktop', testIgnore: /\.phone\.spec\.ts$/ },
    {
      name: 'phone',
      testMatch: /\.phone\.spec\.ts$/,
      use: { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: `node ${join(root, 'apps', 'server', 'src', 'main.ts')}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BRANDS_DIR: brandsDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Only the loopback "proxy" is trusted: a journey may then come from another address
      // (X-Forwarded-For), as the new-IP step needs.
      TRUST_PROXY: '127.0.0.1',
      // A tenth of the default proof of work (50,000): every sign-in and sign-up solves it in the
      // page, about 0.9 s on a quiet core at the default and several seconds on a loaded one; the
      // portal still solves it and the server still checks it, as the server's tests do at 200.
      CHALLENGE_MAXNUMBER: '5000',
    },
  },
});

export const portalUrl = (brand: string, path = '/') => `http://${brand}.localhost:${port}${path}`;
/** The operator console, on its own host (the server's default CONSOLE_HOST). */
export const consoleUrl = (path = '/') => `http://console.localhost:${port}${path}`;
