import type { StaffAnnouncement, StaffHelpTopic } from '@portal/contract';

/** Story data of the content desk (stories only). */
export const storyMerchants = {
  merchants: [
    { merchantCode: 'SR77', name: 'Sunrise Play' },
    { merchantCode: 'LX88', name: 'Lucky 88' },
  ],
};

export const storyAnnouncement = (over: Partial<StaffAnnouncement> = {}): StaffAnnouncement => ({
  id: 41,
  merchantCode: 'SR77',
  type: 'PL',
  groupName: '',
  language: null,
  title: 'New deposit channels',
  content: '<p>Two new deposit channels are open. See <a href="/member">your wallet</a>.</p>',
  imageUrl: '',
  linkageType: null,
  linkage: null,
  execution: null,
  membersOnly: false,
  sort: 3,
  published: true,
  publishFrom: null,
  publishUntil: null,
  updatedAt: '2026-11-23T09:00:00.000Z',
  translations: {},
  defaultLanguage: 'EN',
  ...over,
});

export const storyAnnouncements: StaffAnnouncement[] = [
  storyAnnouncement(),
  storyAnnouncement({
    id: 42,
    type: 'B',
    groupName: 'w_home',
    title: 'Welcome bonus',
    content: '',
    imageUrl: '/media/banners/welcome-bonus.svg',
    published: false,
  }),
  storyAnnouncement({
    id: 43,
    type: 'PU',
    execution: 'F',
    language: 'EN',
    title: 'Your first login gift',
    publishFrom: '2099-01-01T00:00:00.000Z',
  }),
];

export const storyHelpTopics: { topics: StaffHelpTopic[] } = {
  topics: [
    {
      id: 1,
      merchantCode: 'SR77',
      hash: 'deposit',
      title: 'How to deposit',
      content: '<ol><li>Open Deposit.</li></ol>',
      sort: 1,
      translations: { CN: { title: '如何存款', content: '<ol><li>打开存款。</li></ol>' } },
      defaultLanguage: 'EN',
    },
  ],
};
