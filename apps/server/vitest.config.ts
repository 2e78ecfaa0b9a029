import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One PostgreSQL for the whole run; each test file makes its own database in it.
    globalSetup: ['./test/globalSetup.ts'],
    // Vitest's default on two cores is one worker; the files are independent (own database),
    // and most of their time is spent waiting on scrypt and PostgreSQL, so two overlap well.
    maxWorkers: 2,
    // A worker runs file after file in one module graph instead of importing the server anew
    // for each (a fifth of the run was imports). Every file has its own server and database;
    // module state is per server (settleClock's offsets) or pure caches (parsed brand points,
    // password hashing slots). Measured on the whole suite, quiet, one run each: 570 s wall and
    // 1,051 s of CPU isolated, 300 s and 533 s shared.
    isolate: false,
    // New password hashes cost 2^12 instead of 2^17 here (see session/passwords.ts): the
    // tests are about sign-in rules and money, and the full cost was a third of the run.
    env: { PORTAL_TEST_SCRYPT_LOGN: '12' },
    // Sign-in tests chain several OWASP-cost scrypt checks (about 0.3 s each on an idle core,
    // several times that on a loaded two-core machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
