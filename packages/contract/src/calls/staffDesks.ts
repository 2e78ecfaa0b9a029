import * as v from 'valibot';
import { empty, money, str } from '../call.ts';
import { FEATURE_FLAGS, LANGUAGES, MODULE_IDS } from '../enums.ts';
import { code, countedPage, day, deskPageQuery, instant, pageQuery, rowId } from '../fields.ts';
import { BANNER_GROUPS, NOTICE_TYPES, POPUP_EXECUTIONS } from './content.ts';
import { deskCallOf } from './deskCall.ts';

/**
 * The console's other desks (issue 8): content, brands, dashboard and support. Designed here,
 * as the rest of the staff area: the specs show no back office ("not shown").
 *
 * staff.ts joins these calls into `staffCalls` and these permissions into
 * `STAFF_PERMISSIONS`; this file imports nothing from it (no import cycle): its calls are made
 * by deskCall.ts's factory, which yields the same `StaffCallSpec` shape.
 */

/** What the desks' calls need; the role table in staff.ts says who holds each. */
export const DESK_PERMISSIONS = [
  'content.read',
  'content.write',
  'brands.read',
  'brands.switch',
  'dashboard.read',
  'messages.read',
  'messages.send',
  'feedback.read',
] as const;
export type DeskPermission = (typeof DESK_PERMISSIONS)[number];

const deskCall = deskCallOf<DeskPermission | null>();

/** A merchant named by its code (`ALPHA`); merchant staff may only name their own. */
const merchantCode = code(32);

// ---------------------------------------------------------------------------------------
// Content desk
// ---------------------------------------------------------------------------------------

/** Where a published announcement shows between; either end open. */
const schedule = {
  publishFrom: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  publishUntil: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
};

/** Rich text as the console's editor writes it; the server sanitises it before it is kept. */
const richText = str(20_000);

/**
 * Content in every language (issue 27, designed): an item's own title and content are the
 * brand's default language, the fallback every other language shows until staff write its
 * text; `translations` holds the other languages' texts.
 */
const translationsIn = v.optional(
  v.record(
    v.picklist(LANGUAGES),
    v.object({ title: str(200, 1), content: v.optional(richText, '') }),
  ),
  {},
);
const translationsOut = v.record(
  v.picklist(LANGUAGES),
  v.object({ title: v.string(), content: v.string() }),
);

export const staffAnnouncementSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  type: v.picklist(NOTICE_TYPES),
  /** Banners only: the carousel it shows in. */
  groupName: v.string(),
  /** null: shown in every language; else only to portals in that language. */
  language: v.nullable(v.picklist(LANGUAGES)),
  title: v.string(),
  /** Sanitised rich text, as the portal receives it. */
  content: v.string(),
  imageUrl: v.string(),
  linkageType: v.nullable(v.string()),
  linkage: v.nullable(v.string()),
  /** Popups only: A members, B visitors, F a member's first login. */
  execution: v.nullable(v.picklist(POPUP_EXECUTIONS)),
  membersOnly: v.boolean(),
  sort: v.number(),
  published: v.boolean(),
  publishFrom: v.nullable(instant),
  publishUntil: v.nullable(instant),
  updatedAt: v.nullable(instant),
  translations: translationsOut,
  /** The brand's default language: the language of `title` and `content`, the fallback. */
  defaultLanguage: v.picklist(LANGUAGES),
});
export type StaffAnnouncement = v.InferOutput<typeof staffAnnouncementSchema>;

