import { describe, expect, it } from 'vitest';
import { isErrorCode } from './errorCodes.ts';
import { ERROR_CODES, ERRORS, errorMessageId, PHONE_VERIFICATION_ERRORS } from './errors.ts';

/** Platform-spec section 8, phone verification, as printed there. */
const PHONE_CASES = {
  'invalid-phone-number': 'Invalid phone number format.',
  'missing-phone-number': 'Please enter a valid phone number.',
  'too-many-requests': 'Too many requests, please try again after 5 minutes.',
  unknown: 'An unknown error occured.',
  'invalid-verification-code': 'Verification code is not valid',
  'missing-verification-code': 'Verification code is missing',
  'captcha-check-failed': 'Invalid reCaptcha input...',
  'quota-exceeded': 'Quota not sufficient, please contact customer service.',
  'operation-not-allowed': 'Not enabled function, please contact customer service.',
  'code-expired': 'Verification code has expired, please send again.',
  'popup-closed-by-user': 'Login failure. Please try again.',
};

/** The other messages of platform-spec section 8 the product must be able to show. */
const SPEC_MESSAGES = [
  'Username/Email does not exist',
  'Non-member account unable to login',
  'Non-agents cannot log in',
  'You are not logged in, please login',
  'Please complete verification first',
  'Network link is abnormal, please try again',
  'The page took longer time to load, please check your network connectivity',
  'Unknown error',
  'Invalid URL, please contact customer service',
  'Access restricted',
  'System maintenance',
  'Please Register An Account First',
];

describe('the error catalogue', () => {
  it('gives every code an HTTP status and a message', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERRORS[code];
      // 0: failures only the client sees (the network), never sent by the server.
      expect(status === 0 || (status >= 400 && status <= 599), code).toBe(true);
      expect(message.trim(), code).not.toBe('');
    }
  });

  it('answers the not-logged-in codes deployed clients know with 401', () => {
    expect(ERRORS['login.not.session'].status).toBe(401);
    expect(ERRORS['user.or.token.invalid'].status).toBe(401);
    expect(ERRORS.request_param_err.status).toBe(400);
  });

  it('holds every phone verification case of the spec with its message', () => {
    expect(Object.keys(PHONE_VERIFICATION_ERRORS).sort()).toEqual(Object.keys(PHONE_CASES).sort());
    for (const [phoneCase, message] of Object.entries(PHONE_CASES)) {
      const code = PHONE_VERIFICATION_ERRORS[phoneCase as keyof typeof PHONE_VERIFICATION_ERRORS];
      expect(ERRORS[code].message, phoneCase).toBe(message);
    }
  });

  it('can show every other message of the spec', () => {
    const messages = new Set(ERROR_CODES.map((code) => ERRORS[code].message));
    for (const message of SPEC_MESSAGES) expect(messages, message).toContain(message);
  });

  it('recognises its own codes and nothing else', () => {
    expect(isErrorCode('login.not.session')).toBe(true);
    expect(isErrorCode('invalid-phone-number')).toBe(true);
    expect(isErrorCode('no.such.code')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(401)).toBe(false);
  });

  it('names each message for translation after its code', () => {
    expect(errorMessageId('captcha.invalid')).toBe('error.captcha.invalid');
    expect(new Set(ERROR_CODES.map(errorMessageId)).size).toBe(ERROR_CODES.length);
  });
});
