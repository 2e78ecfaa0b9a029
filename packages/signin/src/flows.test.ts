import type { WhitelabelNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { loginModes, mustChangePassword, registerTypes } from './flows.ts';

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
