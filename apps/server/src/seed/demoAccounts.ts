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
  /** A verified mobile number (SMS login, phone recovery, the new-IP step by SMS). */
  mobile?: string;
  /** The mobile number's country dialing code, digits only. */
  countryDialingCode?: string;
  email?: string;
  /** An agent's invitation code for registrations (`affiliateCode`). */
  affiliateCode?: string;
  /** The demo upline's username: the demo team tree (issue 24). Listed after its upline. */
  upline?: string;
  /** The prize group (lottery-rules; default 1800), never above the upline's. */
  series?: number;
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
    affiliateCode: 'AGENT88',
    series: 1950,
  },
  {
    // A second funded member: journeys that watch a balance each have their own member.
    role: 'member',
    username: 'player',
    password: 'Player@2026',
    type: MEMBER_TYPES.member,
    nickname: 'Lottery Player',
    openingBalance: 10_000_00n,
  },
  {
    role: 'trial',
    username: 'trial',
    password: 'Trial@2026',
    type: MEMBER_TYPES.trial,
    nickname: 'Trial Player',
    openingBalance: 0n,
  },
  {
    // The platform's default password: logging in with it forces the change-password popup.
    role: 'member',
    username: 'weak',
    password: '123456',
    type: MEMBER_TYPES.member,
    nickname: 'Weak Password',
    openingBalance: 0n,
  },
  {
    // Has a verified mobile and an e-mail: SMS login, phone and e-mail recovery, and the
    // new-IP step (after its first login, any other address asks for a code).
    role: 'member',
    username: 'secure',
    password: 'Secure@2026',
    type: MEMBER_TYPES.member,
    nickname: 'Secure Player',
    openingBalance: 0n,
    mobile: '13800138000',
    countryDialingCode: '86',
    email: 'secure@example.com',
  },
  // The demo team (agent-rules "The team"): the agent over a sub-agent and a player, the
  // sub-agent over a player of its own. They reuse the agent's and the player's passwords, so
  // the seed hashes nothing more.
  {
    role: 'agent',
    username: 'subagent',
    password: 'Agent@2026',
    type: MEMBER_TYPES.agent,
    nickname: 'Demo Sub-agent',
    openingBalance: 0n,
    affiliateCode: 'SUBAG88',
    upline: 'agent',
    series: 1900,
  },
  {
    role: 'member',
    username: 'teamplayer',
    password: 'Player@2026',
    type: MEMBER_TYPES.member,
    nickname: 'Team Player',
    openingBalance: 0n,
    upline: 'agent',
    series: 1900,
  },
  {
    role: 'member',
    username: 'subplayer',
    password: 'Player@2026',
    type: MEMBER_TYPES.member,
    nickname: 'Sub-agent Player',
    openingBalance: 0n,
    upline: 'subagent',
    series: 1850,
  },
];
