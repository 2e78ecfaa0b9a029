import {
  amountValidator,
  type StaffCallInput,
  type StaffCallName,
  staffCalls,
} from '@portal/contract';
import * as v from 'valibot';

/** A field validator for react-final-form: the message of the first broken rule, or nothing. */
export type Rule = (value: string | undefined) => string | undefined;

/** The first broken rule's message, so a field shows one error at a time. */
export const firstOf =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };

/** Something other than spaces was written (the forms send text trimmed). */
export const filled =
  (message: string): Rule =>
  (value) =>
    value?.trim() ? undefined : message;

/**
 * A field as the contract's request schema of the call reads it, trimmed as the form sends
 * it: the console writes no format of its own (an amount, a hash) that could drift from the
 * server's. An empty value passes, so `filled` decides whether the field is required.
 */
export const fitsCall = <N extends StaffCallName>(
  name: N,
  field: keyof StaffCallInput<N> & string,
  message: string,
): Rule => {
  const request = staffCalls[name].request as unknown as v.ObjectSchema<v.ObjectEntries, undefined>;
  const schema = request.entries[field];
  if (!schema) throw new Error(`${name} has no field ${field}`);
  return (value) => {
    const text = value?.trim() ?? '';
    return text === '' || v.is(schema, text) ? undefined : message;
  };
};

/**
 * An amount above zero in the brand's currency, as the contract's money module reads it: its
 * places (none for VND, three for KWD). The request schema takes any currency's places (it is
 * fixed before the brand is known), so this is the check that refuses 800.005 in yuan before the
 * server does. An empty value passes, so `filled` decides whether the field is required.
 */
export const amountIn = (currency: string, message: string): Rule => {
  const check = amountValidator(currency, { min: 1n });
  return (value) => (value?.trim() && check(value) !== undefined ? message : undefined);
};

/**
 * A required amount field of a staff call in the brand's currency: written, read by the call's
 * schema, and in the currency's places. One message for all three (it names the currency and
 * an example of it: `amountExample`).
 */
export const amountField = <N extends StaffCallName>(
  name: N,
  field: keyof StaffCallInput<N> & string,
  currency: string,
  message: string,
): Rule => firstOf(filled(message), fitsCall(name, field, message), amountIn(currency, message));
