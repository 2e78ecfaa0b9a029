import type { RegisterRule } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { FIELD_PATTERNS, fitsRule } from './registerRules.ts';

const rule = (patternId: number, minLength = 1, maxLength = 20): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: FIELD_PATTERNS[patternId] ?? '*',
  patternId,
  minLength,
  maxLength,
});

describe('register rule patterns (platform-spec section 5)', () => {
  it.each([
    [0, 'any thing at all!', ''],
    [1, 'abc123', '1abc'],
    [2, 'abc123', 'abc-123'],
    [3, 'Li小明', 'Li 2'],
    [4, '小明2', 'Li'],
    [5, 'a@b.co', 'a@b'],
    [7, '0123', '12a'],
    [8, 'aBc1', 'abc1'],
    [9, 'Ann Lee', 'Ann-Lee'],
    [10, 'p@ss-word', 'pass word'],
    [12, '2026-01-31', '2026/01/31'],
    [13, 'A b', 'A 1'],
    [14, '김철수', 'Kim'],
  ])('pattern %i takes %j and refuses %j', (patternId, good, bad) => {
    expect(fitsRule(rule(patternId), good)).toBe(true);
    expect(fitsRule(rule(patternId), bad)).toBe(false);
  });

  it("treats '*' as any characters, still within the length bounds", () => {
    expect(fitsRule(rule(0, 2, 4), '#$')).toBe(true);
    expect(fitsRule(rule(0, 2, 4), '#')).toBe(false);
    expect(fitsRule(rule(0, 2, 4), '#####')).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(fitsRule(rule(3, 2, 2), '𠀀𠀀')).toBe(false);
    expect(fitsRule(rule(0, 2, 2), '𠀀𠀀')).toBe(true);
  });
});
