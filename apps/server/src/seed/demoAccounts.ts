import { MEMBER_TYPES } from '@portal/contract';

/** A demo login seeded for every brand. */
export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  nickname: string;
  /** Opening balance in minor units, posted from the brand's house account. */
  openingBalance: bigint;
  description: string;
}

/**
 * The demo logins every brand gets, in one place so scripts and tests can print and use
 * them. Public by design: these are for local runs and demos, never production data.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    password: 'Demo@2026',
    type: MEMBER_TYPES.member,
    nickname: 'Demo Player',
    openingBalance: 10_000_00n,
    description: 'member',
  },
  {
    username: 'agent',
    password: 'Agent@2026',
    type: MEMBER_TYPES.agent,
    nickname: 'Demo Agent',
    openingBalance: 50_000_00n,
    description: 'agent (type 1)',
  },
  {
    username: 'trial',
    password: 'Trial@2026',
    type: MEMBER_TYPES.trial,
    nickname: 'Trial Player',
    openingBalance: 0n,
    description: 'trial / free play (type 4)',
  },
];
