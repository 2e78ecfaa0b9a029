import { resolve } from 'node:path';
import { precompressFolder } from '@portal/brand/node';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { consoleMacroPreset } from './macroPreset.ts';

/**
 * Writes `.br` and `.gz` beside each compressible file of the build, as the portal's
 * assemble step does: the server sends them as they are (staff/consoleSite.ts), so no
 * request pays for compression.
 */
const precompressBuild = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
};

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [consoleMacroPreset()] }),
    precompressBuild(),
  ],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
  server: {
    // `vite` in development forwards the staff calls to a local server.
    proxy: { '/staff': 'http://127.0.0.1:8080' },
  },
});
