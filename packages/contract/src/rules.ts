import type { PopupNotice } from './calls/content.ts';
import type { RegisterRule } from './calls/system.ts';

/**
 * The rules both sides apply, written once (CONVENTIONS.md: the spine). The portal builds its
 * form validators from them; the server checks requests with the same functions.
 */

/**
 * The shapes any existing account has, however old its rules (the login check on both sides):
 * a username of letters, digits and `_.@-`, a password without blanks. Nothing else can log in.
 */
export const USERNAME_FORMAT = /^[\p{L}\p{N}_.@-]+$/u;
export const PASSWORD_FORMAT = /^\S+$/u;

/** A mobile number as the forms take it: digits only, 4 to 20 of them. */
export const MOBILE_NUMBER_FORMAT = /^\d{4,20}$/;

/** An e-mail address as the forms take it: something, an at sign, a domain with a dot. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a username and password have a shape that could ever log in. */
export const isLoginFormat = (username: string, password: string): boolean =>
  USERNAME_FORMAT.test(username) && PASSWORD_FORMAT.test(password);

/** Length in characters as a person counts them: code points, so '𠀀' is one, not two. */
export const characterCount = (value: string): number => [...value].length;

/**
 * A register rule's pattern as a RegExp (Unicode-aware); '*' (any), an empty pattern and a
 * pattern this runtime cannot read are none: the rule then checks lengths only.
 */
export const rulePattern = (acceptedPattern: string): RegExp | null => {
  if (acceptedPattern === '*' || acceptedPattern === '') return null;
  try {
    return new RegExp(acceptedPattern, 'u');
  } catch {
    return null;
  }
};

/**
 * Checks a value against a register rule (platform-spec section 5): `required` when empty
 * though required, `format` when its length in code points or its pattern does not fit,
 * undefined when it passes. An empty optional value passes.
 */
export const checkRegisterRule = (
  rule: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>,
  value: string,
  required: boolean,
): 'required' | 'format' | undefined => {
  if (value === '') return required ? 'required' : undefined;
  const length = characterCount(value);
  if (length < rule.minLength || length > rule.maxLength) return 'format';
  const pattern = rulePattern(rule.acceptedPattern);
  return pattern && !pattern.test(value) ? 'format' : undefined;
};

/**
 * The announcement popups an audience sees (portal-spec sections 3 and 4): execution A to
 * members, B to visitors, F to a member on the first login.
 */
export const popupsForAudience = (
  popups: readonly PopupNotice[],
  { isLogin, firstTimeLogin }: { isLogin: boolean; firstTimeLogin: boolean },
): PopupNotice[] =>
  popups.filter((popup) =>
    isLogin
      ? popup.execution === 'A' || (firstTimeLogin && popup.execution === 'F')
      : popup.execution === 'B',
  );
