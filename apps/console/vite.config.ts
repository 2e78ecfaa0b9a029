import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleMacroPreset } from './macroPreset.ts';

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [consoleMacroPreset()] }),
  ],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
  server: {
    // `vite` in development forwards the staff calls to a local server.
    proxy: { '/staff': 'http://127.0.0.1:8080' },
  },
});
