// A contract's or a promotion's percentage rate as people write it ("1.25" = 1.25 %): a decimal
// string with up to four places, never a float. Its one home (issue 23): the contract's `rate`
// schema and every form that asks for a rate use it. Free of valibot, as money.ts is, for the
// first loads.

/** Up to three whole digits and four decimals. */
export const RATE_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;

/** A rate a tier may carry: written as {@link RATE_PATTERN}, above 0 and at most 100. */
export const isTierRate = (text: string): boolean => {
  const trimmed = text.trim();
  // Compared, never computed with: the decimal string holds the exact value.
  return RATE_PATTERN.test(trimmed) && Number(trimmed) > 0 && Number(trimmed) <= 100;
};
