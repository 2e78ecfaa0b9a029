import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One PostgreSQL for the whole run; each test file makes its own database in it.
    globalSetup: ['./test/globalSetup.ts'],
    // Vitest's default on two cores is one worker; the files are independent (own database),
    // and most of their time is spent waiting on scrypt and PostgreSQL, so two overlap well.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
