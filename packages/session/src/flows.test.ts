import type { PopupNotice, WhitelabelNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  loginModes,
  mustChangePassword,
  popupsToShow,
  registerTypes,
  takeTokenFromUrl,
} from './flows.ts';

const tree = (...on: string[]): WhitelabelNode[] => [
  {
    modId: 'COMM3',
    enabled: '1',
    childrenNodes: on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] })),
  },
];

describe('loginModes', () => {
  it('lists username first, then SMS', () => {
    expect(loginModes(tree('MOBILEVERCODELOGIN3', 'USERNAMEREG3'))).toEqual(['username', 'sms']);
    expect(loginModes(tree('MOBILEVERCODELOGIN3'))).toEqual(['sms']);
    expect(loginModes(tree())).toEqual(['username']);
  });
});

describe('registerTypes', () => {
  it('defaults to mobile when mobile registration is on', () => {
    expect(registerTypes(tree('USERNAMEREG3', 'MOBILENUMREG3'))).toEqual(['mobile', 'username']);
    expect(registerTypes(tree('USERNAMEREG3'))).toEqual(['username']);
    expect(registerTypes(tree('MOBILENUMREG3'))).toEqual(['mobile']);
  });
});

describe('mustChangePassword', () => {
  const base = {
    mode: 'username' as const,
    password: 'Strong@2026',
    forceChangePassword: false,
    passwordExpired: false,
    expiryEnforced: false,
  };
  it('forces a change for the weak default password or when the server says so', () => {
    expect(mustChangePassword({ ...base, password: '123456' })).toBe(true);
    expect(mustChangePassword({ ...base, forceChangePassword: true })).toBe(true);
    expect(mustChangePassword(base)).toBe(false);
  });
  it('forces a change for an expired password only when expiry is enforced', () => {
    expect(mustChangePassword({ ...base, passwordExpired: true })).toBe(false);
    expect(mustChangePassword({ ...base, passwordExpired: true, expiryEnforced: true })).toBe(true);
  });
  it('never after an SMS login', () => {
    expect(mustChangePassword({ ...base, mode: 'sms', forceChangePassword: true })).toBe(false);
  });
});

describe('popupsToShow', () => {
  const popup = (id: number, execution: PopupNotice['execution']): PopupNotice => ({
    id,
    title: `p${id}`,
    content: '',
    execution,
  });
  const all = [popup(1, 'A'), popup(2, 'B'), popup(3, 'F')];
  it('shows B to visitors', () => {
    expect(popupsToShow(all, { isLogin: false, firstTimeLogin: false, closed: false })).toEqual([
      popup(2, 'B'),
    ]);
  });
  it('shows A to members, and F on the first login', () => {
    expect(
      popupsToShow(all, { isLogin: true, firstTimeLogin: false, closed: false }).map((p) => p.id),
    ).toEqual([1]);
    expect(
      popupsToShow(all, { isLogin: true, firstTimeLogin: true, closed: false }).map((p) => p.id),
    ).toEqual([1, 3]);
  });
  it('shows nothing once closed in this session', () => {
    expect(popupsToShow(all, { isLogin: true, firstTimeLogin: true, closed: true })).toEqual([]);
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
