import { checkRegisterRule, type RegisterField, type RegisterRule } from '@portal/contract';

export type RegisterRules = Partial<Record<RegisterField, RegisterRule>>;

/** The length part of a hint: a single value when min equals max (portal-spec section 5). */
export const lengthText = (rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string =>
  rule.minLength === rule.maxLength
    ? String(rule.minLength)
    : `${rule.minLength}-${rule.maxLength}`;

/** What a field says when it fails: empty though required, or not fitting the rule (the hint). */
export interface RuleMessages {
  required: string;
  hint: string;
}

/**
 * A final-form field validator from a register rule: the contract's check (required, length
 * in code points, pattern), the one the server runs; its failure becomes the field's message.
 */
export const ruleValidator = (
  rule: RegisterRule,
  messages: RuleMessages,
  required = rule.required,
): ((value: unknown) => string | undefined) => {
  return (value) => {
    const failure = checkRegisterRule(rule, typeof value === 'string' ? value : '', required);
    if (failure === 'required') return messages.required;
    return failure === 'format' ? messages.hint : undefined;
  };
};

/** Runs validators in order; the first message wins (portal-spec section 5). */
export const firstError =
  (...validators: ((value: unknown, values: object) => string | undefined)[]) =>
  (value: unknown, values: object): string | undefined => {
    for (const validate of validators) {
      const message = validate(value, values);
      if (message) return message;
    }
    return undefined;
  };

/** Every field but the dialing code goes back to empty on reset (portal-spec section 4). */
export const resetRegistration = <T extends { countryDialingCode?: string }>(
  values: T,
  initial: Partial<T>,
): Partial<T> => ({ ...initial, countryDialingCode: values.countryDialingCode }) as Partial<T>;