/** What an editor sends for an announcement (create and edit alike). */
const announcementFields = {
  type: v.picklist(NOTICE_TYPES),
  groupName: v.optional(v.union([v.literal(''), v.picklist(BANNER_GROUPS)]), ''),
  language: v.optional(v.nullable(v.picklist(LANGUAGES)), null),
  title: str(200, 1),
  content: v.optional(richText, ''),
  imageUrl: v.optional(
    v.union([v.literal(''), v.pipe(str(500), v.regex(/^(\/|https:\/\/)[^\s"'<>]*$/))]),
    '',
  ),
  linkageType: v.optional(v.nullable(v.picklist(['ROUTE', 'URL']))),
  linkage: v.optional(v.nullable(v.pipe(str(500), v.regex(/^(\/|https:\/\/)[^\s"'<>]*$/)))),
  execution: v.optional(v.nullable(v.picklist(POPUP_EXECUTIONS))),
  membersOnly: v.optional(v.boolean(), false),
  sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)), 0),
  ...schedule,
  translations: translationsIn,
};

export const staffHelpTopicSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  hash: v.string(),
  title: v.string(),
  content: v.string(),
  sort: v.number(),
  translations: translationsOut,
  defaultLanguage: v.picklist(LANGUAGES),
});
export type StaffHelpTopic = v.InferOutput<typeof staffHelpTopicSchema>;

/** Uploaded images: png, jpeg or webp by their bytes, at most this many bytes. */
export const MAX_CONTENT_IMAGE_BYTES = 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Base64 grows by 4/3. */
const MAX_CONTENT_IMAGE_CHARS = Math.ceil(MAX_CONTENT_IMAGE_BYTES / 3) * 4;

/**
 * An image upload's call: its request (the bytes in base64, at most MAX_CONTENT_IMAGE_BYTES of
 * them) and body limit. Rich-text images and promotion banners are uploaded alike.
 */
export const imageUpload = {
  bodyLimit: MAX_CONTENT_IMAGE_CHARS + 4096,
  request: v.strictObject({
    // The name and declared type are only kept for the audit; the bytes decide.
    fileName: v.optional(str(200)),
    declaredType: v.optional(str(100)),
    data: v.pipe(
      v.string(),
      v.minLength(4),
      v.maxLength(MAX_CONTENT_IMAGE_CHARS),
      v.regex(/^[A-Za-z0-9+/]+={0,2}$/),
    ),
  }),
};

export const contentImageSchema = v.object({
  id: v.number(),
  /** Where the portal and the editor load it from (served with its sniffed type). */
  url: v.string(),
  contentType: v.picklist(CONTENT_IMAGE_TYPES),
  size: v.number(),
});
export type ContentImage = v.InferOutput<typeof contentImageSchema>;

// ---------------------------------------------------------------------------------------
// Brands desk
// ---------------------------------------------------------------------------------------

/** The switches staff may flip at run time: the module ids and the portal's feature flags. */
export const SWITCH_IDS: readonly string[] = [
  ...new Set<string>([...MODULE_IDS, ...FEATURE_FLAGS]),
];

export const brandSwitchSchema = v.object({
  id: v.string(),
  kind: v.picklist(['module', 'flag']),
  /** What the server applies now. */
  enabled: v.boolean(),
  /** What brand.json says. */
  brandDefault: v.boolean(),
  /** Set by staff at run time (over brand.json); null: brand.json's value holds. */
  override: v.nullable(v.boolean()),
  /** Some switches cannot be turned off (COMM3 carries every portal's basic calls). */
  locked: v.boolean(),
});
export type BrandSwitch = v.InferOutput<typeof brandSwitchSchema>;

export const staffBrandSchema = v.object({
  merchantCode: v.string(),
  code: v.string(),
  name: v.string(),
  /** brand.json as the server loaded and validated it (read-only). */
  config: v.unknown(),
  switches: v.array(brandSwitchSchema),
});
export type StaffBrand = v.InferOutput<typeof staffBrandSchema>;

// ---------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------

/**
 * Money figures are null when the brands in view keep different currencies (ours: their minor
 * units do not add up, so no sum is given; the console asks to pick one brand).
 */
const figures = {
  deposits: v.nullable(money),
  withdrawals: v.nullable(money),
  bets: v.nullable(money),
  wins: v.nullable(money),
  /** Gross gaming revenue: bets less wins. */
  ggr: v.nullable(money),
};
export const dashboardDaySchema = v.object({
  day: v.string(),
  ...figures,
  activeMembers: v.number(),
  newMembers: v.number(),
});
export type DashboardDay = v.InferOutput<typeof dashboardDaySchema>;

export const dashboardSchema = v.object({
  /** null: every merchant the viewer may see. */
  merchantCode: v.nullable(v.string()),
  /** The brands' one currency; null when they keep several (no money figures then). */
  currency: v.nullable(v.string()),
  today: dashboardDaySchema,
  last30: v.object({ ...figures, activeMembers: v.number(), newMembers: v.number() }),
  /**
   * Oldest first, the 30 brand days ending today, each brand's in its own time zone (today is
   * the latest brand day among the brands in view).
   */
  days: v.array(dashboardDaySchema),
  /** The merchants the picker offers. */
  merchants: v.array(v.object({ merchantCode: v.string(), name: v.string() })),
});
export type Dashboard = v.InferOutput<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------
// Support desk
// ---------------------------------------------------------------------------------------

/**
 * A message from staff, kept in `staff_messages` for the member side to read later (the
 * member inbox is "not shown" in the specs; designed here): `memberId` null is a broadcast to
 * every member of the merchant, else one member's message.
 */
export const staffMessageSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  memberId: v.nullable(v.number()),
  memberUsername: v.nullable(v.string()),
  title: v.string(),
  body: v.string(),
  sentBy: v.string(),
  sentAt: instant,
});
export type StaffMessage = v.InferOutput<typeof staffMessageSchema>;

const messageFields = { title: str(120, 1), body: str(4000, 1) };

/** Designed (issue 9): one feedback the portal's contact form sent, as support reads it. */
export const staffFeedbackSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  /** Null: sent by a visitor, who may have left a contact. */
  memberId: v.nullable(v.number()),
  memberUsername: v.nullable(v.string()),
  questionType: v.string(),
  content: v.string(),
  contact: v.string(),
  sentAt: instant,
});
export type StaffFeedback = v.InferOutput<typeof staffFeedbackSchema>;

export const staffDeskCalls = {
  staffMerchants: deskCall({
    method: 'GET',
    path: '/staff/merchants',
    permission: null,
    request: empty,
    response: v.object({
      merchants: v.array(v.object({ merchantCode: v.string(), name: v.string() })),
    }),
    summary: "The merchants the signed-in staff member may act on (the desks' pickers)",
  }),
  contentAnnouncements: deskCall({
    method: 'GET',
    path: '/staff/content/announcements',
    permission: 'content.read',
    request: v.strictObject({
      merchantCode: v.optional(merchantCode),
      type: v.optional(v.picklist(NOTICE_TYPES)),
      ...pageQuery,
    }),
    response: countedPage(staffAnnouncementSchema),
    summary: "A merchant's announcements, banners, notices and popups, newest first",
  }),
  contentAnnouncementCreate: deskCall({
    method: 'POST',
    path: '/staff/content/announcements',
    permission: 'content.write',
    request: v.strictObject({ merchantCode, ...announcementFields }),
    response: staffAnnouncementSchema,
    summary: 'Creates an announcement (unpublished until published); content is sanitised',
  }),
  contentAnnouncementUpdate: deskCall({
    method: 'POST',
    path: '/staff/content/announcements/{announcementId}',
    permission: 'content.write',
    request: v.strictObject({ announcementId: rowId, ...announcementFields }),
    response: staffAnnouncementSchema,
    summary: 'Edits an announcement; content is sanitised',
  }),
  contentAnnouncementPublish: deskCall({
    method: 'POST',
    path: '/staff/content/announcements/{announcementId}/publish',
    permission: 'content.write',
    request: v.strictObject({ announcementId: rowId, published: v.boolean(), ...schedule }),
    response: staffAnnouncementSchema,
    summary: 'Publishes (optionally between two times) or unpublishes an announcement',
  }),
  contentPreview: deskCall({
    method: 'POST',
    path: '/staff/content/preview',
    permission: 'content.read',
    request: v.strictObject({ title: str(200), content: richText }),
    response: v.object({ title: v.string(), content: v.string() }),
    summary: 'The title and rich text exactly as they would be kept and shown (sanitised)',
  }),
  contentHelpTopics: deskCall({
    method: 'GET',
    path: '/staff/content/help',
    permission: 'content.read',
    request: v.strictObject({ merchantCode: v.optional(merchantCode) }),
    response: v.object({ topics: v.array(staffHelpTopicSchema) }),
    summary: "A merchant's help centre topics",
  }),
  contentHelpTopicSave: deskCall({
    method: 'POST',
    path: '/staff/content/help',
    permission: 'content.write',
    request: v.strictObject({
      merchantCode,
      hash: v.pipe(str(40, 1), v.regex(/^[a-z0-9-]+$/)),
      title: str(200, 1),
      content: richText,
      sort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)), 0),
      translations: translationsIn,
    }),
    response: staffHelpTopicSchema,
    summary: 'Creates or replaces the help topic with this anchor; content is sanitised',
  }),
  contentImageUpload: deskCall({
    method: 'POST',
    path: '/staff/content/images',
    permission: 'content.write',
    ...imageUpload,
    response: contentImageSchema,
    summary: 'Uploads an image (png, jpeg or webp by its bytes, at most 1 MiB) for rich text',
  }),
  brandList: deskCall({
    method: 'GET',
    path: '/staff/brands',
    permission: 'brands.read',
    request: empty,
    response: v.object({ brands: v.array(staffBrandSchema) }),
    summary: "Each brand's configuration as loaded and its switches",
  }),
  brandSwitch: deskCall({
    method: 'POST',
    path: '/staff/brands/{merchantCode}/switches',
    permission: 'brands.switch',
    request: v.strictObject({
      merchantCode,
      switchId: v.picklist(SWITCH_IDS),
      /** null: drop the override, brand.json's value holds again. */
      enabled: v.nullable(v.boolean()),
    }),
    response: staffBrandSchema,
    summary: 'Turns a module or feature switch on or off for a merchant at run time',
  }),
  dashboard: deskCall({
    method: 'GET',
    path: '/staff/dashboard',
    permission: 'dashboard.read',
    request: v.strictObject({ merchantCode: v.optional(merchantCode), today: v.optional(day) }),
    response: dashboardSchema,
    summary: 'Deposits, withdrawals, bets, wins, GGR, active and new members: today, 30 days',
  }),
  messageList: deskCall({
    method: 'GET',
    path: '/staff/messages',
    permission: 'messages.read',
    request: deskPageQuery(),
    response: countedPage(staffMessageSchema),
    summary: 'Messages staff sent, newest first',
  }),
  messageBroadcast: deskCall({
    method: 'POST',
    path: '/staff/messages',
    permission: 'messages.send',
    request: v.strictObject({ merchantCode, ...messageFields }),
    response: staffMessageSchema,
    summary: "A message to every member of a brand (kept for the member's inbox)",
  }),
  messageToMember: deskCall({
    method: 'POST',
    path: '/staff/members/{memberId}/messages',
    permission: 'messages.send',
    request: v.strictObject({ memberId: rowId, ...messageFields }),
    response: staffMessageSchema,
    summary: 'A message to one member (kept for the member inbox)',
  }),
  feedbackList: deskCall({
    method: 'GET',
    path: '/staff/feedback',
    permission: 'feedback.read',
    request: deskPageQuery(),
    response: countedPage(staffFeedbackSchema),
    summary: "Members' and visitors' feedback, newest first",
  }),
};
