import { ERRORS, type ErrorCode } from '@portal/contract';

/**
 * A failure the product knows: it carries a catalogue code, answers with the catalogue's
 * status, and may carry a more precise message or a `value` for the client (a login
 * failure's `{ captcha: true }`). Anything else thrown is an unexpected error (500).
 */
export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
  readonly code: ErrorCode;
  readonly value: unknown;

  constructor(code: ErrorCode, options: { value?: unknown; message?: string } = {}) {
    super(options.message ?? ERRORS[code].message);
    this.code = code;
    this.value = options.value;
  }

  get status(): number {
    return ERRORS[this.code].status;
  }
}
