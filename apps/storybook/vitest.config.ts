import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.ts';
import viteConfig from './vite.config.ts';

/** The demo brands (brands/*), as the brand toolbar lists them (preview.tsx). */
const brandCodes = readdirSync(join(import.meta.dirname, '..', '..', 'brands'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The console's stories (apps/console), as vitest names them from here. */
const CONSOLE_STORIES = '../console/**';

/**
 * Every story is a test, rendered in Chromium in every demo brand (its theme, currency and
 * settings: the brand toolbar's global), the console's in the first brand only (below); play
 * functions are the assertions. A story that
 * pins its brand (`globals: { brand }`) keeps it in every pass.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
    // With emotion's jsxImportSource, pre-bundled React must stay in development mode or its
    // jsxDEV export is folded away (toolchain.md).
    optimizeDeps: {
      // Found late, these would make vite re-optimise and reload the browser in the middle of a
      // cold run (a fresh clone or CI); listing them up front keeps the first run stable.
      include: [
        'react-router-dom',
        'jotai',
        '@emotion/react',
        '@emotion/styled',
        '@lingui/core',
        '@lingui/react',
        '@portal/contract > valibot',
        '@portal/api-client > ky',
        '@portal/content > swiper',
        '@portal/content > swiper/modules',
        '@portal/content > dompurify',
        '@portal/content > qrcode',
        '@portal/agent > qrcode',
        '@portal/signin > final-form',
        '@portal/signin > react-final-form',
        '@portal/promotions > qrcode',
        '@tanstack/react-query',
      ],
      rolldownOptions: {
        transform: { define: { 'process.env.NODE_ENV': '"development"' } },
      },
    },
    test: {
      name: 'storybook',
      // A story file imports React, the providers and the catalogues it shares with every other:
      // isolating each file in a fresh page paid for that again per file (a quarter of the run).
      // Each story still gets a fresh store, query client and API answers (preview.tsx).
      isolate: false,
      // Two pages at once: one page keeps one core busy only in bursts (measured: 148 s for three
      // brands of 56 files on one page, 96 s on two).
      maxWorkers: 2,
      // A hang still fails; a long play on a loaded machine does not: the console's raffle
      // editor story types ~40 values (2.3 s quiet, 8.4 s in a loaded clean-clone run, over the
      // default 15 s in the CI of 7d98b1b2, where the server's suite runs beside this step).
      testTimeout: 30_000,
      // Names each result's brand (a story can fail in one brand only).
      setupFiles: ['./brandPasses.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
        }),
        // One browser instance per brand, each setting the toolbar's global for its run. They
        // share this config's one Vite server (each module is transformed once for all brands),
        // where a Vitest project per brand would start a server and transform everything again.
        // The console has one look of its own (consoleTheme), whatever the brand: its stories run
        // in the first brand's pass only, not again in every brand.
        instances: brandCodes.map((brand, index) => ({
          browser: 'chromium',
          name: brand,
          provide: { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { brand }, storyBrand: brand },
          ...(index === 0 ? {} : { exclude: [...configDefaults.exclude, CONSOLE_STORIES] }),
        })),
      },
    },
  }),
);
