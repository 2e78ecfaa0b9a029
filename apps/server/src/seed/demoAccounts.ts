import { MEMBER_TYPES } from '@portal/contract';

/** A demo login seeded for every brand. */
export interface DemoAccount {
  role: 'member' | 'agent' | 'trial';
  username: string;
  password: string;
  type: number;
  nickname: string;
  /** Opening balance in minor units, posted from the brand's house account. */
  openingBalance: bigint;
}

/**
 * The demo logins every brand gets, in one place so scripts (scripts/start, scripts/bench)
 * and tests can print and use them. Public by design: for local runs and demos only.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    role: 'member',
    username: 'demo',
    password: 'Demo@2026',
    type: MEMBER_TYPES.member,
    nickname: 'Demo Player',
    openingBalance: 10_000_00n,
  },
  {
    role: 'agent',
    username: 'agent',
    password: 'Agent@2026',
    type: MEMBER_TYPES.agent,
    nickname: 'Demo Agent',
    openingBalance: 50_000_00n,
  },
  {
    role: 'trial',
    username: 'trial',
    password: 'Trial@2026',
    type: MEMBER_TYPES.trial,
    nickname: 'Trial Player',
    openingBalance: 0n,
  },
];
