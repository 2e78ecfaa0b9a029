import { type CallName, calls } from '@portal/contract';
import * as v from 'valibot';
import { ApiError } from './apiError.ts';

/** Checks a call's input before it is sent and its answer before it is handed on. */
export interface CallValidator {
  /** Throws `request_param_err` when the input breaks the call's request schema. */
  request(name: CallName, input: unknown): void;
  /** The answer as the contract reads it; throws `system.error` when it breaks the schema. */
  response(name: CallName, value: unknown, status: number): unknown;
}

/**
 * The contract's schemas as a validator. It carries the whole catalogue, so the portal uses
 * it in development only (its production first load leaves the schemas out; the server
 * checks every answer against the same schemas outside production); tests and scripts use
 * it always.
 */
export const contractValidator: CallValidator = {
  request(name, input) {
    const checked = v.safeParse(calls[name].request, input);
    if (!checked.success) {
      throw new ApiError('request_param_err', v.summarize(checked.issues), 400);
    }
  },
  response(name, value, status) {
    const parsed = v.safeParse(calls[name].response, value);
    // An answer that breaks the contract is a server fault, reported as such, never passed on.
    if (!parsed.success) throw new ApiError('system.error', undefined, status);
    return parsed.output;
  },
};
