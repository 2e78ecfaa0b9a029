import {
  STAFF_CSRF_HEADER,
  type StaffCallInput,
  type StaffCallName,
  type StaffCallOutput,
  staffCalls,
} from '@portal/contract';
import ky, { isNetworkError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { ApiError } from './apiError.ts';
import { fillPath } from './fillPath.ts';

export interface StaffClientOptions {
  /** Origin of the platform server; '' for the console's own origin (the only one that works). */
  baseUrl: string;
  /** The session's CSRF token, sent on every write (null before sign-in). */
  getCsrfToken: () => string | null;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface StaffClient {
  /** Calls a staff entry of the contract: typed input and output, failures as ApiError. */
  call<N extends StaffCallName>(name: N, input: StaffCallInput<N>): Promise<StaffCallOutput<N>>;
}

/**
 * The console's client: the staff calls of the contract, over the session cookie (the
 * browser sends it; the client never sees it) with the CSRF header on writes.
 */
export const createStaffClient = (options: StaffClientOptions): StaffClient => {
  const http = ky.create({
    prefix: options.baseUrl || '/',
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const call = async <N extends StaffCallName>(
    name: N,
    input: StaffCallInput<N>,
  ): Promise<StaffCallOutput<N>> => {
    const spec = staffCalls[name];
    const checked = v.safeParse(spec.request, input);
    if (!checked.success) {
      throw new ApiError('request_param_err', v.summarize(checked.issues), 400);
    }
    const { path, rest } = fillPath(spec.path, (input ?? {}) as Record<string, unknown>);
    const fromQuery = spec.method === 'GET' || spec.method === 'DELETE';
    const headers: Record<string, string> = {};
    const csrf = options.getCsrfToken();
    if (spec.method !== 'GET' && csrf) headers[STAFF_CSRF_HEADER] = csrf;
    const searchParams: Record<string, string> = {};
    if (fromQuery) {
      for (const [key, value] of Object.entries(rest)) {
        if (value !== undefined && value !== null && value !== '')
          searchParams[key] = String(value);
      }
    }

    let response: Response;
    try {
      response = await http(path, {
        method: spec.method,
        headers,
        ...(fromQuery ? { searchParams } : { json: rest }),
      });
    } catch (error) {
      if (isTimeoutError(error)) throw new ApiError('network.timeout', undefined, 0);
      if (isNetworkError(error) || error instanceof TypeError) {
        throw new ApiError('network.error', undefined, 0);
      }
      throw error;
    }
    let envelope: { success?: unknown; value?: unknown; message?: unknown; code?: unknown };
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      throw new ApiError('unknown', undefined, response.status);
    }
    if (envelope?.success === true) {
      const parsed = v.safeParse(spec.response, envelope.value);
      if (!parsed.success) throw new ApiError('system.error', undefined, response.status);
      return parsed.output as StaffCallOutput<N>;
    }
    throw new ApiError(
      typeof envelope?.code === 'string' ? envelope.code : 'unknown',
      typeof envelope?.message === 'string' ? envelope.message : undefined,
      response.status,
      envelope?.value,
    );
  };

  return { call };
};
