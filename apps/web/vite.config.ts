import { linguiMacroPreset } from '@portal/i18n/macro-preset';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compileHints.ts';
import { devBrand } from './scripts/devBrand.ts';
import { emotionMinifyPreset } from './scripts/emotionMinify.ts';
import { pureReactRouter } from './scripts/pureReactRouter.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [linguiMacroPreset()] }),
    babel({ presets: [emotionMinifyPreset()] }),
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
      treeshake: {
        // @emotion/react imports hoist-non-react-statics (and so react-is) bare, for its
        // withTheme, which the portal never uses; both are CommonJS without a sideEffects
        // field, so the bundler kept them on every first load (about 0.5 KiB brotli, issue 27).
        // Neither does anything on import but define functions. Any other module: as declared.
        moduleSideEffects: (id) =>
          /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined,
      },
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
            // The app's own modules every page's first load runs (session, calls, languages,
            // money, the ui-kit parts of the shell and the home), in one chunk: left to the
            // default splitting they came in some twenty small chunks, as each lazy screen
            // shares a few, each compressed on its own (about 6 KiB more brotli on the home's
            // first load, issue 27). Only modules main.tsx or the home load anyway are named:
            // not ui-kit's Table, forms or pickers, nor the languages' catalogues, nor its
            // dialogs (Modal and those built on it), which only open on a click or a launch.
            {
              name: 'core',
              test: /packages[\\/](session|api-client)[\\/]src[\\/][^\\/]+\.tsx?$|packages[\\/]i18n[\\/]src[\\/][^\\/]+\.ts$|packages[\\/]contract[\\/]src[\\/](callRoutes|errorCodes|money)\.ts$|packages[\\/]ui-kit[\\/]src[\\/](Button|Grid|GridList|QueryStatus|RouterLink|Spinner|Stack|Surface|Tabs|VisuallyHidden|breakpoints|clock|theme|useMedia)\.tsx?$|packages[\\/]games[\\/]src[\\/]gamesContext\.tsx?$|apps[\\/]web[\\/]src[\\/](brand[\\/]BrandContext|start[\\/]installPrompt)\.tsx?$/,
            },
            // The home screen's small parts that other screens load later too (its carousel,
            // game and vendor cards, lanes, rich text, the install card), in one chunk: each on its own came as a chunk of well under 1 KiB, each
            // compressed alone (about 1 KiB more brotli on the home's first load, issue 27). None
            // is on another counted page's first screen, so no other first load takes it.
            {
              name: 'homeParts',
              test: /packages[\\/]content[\\/]src[\\/](BannerCarousel|RichText)\.tsx$|packages[\\/]games[\\/]src[\\/](GameCard|GameLane|VendorCard)\.tsx$|packages[\\/]contract[\\/]src[\\/]rules\.ts$|apps[\\/]web[\\/]src[\\/]shell[\\/]AddToHomeScreen\.tsx$/,
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
