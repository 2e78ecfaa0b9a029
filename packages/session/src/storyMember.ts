import type { MemberInfo, ModuleId, SystemStatus } from '@portal/contract';

/**
 * For stories only (`parameters.session`): a signed-in demo member, the same in every
 * feature's stories. Not part of the package's runtime entry.
 */
export const storyMember: { token: string; memberInfo: MemberInfo } = {
  token: 'story-token',
  memberInfo: {
    id: 1,
    account: 'demo',
    nickname: 'Demo',
    type: 0,
    regDate: '2026-01-02',
    mobile: '',
    email: '',
    currency: 'PHP',
    lastLoginAt: null,
    language: null,
  },
};

/**
 * The demo member as the account, promotions and agent stories show it: in yuan, with its
 * contact details masked as the server answers them.
 */
export const storyMemberCny: MemberInfo = {
  ...storyMember.memberInfo,
  id: 1001,
  regDate: '2026-01-02T00:00:00.000Z',
  mobile: '*******1234',
  email: 'd***@example.com',
  currency: 'CNY',
};

/** A signed-in session of `memberInfo` for `parameters.session`. */
export const storySession = (memberInfo: MemberInfo) => ({ token: 'story-token', memberInfo });

/**
 * For stories: the system status of a brand with one module on ('1') or off ('0'), the rest
 * of it as the demo brand answers (the games' live hosts and the lottery's missions alike).
 */
export const storySystemStatus = (modId: ModuleId, enabled: '0' | '1'): SystemStatus => ({
  info: {
    whitelabel: [{ modId, enabled, childrenNodes: [] }],
    register: {},
    resources: {},
    domainRoute: [],
    mainDomain: 'lucky88.example.com',
    analytics: { gtagId: '' },
    imageCDNs: ['https://img1.example.com'],
    launchGameCDNs: ['https://games.example.com'],
  },
  location: { ip: '203.0.113.42', country: 'PH' },
  maintenance: { active: false, startsAt: '', endsAt: '', message: '' },
  regionRestriction: { active: false },
});
