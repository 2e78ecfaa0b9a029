import { amountValidator, parseMoney } from '@portal/contract';

/**
 * The cashier forms' amount rule, once, built from the contract's money module: an amount in
 * the brand's currency (its places: none for VND, two for CNY), above zero, within the
 * channel's or the brand's limits, and (for a withdrawal) no more than may leave now.
 * Answers what is wrong, for the form to word in the member's language, or nothing.
 */
export type AmountProblem = 'empty' | 'format' | 'range' | 'over';

/** A limit the server sent (the wire string) in minor units; one it cannot read limits nothing. */
const minorOf = (wire: string | undefined, currency: string): bigint | undefined => {
  if (wire === undefined) return undefined;
  const parsed = parseMoney(wire, currency);
  return parsed.ok ? parsed.minor : undefined;
};

export const amountProblem = (
  value: string | undefined,
  currency: string,
  limits: { min?: string; max?: string; available?: string } = {},
): AmountProblem | undefined => {
  const min = minorOf(limits.min, currency);
  const max = minorOf(limits.max, currency);
  const problem = amountValidator(currency, {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  })(value);
  if (problem === 'required') return 'empty';
  if (problem === 'min' || problem === 'max') return 'range';
  if (problem) return 'format';
  const parsed = parseMoney(value ?? '', currency);
  if (!parsed.ok || parsed.minor <= 0n) return 'format';
  const available = minorOf(limits.available, currency);
  if (available !== undefined && parsed.minor > available) return 'over';
  return undefined;
};
