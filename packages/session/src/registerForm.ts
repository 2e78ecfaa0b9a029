import type { RegisterField, RegisterRule } from '@portal/contract';
import * as v from 'valibot';

export type RegisterRules = Partial<Record<RegisterField, RegisterRule>>;

/** The length part of a hint: a single value when min equals max (portal-spec section 5). */
export const lengthText = (rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string =>
  rule.minLength === rule.maxLength
    ? String(rule.minLength)
    : `${rule.minLength}-${rule.maxLength}`;

/** The server's pattern as a RegExp; '*' (any) and patterns this browser cannot read are none. */
export const rulePattern = (acceptedPattern: string): RegExp | null => {
  if (acceptedPattern === '*' || acceptedPattern === '') return null;
  try {
    return new RegExp(acceptedPattern);
  } catch {
    // The server checks the pattern again; an unreadable one must not block the form.
    return null;
  }
};

/** What a field says when it fails: empty though required, or not fitting the rule (the hint). */
export interface RuleMessages {
  required: string;
  hint: string;
}

/**
 * A final-form field validator from a register rule: required, min and max length and the
 * pattern, checked with valibot; the first failed check's message is the field's error.
 */
export const ruleValidator = (
  rule: RegisterRule,
  messages: RuleMessages,
  required = rule.required,
): ((value: unknown) => string | undefined) => {
  const pattern = rulePattern(rule.acceptedPattern);
  const bounded = v.pipe(
    v.string(),
    v.minLength(rule.minLength, messages.hint),
    v.maxLength(rule.maxLength, messages.hint),
  );
  const schema = pattern ? v.pipe(bounded, v.regex(pattern, messages.hint)) : bounded;
  return (value) => {
    const text = typeof value === 'string' ? value : '';
    if (text === '') return required ? messages.required : undefined;
    const result = v.safeParse(schema, text, { abortEarly: true });
    return result.success ? undefined : result.issues[0].message;
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
