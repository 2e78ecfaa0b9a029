import type { I18n } from '@lingui/core';
import { type ErrorCode, errorMessageId, isErrorCode } from '@portal/contract';

/** Anything that failed with a catalogue code, such as the api client's ApiError. */
export interface CodedFailure {
  code: string;
  message?: string;
}

/**
 * The failure as the visitor reads it: the translated catalogue message for a known code.
 * A code the catalogue does not know (a platform of the family may send its own) keeps the
 * server's message, which the server already wrote in the requested language.
 *
 * The ids are built at run time, so the extractor cannot see them here: the lingui config
 * extracts every `error.<code>` from the catalogue itself.
 */
export const errorMessage = (lingui: I18n, failure: CodedFailure): string => {
  const { code, message } = failure;
  // Every portal code is in every language's catalogue (catalogues.test.ts), so no English
  // fallback travels with the first load.
  const translate = (known: ErrorCode) => lingui.t(errorMessageId(known));
  if (isErrorCode(code) && (code !== 'unknown' || !message)) return translate(code);
  return message || translate('unknown');
};

/** A thrown value that carries a catalogue code (the api client's ApiError does). */
const isCodedFailure = (thrown: unknown): thrown is CodedFailure =>
  typeof thrown === 'object' &&
  thrown !== null &&
  typeof (thrown as { code?: unknown }).code === 'string' &&
  isErrorCode((thrown as { code: string }).code);

/**
 * What a person reads of whatever a call or submit threw: a failure with a catalogue code as
 * `errorMessage` reads it; anything else (a bug, a thrown string, a platform error's own code)
 * as the catalogue's "unknown", never its raw text.
 */
export const thrownMessage = (lingui: I18n, thrown: unknown): string =>
  errorMessage(lingui, isCodedFailure(thrown) ? thrown : { code: 'unknown' });
