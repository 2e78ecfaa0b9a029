import { defineConfig } from '@lingui/cli';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import type { ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import {
  ERRORS,
  errorMessageId,
  LANGUAGE_TAGS,
  LANGUAGES,
  MEMBER_MESSAGE_KEYS,
  MEMBER_MESSAGES,
  memberMessageId,
  PORTAL_ERROR_CODES,
} from '@portal/contract';

/**
 * The error catalogue is data, not macro calls: this extractor turns every entry of
 * `ERRORS` into the message `error.<code>` so translators see it next to the UI messages
 * and the check fails when a new code has no translation.
 */
const errorCatalogueExtractor: ExtractorType = {
  match: (filename) => /contract[\\/]src[\\/]errors\.ts$/.test(filename),
  extract(filename, _code, onMessageExtracted) {
    // The staff codes are the console's to translate (apps/console has its own catalogue).
    for (const code of PORTAL_ERROR_CODES) {
      onMessageExtracted({
        id: errorMessageId(code),
        message: ERRORS[code].message,
        origin: [filename, 0],
      });
    }
  },
};

/** The SMS and e-mail texts the server words in the member's language (contract memberMessages.ts). */
const memberMessageExtractor: ExtractorType = {
  match: (filename) => /contract[\\/]src[\\/]memberMessages\.ts$/.test(filename),
  extract(filename, _code, onMessageExtracted) {
    for (const key of MEMBER_MESSAGE_KEYS) {
      onMessageExtracted({
        id: memberMessageId(key),
        message: MEMBER_MESSAGES[key],
        origin: [filename, 0],
      });
    }
  },
};

export default defineConfig({
  sourceLocale: LANGUAGE_TAGS.EN,
  locales: LANGUAGES.map((language) => LANGUAGE_TAGS[language]),
  // No fallback: a missing translation must fail the check, never show English silently.
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src',
        '<rootDir>/../ui-kit/src',
        '<rootDir>/../session/src',
        '<rootDir>/../signin/src',
        '<rootDir>/../games/src',
        '<rootDir>/../lottery/src',
        '<rootDir>/../content/src',
        '<rootDir>/../account/src',
        '<rootDir>/../agent/src',
        '<rootDir>/../cashier/src',
        '<rootDir>/../points/src',
        '<rootDir>/../promotions/src',
        '<rootDir>/../../apps/web/src',
        '<rootDir>/../contract/src/errors.ts',
        '<rootDir>/../contract/src/memberMessages.ts',
      ],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/locales/**'],
    },
  ],
  compileNamespace: 'ts',
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  extractors: [errorCatalogueExtractor, memberMessageExtractor, createBabelExtractor()],
});
