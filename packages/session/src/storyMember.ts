import type { MemberInfo } from '@portal/contract';

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
