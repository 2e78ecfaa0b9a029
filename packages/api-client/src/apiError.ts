import { type ErrorCode, isErrorCode } from '@portal/contract';

/**
 * A failed call: the server's catalogue code and message, or a transport failure mapped to
 * the catalogue's network codes. `value` carries the failure's payload (a login failure's
 * `{ captcha: true }`). The message is the server's, if it sent one: what a person reads comes
 * from the code, translated (`errorMessage` of @portal/i18n), so the catalogue's English
 * messages stay out of the portal's first load.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, message: string | undefined, status: number, value?: unknown) {
    const known: ErrorCode = isErrorCode(code) ? code : 'unknown';
    super(message ?? '');
    this.code = known;
    this.status = status;
    this.value = value;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
