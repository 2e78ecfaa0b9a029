import * as v from 'valibot';
import { defineCall, empty, str } from '../call.ts';
import { language } from '../fields.ts';
import { FEEDBACK_TYPES, MAX_FEEDBACK_LENGTH } from './account.ts';
import { chatRoomCalls } from './chatRoom.ts';

/**
 * Notice types: B banners, PL player notices, PU popups, PR promotions, H home marquee; and
 * the posts of the content pages (issue 27, designed): SL /seamless, SP /sponsor, DS
 * /description, IG /guide/ios and LG /guide/lite (the download page's install guides for the
 * iOS app and the lite app), written on the same desk with the same texts per language and
 * schedule.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'SL', 'SP', 'DS', 'IG', 'LG'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** The portal's content pages and the notice type their posts are kept as. */
export const CONTENT_PAGE_TYPES = {
  seamless: 'SL',
  sponsor: 'SP',
  description: 'DS',
  iosGuide: 'IG',
  liteGuide: 'LG',
} as const;
export const CONTENT_PAGES = [
  'seamless',
  'sponsor',
  'description',
  'iosGuide',
  'liteGuide',
] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** One post of a content page, blog-style: the list shows title, date and summary. */
export const contentPostSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** When it was published (its schedule's start, else its last edit). */
  date: v.string(),
  /** The first words of its text, plain (designed: made by the server from the content). */
  summary: v.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: v.string(),
});
export type ContentPost = v.InferOutput<typeof contentPostSchema>;

/** Banner groups: one per place a carousel shows (portal-spec section 9). */
export const BANNER_GROUPS = [
  'w_home',
  'w_login',
  'w_register',
  'w_registered',
  'w_forget',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Popup execution: A to members, B to visitors, F on a member's first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

export const bannerSchema = v.object({
  groupName: v.string(),
  url: v.string(),
  /** Set: the banner is clickable and opens `linkage`. */
  linkageType: v.optional(v.string()),
  // Designed: where a click leads (a route of the portal or an absolute URL).
  linkage: v.optional(v.string()),
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const noticeSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Rich text (HTML), sanitised by the server. */
  content: v.string(),
  /** Set: the notice shows a go-to-promotion button. */
  promotionType: v.optional(v.string()),
});
export type Notice = v.InferOutput<typeof noticeSchema>;

export const popupNoticeSchema = v.object({
  ...noticeSchema.entries,
  execution: v.picklist(POPUP_EXECUTIONS),
});
export type PopupNotice = v.InferOutput<typeof popupNoticeSchema>;

/** H (home marquee) notices are answered inside `player`: the marquee opens the notice modal. */
export const announcementsSchema = v.object({
  banners: v.array(bannerSchema),
  player: v.array(noticeSchema),
  popup: v.array(popupNoticeSchema),
  promotion: v.array(noticeSchema),
});
export type Announcements = v.InferOutput<typeof announcementsSchema>;

/** Designed: one topic of the help centre; `hash` is its anchor in the help modal. */
export const helpTopicSchema = v.object({
  id: v.number(),
  hash: v.string(),
  title: v.string(),
  content: v.string(),
  sort: v.number(),
});
export type HelpTopic = v.InferOutput<typeof helpTopicSchema>;

const noticeTypes = v.pipe(
  str(32, 1),
  v.regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/, 'a comma list of B, PL, PU, PR, H'),
);

export const contentCalls = {
  announcements: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    token: false,
    // The spec lists it N for visitors and T for members' notices: one call, personalised
    // (member notices, popups A and F) when a session comes with it.
    tokenOptional: true,
    module: 'ANNC3',
    request: v.object({
      types: v.optional(noticeTypes, 'B,PL,PU,PR,H'),
      platform: v.optional(v.literal('W'), 'W'),
      language: v.optional(language),
    }),
    response: announcementsSchema,
    summary: 'Banners, player notices, popups and promotion notices',
  }),
  helpCenter: defineCall({
    method: 'GET',
    path: '/wps/system/helpCenter',
    token: false,
    module: 'HELP3',
    request: v.object({ language: v.optional(language) }),
    response: v.object({ topics: v.array(helpTopicSchema) }),
    summary: 'Help centre topics, in display order',
  }),
  contentPosts: defineCall({
    method: 'GET',
    path: '/wps/content/posts',
    token: false,
    // A member reads in the language they chose (issue 27).
    tokenOptional: true,
    module: 'ANNC3',
    // Designed (issue 27): the posts of /seamless, /sponsor or /description, newest first.
    request: v.object({ page: v.picklist(CONTENT_PAGES), language: v.optional(language) }),
    response: v.object({ posts: v.array(contentPostSchema) }),
    summary: 'The posts of a content page (seamless, sponsor, description), newest first',
  }),
  feedback: defineCall({
    method: 'POST',
    path: '/wps/feedback',
    token: false,
    tokenOptional: true,
    module: 'FEEDBACK3',
    // Designed: the contact form (question type and description required); a signed-in
    // member's feedback is filed under the account, a visitor's leaves a contact. Limited per
    // caller (`too.many.requests`). Images are left out until staff have a place to view them.
    request: v.object({
      questionType: v.picklist(FEEDBACK_TYPES),
      content: v.pipe(str(MAX_FEEDBACK_LENGTH, 1), v.trim(), v.minLength(1)),
      contact: v.optional(str(128)),
    }),
    response: v.object({ feedbackId: v.number() }),
    summary: 'Sends feedback or a question to customer service',
  }),
  unreadCount: defineCall({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    token: true,
    module: 'INBOX3',
    request: empty,
    response: v.object({ unreadMessage: v.number() }),
    summary: 'Unread internal messages (trial members do not ask)',
  }),
  launchChat: defineCall({
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    token: false,
    // A member enters the chat room under their own name; a visitor as a guest.
    tokenOptional: true,
    module: 'CHATROOM3',
    request: v.object({ language: v.optional(language), modelId: v.optional(str(64)) }),
    response: v.object({ chatUrl: v.string() }),
    summary: "The chat room URL (optionally a live host's room)",
  }),
  ...chatRoomCalls,
};
