import { linguiMacroPreset } from '@portal/i18n/macro-preset';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compileHints.ts';
import { devBrand } from './scripts/devBrand.ts';
import { pureReactRouter } from './scripts/pureReactRouter.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [linguiMacroPreset()] }),
    devBrand(),
    pureReactRouter(),
    // The first load's chunks ask V8 to compile them as they load.
    compileHints(),
    // The installable app's service worker (sw/serviceWorker.ts says what it keeps). Each
    // brand's manifest is written by scripts/assemble.ts, and the app registers the worker
    // itself, so the plugin adds nothing to the page.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'serviceWorker.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        // The shell: hashed scripts and styles, not source maps, images or the page itself.
        globPatterns: ['assets/**/*.{js,css}'],
        globIgnores: ['**/*.map'],
      },
    }),
  ],
  build: {
    // One build serves every brand: scripts/assemble.ts writes each brand's index.html from it.
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // scripts/bench reads the home page's first-load chunks from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs on, in one chunk: split along the app's lazy screens
        // they came out in a dozen small chunks, each compressed on its own (about 4 KiB more
        // on the first load). Only what the first load needs anyway is named here: TanStack's
        // table (ui-kit's Table, 8 KiB brotli) is not, as no screen of the first load has one.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|@tanstack[\\/](query-core|react-query)|jotai|ky|react-router|react-router-dom|@lingui[\\/](core|react)|stylis|@babel[\\/]runtime|hoist-non-react-statics|react-is)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `vite` in development forwards the platform calls to a local server.
    proxy: { '/wps': 'http://127.0.0.1:8080', '/lgw': 'http://127.0.0.1:8080' },
  },
});
