import { linguiMacroPreset } from '@portal/i18n/macro-preset';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The same compile pipeline as the portal: emotion's JSX runtime and the Lingui macros. */
export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    babel({ presets: [linguiMacroPreset()] }),
  ],
});
