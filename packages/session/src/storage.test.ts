import { describe, expect, it } from 'vitest';
import {
  cookieAssignment,
  cookieValue,
  REMEMBERED_USERNAME_DAYS,
  rememberedUsernameCookie,
  STORAGE_KEYS,
  takeTokenFromUrl,
} from './storage.ts';

describe('remembered username cookie', () => {
  it('is named after the merchant code plus -login and lives one day', () => {
    expect(rememberedUsernameCookie('LX88')).toBe('LX88-login');
    expect(REMEMBERED_USERNAME_DAYS).toBe(1);
    expect(cookieAssignment('LX88-login', 'demo', 86_400, true)).toBe(
      'LX88-login=demo; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );
  });

  it('is only Secure on https', () => {
    expect(cookieAssignment('SR77-login', 'demo', 86_400, false)).not.toContain('Secure');
  });

  it('reads back a value that needed encoding', () => {
    const assignment = cookieAssignment('SR77-login', 'ana maría;=x', 60, false);
    const pair = assignment.split('; ')[0] ?? '';
    expect(cookieValue(`other=1; ${pair}; last=2`, 'SR77-login')).toBe('ana maría;=x');
  });

  it("does not confuse one merchant's cookie with another's", () => {
    expect(cookieValue('LX88-login=lucky; SR77-login=sunny', 'SR77-login')).toBe('sunny');
    expect(cookieValue('XLX88-login=lucky', 'LX88-login')).toBeNull();
    expect(cookieValue('', 'LX88-login')).toBeNull();
  });

  it('ignores a value that is not valid percent-encoding', () => {
    expect(cookieValue('LX88-login=%E0%A4%A', 'LX88-login')).toBeNull();
  });
});

describe('storage keys', () => {
  it('keeps the token per tab and the choices per browser, and never a password', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'token',
      'merchantCode',
      'language',
      'loginDeviceId',
    ]);
    expect(Object.keys(STORAGE_KEYS).some((key) => /pass/i.test(key))).toBe(false);
  });
});

describe('takeTokenFromUrl', () => {
  it('takes the token and keeps the rest of the address', () => {
    expect(takeTokenFromUrl('https://a.example/member?token=abc&x=1#top')).toEqual({
      token: 'abc',
      cleaned: 'https://a.example/member?x=1#top',
    });
  });
  it('leaves an address without a token alone', () => {
    expect(takeTokenFromUrl('https://a.example/?x=1')).toEqual({
      token: null,
      cleaned: 'https://a.example/?x=1',
    });
  });
});
