import { ERRORS, type ErrorCode, isErrorCode } from '@portal/contract';

/**
 * A failed call: the server's catalogue code and message, or a transport failure mapped to
 * the catalogue's network codes. `value` carries the failure's payload (a login failure's
 * `{ captcha: true }`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: string, message: string | undefined, status: number, value?: unknown) {
    const known: ErrorCode = isErrorCode(code) ? code : 'unknown';
    super(message || ERRORS[known].message);
    this.code = known;
    this.status = status;
    this.value = value;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
