/**
 * The cashier forms' amount rule, once: a decimal with at most two places, within the
 * channel's or the brand's limits, and (for a withdrawal) no more than may leave now.
 * Answers what is wrong, for the form to word in the member's language, or nothing.
 */
export type AmountProblem = 'empty' | 'format' | 'range' | 'over';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export const amountProblem = (
  value: string | undefined,
  limits: { min?: string; max?: string; available?: string } = {},
): AmountProblem | undefined => {
  if (!value) return 'empty';
  if (!AMOUNT.test(value) || Number(value) <= 0) return 'format';
  const n = Number(value);
  if (
    (limits.min !== undefined && n < Number(limits.min)) ||
    (limits.max !== undefined && n > Number(limits.max))
  ) {
    return 'range';
  }
  if (limits.available !== undefined && n > Number(limits.available)) return 'over';
  return undefined;
};
