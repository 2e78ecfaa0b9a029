import * as v from 'valibot';
import type { ErrorCode } from './errors.ts';

/** `/wps/*` answers are wrapped in this envelope; `/lgw/*` answers are bare JSON. */
export interface Envelope<T> {
  success: boolean;
  value?: T;
  message?: string;
  code?: string;
}

export const envelopeSchema = <T extends v.GenericSchema>(value: T) =>
  v.object({
    success: v.boolean(),
    value: v.optional(value),
    message: v.optional(v.string()),
    code: v.optional(v.string()),
  });

export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });

export const fail = <T = never>(code: ErrorCode, message: string, value?: T): Envelope<T> =>
  value === undefined
    ? { success: false, code, message }
    : { success: false, code, message, value };
