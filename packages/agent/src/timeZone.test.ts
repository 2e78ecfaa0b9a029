import { describe, expect, it } from 'vitest';
import { utcOffsetLabel } from './timeZone.ts';

describe('utcOffsetLabel', () => {
  it('turns the sign of getTimezoneOffset: east of UTC is plus', () => {
    expect(utcOffsetLabel(-420)).toBe('UTC+07:00');
    expect(utcOffsetLabel(180)).toBe('UTC-03:00');
  });
  it('keeps half and quarter hours', () => {
    expect(utcOffsetLabel(-330)).toBe('UTC+05:30');
    expect(utcOffsetLabel(-345)).toBe('UTC+05:45');
    expect(utcOffsetLabel(210)).toBe('UTC-03:30');
  });
  it('shows UTC itself with a plus', () => {
    expect(utcOffsetLabel(0)).toBe('UTC+00:00');
  });
});
