import { describe, expect, it } from 'vitest';
import { checkRegisterRule, isLoginFormat, MOBILE_NUMBER_FORMAT, rulePattern } from './rules.ts';

const rule = (acceptedPattern: string, minLength: number, maxLength: number) => ({
  acceptedPattern,
  minLength,
  maxLength,
});

describe('checkRegisterRule', () => {
  it('asks for a required value and lets an empty optional one pass', () => {
    expect(checkRegisterRule(rule('*', 2, 4), '', true)).toBe('required');
    expect(checkRegisterRule(rule('*', 2, 4), '', false)).toBeUndefined();
  });
  it('counts code points: two astral characters are two, not four', () => {
    expect(checkRegisterRule(rule('*', 2, 2), '𠀀𠀀', true)).toBeUndefined();
    expect(checkRegisterRule(rule('*', 3, 4), '𠀀𠀀', true)).toBe('format');
  });
  it('checks the pattern, Unicode-aware', () => {
    expect(checkRegisterRule(rule('^[A-Za-z][A-Za-z0-9]*$', 4, 16), 'demo1', true)).toBe(undefined);
    expect(checkRegisterRule(rule('^[A-Za-z][A-Za-z0-9]*$', 4, 16), '1demo', true)).toBe('format');
    expect(checkRegisterRule(rule('^[A-Za-z\\u4e00-\\u9fff]+$', 2, 2), '𠀀𠀀', true)).toBe(
      'format',
    );
  });
  it('treats a pattern it cannot read as none (lengths still count)', () => {
    expect(rulePattern('([')).toBeNull();
    expect(checkRegisterRule(rule('([', 1, 3), 'abc', true)).toBeUndefined();
    expect(checkRegisterRule(rule('([', 1, 3), 'abcd', true)).toBe('format');
  });
});

describe('login formats', () => {
  it('accepts letters, digits and _.@- in usernames and a password without blanks', () => {
    expect(isLoginFormat('démo_1@x.y', 'Demo@2026')).toBe(true);
    expect(isLoginFormat('de mo', 'Demo@2026')).toBe(false);
    expect(isLoginFormat('demo', 'Demo 2026')).toBe(false);
  });
  it('takes mobile numbers of 4 to 20 digits', () => {
    expect(MOBILE_NUMBER_FORMAT.test('0912345678')).toBe(true);
    expect(MOBILE_NUMBER_FORMAT.test('123')).toBe(false);
    expect(MOBILE_NUMBER_FORMAT.test('+84912345678')).toBe(false);
  });
});
