import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Every story is a test, rendered in Chromium; play functions are the assertions. */
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
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: [
              '--headless',
              '--no-sandbox',
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  }),
);
