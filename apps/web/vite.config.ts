import { linguiMacroPreset } from '@portal/i18n/macro-preset';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devBrand } from './scripts/devBrand.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [linguiMacroPreset()] }),
    devBrand(),
  ],
  build: {
    // One build serves every brand: scripts/assemble.ts writes each brand's index.html from it.
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // scripts/bench reads the home page's first-load chunks from the manifest.
    manifest: true,
  },
  server: {
    // `vite` in development forwards the platform calls to a local server.
    proxy: { '/wps': 'http://127.0.0.1:8080', '/lgw': 'http://127.0.0.1:8080' },
  },
});
