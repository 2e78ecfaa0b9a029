import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The property tests walk every draw of a format (10^5 for SSC) per run: on a busy
    // two-core machine one test can take well over vitest's default 5 s.
    testTimeout: 120_000,
  },
});
