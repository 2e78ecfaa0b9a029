import * as v from 'valibot';
import { defineCall, empty, money, str } from '../call.ts';
import { CONTRACT_TYPES, GAME_CATEGORIES, GRANT_STATUS } from '../enums.ts';
import { day, instant, page, pageQuery, rowId } from '../fields.ts';

/*
 * The member centre (issue 9, member-account half): records, the inbox, profile and
 * responsible gambling. The specs name only `ODSFE2_MemTransDet`, `CSP_unreadCount`,
 * `/wps/feedback` and `/wps/member/info/icon` (those live in wallet.ts, content.ts and
 * member.ts); every call below is designed here ("not shown" in the specs), module INBOX3 for
 * the inbox and COMM3 for the rest. Days are UTC calendar days: brands carry no time zone yet.
 */

// ---------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------

/** The date filters every record screen offers; `custom` takes startDate and endDate. */
export const RECORD_PERIODS = ['today', 'yesterday', 'last7Days', 'last30Days', 'custom'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
/** A custom range spans at most this many days, both ends included. */
export const MAX_RECORD_RANGE_DAYS = 90;

/** Designed: a bet as the betting record shows it. `pending` is a bet not yet settled. */
export const BET_RECORD_STATUS = ['pending', 'won', 'lost', 'refunded'] as const;
export type BetRecordStatus = (typeof BET_RECORD_STATUS)[number];

const periodQuery = {
  period: v.optional(v.picklist(RECORD_PERIODS), 'today'),
  /** Only with `custom`; the server refuses a range over 90 days (`records.range.invalid`). */
  startDate: v.optional(day),
  endDate: v.optional(day),
};

export const betRecordSchema = v.object({
  betId: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  vassalage: v.string(),
  gameName: v.string(),
  betAmount: money,
  /** Null while pending. */
  winAmount: v.nullable(money),
  /** Win minus bet; null while pending, zero when refunded. */
  profit: v.nullable(money),
  status: v.picklist(BET_RECORD_STATUS),
  betAt: instant,
  settledAt: v.nullable(instant),
});
export type BetRecord = v.InferOutput<typeof betRecordSchema>;

const recordTotals = v.object({ betAmount: money, winAmount: money, profit: money });

export const betRecordPageSchema = v.object({
  ...page(betRecordSchema).entries,
  /** Over the whole filtered range, not only this page. */
  totals: recordTotals,
});

export const profitLossSchema = v.object({
  startDate: day,
  endDate: day,
  categories: v.array(
    v.object({
      category: v.picklist(GAME_CATEGORIES),
      bets: v.number(),
      ...recordTotals.entries,
    }),
  ),
  totals: recordTotals,
});
export type ProfitLoss = v.InferOutput<typeof profitLossSchema>;

/** What a bonus record is for: a promotion's grant or a VIP level's gift. */
export const BONUS_SOURCES = ['promotion', 'vipGift'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const bonusRecordSchema = v.object({
  bonusId: v.string(),
  title: v.string(),
  amount: money,
  /** The turnover the bonus asks before it can be withdrawn (multiples of `amount`). */
  turnoverRequired: money,
  grantedAt: instant,
  /** Issue 25: the grant behind the record, its wagering and where it stands. */
  promotionId: v.number(),
  wageringProgress: money,
  wageringLeft: money,
  status: v.picklist(GRANT_STATUS),
  expiresAt: v.nullable(instant),
  /** When it was completed, expired, forfeited or cancelled. */
  endedAt: v.nullable(instant),
  /** Why it ended, when staff or a rule ended it (a forfeit's reason). */
  reason: v.nullable(v.string()),
  /**
   * What paid it: a promotion's grant (absent for the first clients) or a VIP level's one-time
   * gift, which asks no wagering and has no promotion (`promotionId` 0, `title` the level's
   * name, `vipLevel` its number). Designed: the rules list VIP gifts, not their record.
   */
  source: v.optional(v.picklist(BONUS_SOURCES)),
  vipLevel: v.optional(v.number()),
});
export type BonusRecord = v.InferOutput<typeof bonusRecordSchema>;

// ---------------------------------------------------------------------------------------
// Inbox
// ---------------------------------------------------------------------------------------

/** Who wrote a message: the platform itself (deposits, withdrawals) or staff. */
export const MESSAGE_SOURCES = ['platform', 'staff'] as const;
export const MESSAGE_FILTERS = ['all', 'unread', 'read'] as const;

/**
 * A platform message about the member's money, as a template the portal words in the
 * member's language (designed: the specs show no fields for it). `title` and `body` carry
 * the same in English for any other reader of the API.
 */
export const PLATFORM_NOTICE_KINDS = [
  'depositCredited',
  'withdrawalApproved',
  'withdrawalRejected',
  'withdrawalPaid',
  // The affiliate application's answer (issue 24): `reason` carries a rejection's reason.
  'agentApplicationApproved',
  'agentApplicationRejected',
  // The agent contract lifecycle (issue 24): `reference` is the contract id, `contractType`
  // its type; an offer carries its top `rate`, a terminate request its `reason`.
  'agentContractOffered',
  'agentContractWithdrawn',
  'agentContractTerminateAsked',
  'agentContractAccepted',
  'agentContractRejected',
  'agentContractEndAccepted',
  'agentContractEndRejected',
  'agentContractCancelled',
  // An activity application's answer (issue 25): `subject` is the promotion's title in the
  // member's language, an approval carries the `amount` paid, a rejection the staff's `reason`.
  'promotionApplicationApproved',
  'promotionApplicationRejected',
  // A points mall redemption's answer (issue 25): `reference` is its transaction number,
  // `subject` the item's name; a rejection carries the staff's `reason` (points returned).
  'pointsRedemptionApproved',
  'pointsRedemptionRejected',
] as const;
export type PlatformNoticeKind = (typeof PLATFORM_NOTICE_KINDS)[number];
export const platformNoticeSchema = v.object({
  kind: v.picklist(PLATFORM_NOTICE_KINDS),
  /** The reference (deposit order number or withdrawal id), the amount, and a refusal's reason. */
  reference: v.string(),
  /** The money notices' and an approved promotion application's amount; the agent
   * application's answers carry none. */
  amount: v.optional(money),
  reason: v.optional(v.string()),
  /** The agent contract notices' contract type, and an offer's top rate in percent. */
  contractType: v.optional(v.picklist(CONTRACT_TYPES)),
  rate: v.optional(v.string()),
  /**
   * What the notice is about: a promotion application's title in the member's language, a
   * redeemed mall item's name.
   */
  subject: v.optional(v.string()),
});
export type PlatformNotice = v.InferOutput<typeof platformNoticeSchema>;

export const inboxMessageSchema = v.object({
  messageId: v.number(),
  source: v.picklist(MESSAGE_SOURCES),
  notice: v.optional(platformNoticeSchema),
  title: v.string(),
  /** Plain text: the portal shows it as text, never as HTML. */
  body: v.string(),
  sentAt: instant,
  read: v.boolean(),
});
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;

const messageIds = v.pipe(v.array(rowId), v.minLength(1), v.maxLength(100));

// ---------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------

export const MAX_NICKNAME_LENGTH = 20;

/** A browser the member signed in from (its loginDeviceId), newest first. */
export const loginDeviceSchema = v.object({
  /** The device id shortened to its last six characters: enough to recognise, not to reuse. */
  device: v.string(),
  firstSeenAt: instant,
  lastSeenAt: instant,
  lastAddress: v.string(),
});
export type LoginDevice = v.InferOutput<typeof loginDeviceSchema>;

// ---------------------------------------------------------------------------------------
// Responsible gambling
// ---------------------------------------------------------------------------------------

/** Deposit limits per day, week and month, and loss limits over the same periods. */
export const RG_LIMIT_KINDS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/**
 * A raised or removed limit can take effect after this, and then only once the member
 * confirms it again (`confirmRgLimit`); a lowered one at once.
 */
export const RG_INCREASE_DELAY_HOURS = 24;
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOutPeriod = (typeof TIME_OUT_PERIODS)[number];
/** Self-exclusion lasts 6 months to 5 years and cannot be lifted early. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
/** Reality-check intervals in minutes; 0 turns the check off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;
export const RG_STATES = ['open', 'timedOut', 'selfExcluded'] as const;
export type RgStateName = (typeof RG_STATES)[number];

export const rgLimitSchema = v.object({
  kind: v.picklist(RG_LIMIT_KINDS),
  /** The limit in force now; null: none. */
  amount: v.nullable(money),
  /**
   * A raise or removal: what, from when, and whether that time has come (then it waits for
   * the member to confirm it again; the limit in force holds until then).
   */
  pending: v.nullable(
    v.object({ amount: v.nullable(money), effectiveAt: instant, confirmable: v.boolean() }),
  ),
  /** Deposited or lost so far in the current period. */
  used: money,
});
export type RgLimit = v.InferOutput<typeof rgLimitSchema>;

