import type { RegisterRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { firstError, lengthText, resetRegistration, ruleValidator } from './registerForm.ts';

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
  minLength: 4,
  maxLength: 16,
  ...over,
});
const messages = { required: 'required', hint: 'hint' };

describe('lengthText', () => {
  it('shows a range, or one value when min equals max', () => {
    expect(lengthText({ minLength: 4, maxLength: 16 })).toBe('4-16');
    expect(lengthText({ minLength: 6, maxLength: 6 })).toBe('6');
  });
});

describe('ruleValidator', () => {
  it('asks for a required value', () => {
    expect(ruleValidator(rule(), messages)('')).toBe('required');
    expect(ruleValidator(rule(), messages)(undefined)).toBe('required');
  });
  it('lets an optional field stay empty but checks it once filled', () => {
    const validate = ruleValidator(rule({ required: false }), messages);
    expect(validate('')).toBeUndefined();
    expect(validate('1abc')).toBe('hint');
  });
  it('bounds the length', () => {
    const validate = ruleValidator(rule(), messages);
    expect(validate('abc')).toBe('hint');
    expect(validate('a'.repeat(17))).toBe('hint');
    expect(validate('abcd')).toBeUndefined();
  });
  it('applies the pattern, and any value under the pattern *', () => {
    expect(ruleValidator(rule(), messages)('ab_cd')).toBe('hint');
    expect(ruleValidator(rule({ acceptedPattern: '*' }), messages)('ab_cd !')).toBeUndefined();
  });
  it('can be made required by the form (mobile registration)', () => {
    expect(ruleValidator(rule({ required: false }), messages, true)('')).toBe('required');
  });
});

describe('ruleValidator counts characters as the server does', () => {
  it('takes two astral characters as two (code points, not UTF-16 units)', () => {
    const validate = ruleValidator(
      rule({ acceptedPattern: '*', minLength: 2, maxLength: 2 }),
      messages,
    );
    expect(validate('𠀀𠀀')).toBeUndefined();
    expect(validate('𠀀𠀀𠀀')).toBe('hint');
  });
});

describe('firstError', () => {
  it('reports the first failing validator only', () => {
    const validate = firstError(
      () => undefined,
      () => 'second',
      () => 'third',
    );
    expect(validate('x', {})).toBe('second');
  });
});

describe('resetRegistration', () => {
  it('keeps the dialing code and empties the rest', () => {
    expect(
      resetRegistration({ username: 'neo', countryDialingCode: '+63' }, {
        username: '',
        termsAccepted: true,
      } as never),
    ).toEqual({ username: '', termsAccepted: true, countryDialingCode: '+63' });
  });
});
