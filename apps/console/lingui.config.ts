import { defineConfig } from '@lingui/cli';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { ERRORS, errorMessageId } from '@portal/contract';
import { CONSOLE_ERROR_CODES } from './src/i18n/errorCodes.ts';

/** The console's languages: English (source) and Simplified Chinese. */
export const CONSOLE_LOCALES = ['en', 'zh-CN'] as const;

/** The error codes the console shows become messages `error.<code>` in its catalogue. */
const errorCodeExtractor: ExtractorType = {
  match: (filename) => /console[\\/]src[\\/]i18n[\\/]errorCodes\.ts$/.test(filename),
  extract(filename, _code, onMessageExtracted) {
    for (const code of CONSOLE_ERROR_CODES) {
      onMessageExtracted({
        id: errorMessageId(code),
        message: ERRORS[code].message,
        origin: [filename, 0],
      });
    }
  },
};

/**
 * The console's own catalogue (not the portal's): its screens, and the ui-kit components it
 * renders, whose messages must be in every catalogue that shows them.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...CONSOLE_LOCALES],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../../packages/ui-kit/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    },
  ],
  compileNamespace: 'ts',
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  extractors: [errorCodeExtractor, createBabelExtractor()],
});