export const rgSettingsSchema = v.object({
  state: v.picklist(RG_STATES),
  /** When a time-out or self-exclusion ends; null while open. */
  until: v.nullable(instant),
  limits: v.array(rgLimitSchema),
  realityCheckMinutes: v.number(),
});
export type RgSettings = v.InferOutput<typeof rgSettingsSchema>;

export const realityCheckSchema = v.object({
  intervalMinutes: v.number(),
  /** Since this session signed in. */
  sessionStartedAt: instant,
  minutesPlayed: v.number(),
  /** Wins minus bets settled in this session. */
  netResult: money,
});
export type RealityCheck = v.InferOutput<typeof realityCheckSchema>;

/** Closing oneself out asks the login password again (a borrowed phone cannot do it). */
const confirmPassword = str(128, 1);

export const accountCalls = {
  betRecords: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_betRecords',
    token: true,
    module: 'COMM3',
    request: v.object({
      ...periodQuery,
      category: v.optional(v.picklist(GAME_CATEGORIES)),
      status: v.optional(v.picklist(BET_RECORD_STATUS)),
      ...pageQuery,
    }),
    response: betRecordPageSchema,
    summary: 'Betting record: every bet of the member, filtered and paged on the server',
  }),
  profitLoss: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_profitLoss',
    token: true,
    module: 'COMM3',
    request: v.object(periodQuery),
    response: profitLossSchema,
    summary: 'Personal profit and loss per game category over a period',
  }),
  bonusRecords: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_bonusRecords',
    token: true,
    module: 'COMM3',
    request: v.object({ ...periodQuery, ...pageQuery }),
    response: page(bonusRecordSchema),
    summary: 'Bonus details (promotions fill it when they land)',
  }),
  inbox: defineCall({
    method: 'GET',
    path: '/wps/relay/CSP_messageList',
    token: true,
    module: 'INBOX3',
    request: v.object({ filter: v.optional(v.picklist(MESSAGE_FILTERS), 'all'), ...pageQuery }),
    response: v.object({ ...page(inboxMessageSchema).entries, unreadMessage: v.number() }),
    summary: "The member's internal messages, newest first",
  }),
  readMessages: defineCall({
    method: 'POST',
    path: '/wps/relay/CSP_readMessages',
    token: true,
    module: 'INBOX3',
    request: v.object({ messageIds }),
    response: v.object({ unreadMessage: v.number() }),
    summary: 'Marks messages read; answers the unread count',
  }),
  deleteMessages: defineCall({
    method: 'POST',
    path: '/wps/relay/CSP_deleteMessages',
    token: true,
    module: 'INBOX3',
    request: v.object({ messageIds }),
    response: v.object({ unreadMessage: v.number() }),
    summary: "Deletes messages from the member's inbox; answers the unread count",
  }),
  updateNickname: defineCall({
    method: 'POST',
    path: '/wps/member/info/nickname',
    token: true,
    module: 'COMM3',
    request: v.object({ nickname: v.pipe(str(MAX_NICKNAME_LENGTH, 1), v.trim()) }),
    response: v.object({ nickname: v.string() }),
    summary: "Changes the member's nickname",
  }),
  loginDevices: defineCall({
    method: 'GET',
    path: '/wps/member/loginDevices',
    token: true,
    module: 'COMM3',
    request: empty,
    response: v.object({ list: v.array(loginDeviceSchema) }),
    summary: 'Login history: the browsers the member signed in from',
  }),
  rgSettings: defineCall({
    method: 'GET',
    path: '/wps/member/rg',
    token: true,
    module: 'COMM3',
    request: empty,
    response: rgSettingsSchema,
    summary: 'Responsible gambling: limits, pending raises, reality check',
  }),
  setRgLimit: defineCall({
    method: 'POST',
    path: '/wps/member/rg/limit',
    token: true,
    module: 'COMM3',
    // null removes the limit, which counts as a raise (after 24 hours).
    request: v.object({ kind: v.picklist(RG_LIMIT_KINDS), amount: v.nullable(money) }),
    response: rgSettingsSchema,
    summary: 'Sets a deposit or loss limit: lower at once, raise or remove after 24 hours',
  }),
  // Designed (cashier-notes: an increase holds after 24 hours "and then only when the member
  // confirms it again"); not shown in the specs.
  confirmRgLimit: defineCall({
    method: 'POST',
    path: '/wps/member/rg/limit/confirm',
    token: true,
    module: 'COMM3',
    request: v.object({ kind: v.picklist(RG_LIMIT_KINDS) }),
    response: rgSettingsSchema,
    summary: 'Confirms a raised or removed limit once its 24 hours have passed',
  }),
  setRealityCheck: defineCall({
    method: 'POST',
    path: '/wps/member/rg/realityCheck',
    token: true,
    module: 'COMM3',
    request: v.object({ minutes: v.picklist(REALITY_CHECK_MINUTES) }),
    response: rgSettingsSchema,
    summary: 'Sets the reality-check interval (0 turns it off)',
  }),
  realityCheck: defineCall({
    method: 'GET',
    path: '/wps/member/rg/realityCheck',
    token: true,
    module: 'COMM3',
    request: empty,
    response: realityCheckSchema,
    summary: 'Time played and net result of this session, for the reality-check dialog',
  }),
  takeTimeOut: defineCall({
    method: 'POST',
    path: '/wps/member/rg/timeOut',
    token: true,
    module: 'COMM3',
    request: v.object({ period: v.picklist(TIME_OUT_PERIODS), password: confirmPassword }),
    response: v.object({ until: instant }),
    summary: 'Takes a time-out (24 h to 6 weeks): signs out, no login until it ends',
  }),
  selfExclude: defineCall({
    method: 'POST',
    path: '/wps/member/rg/selfExclusion',
    token: true,
    module: 'COMM3',
    request: v.object({
      months: v.picklist(SELF_EXCLUSION_MONTHS),
      password: confirmPassword,
      /** The screen's "I understand this cannot be undone" box. */
      confirmed: v.literal(true),
    }),
    response: v.object({ until: instant }),
    summary: 'Self-excludes for 6 months to 5 years: signs out; cannot be lifted early',
  }),
  accountHistoryCsv: defineCall({
    method: 'GET',
    path: '/wps/member/rg/history',
    token: true,
    module: 'COMM3',
    request: v.object(periodQuery),
    // The CSV travels inside the envelope, so the api client's one transport serves it.
    response: v.object({ fileName: v.string(), csv: v.string() }),
    summary: "The member's account history (every ledger movement) as CSV",
  }),
};

/** Feedback question types (the contact form's select). */
export const FEEDBACK_TYPES = [
  'account',
  'deposit',
  'withdrawal',
  'game',
  'suggestion',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** Feedback bodies: at most this many characters. */
export const MAX_FEEDBACK_LENGTH = 1000;
