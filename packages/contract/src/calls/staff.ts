import * as v from 'valibot';
import { type CallSpec, empty, money, qInt, str } from '../call.ts';
import { BET_STATUS_CODES } from '../enums.ts';
import { countedPage, day, instant, pageQuery, rowId } from '../fields.ts';
import { rgSettingsSchema } from './account.ts';
import { bankCardSchema } from './cashier.ts';
import {
  APPLICATION_REVIEW_AUDIT_ACTIONS,
  APPLICATION_REVIEW_AUDIT_TARGETS,
  staffPromotionKindsCalls,
} from './promotionKinds.ts';
import { AGENT_DESK_PERMISSIONS, staffAgentCalls } from './staffAgent.ts';
import { AGENT_CONTRACT_AUDIT_ACTIONS, staffAgentContractCalls } from './staffAgentContracts.ts';
import {
  AGENT_PAY_AUDIT_ACTIONS,
  AGENT_PAY_PERMISSIONS,
  staffAgentPayCalls,
} from './staffAgentPay.ts';
import {
  CHAT_DESK_AUDIT_ACTIONS,
  CHAT_DESK_AUDIT_TARGETS,
  CHAT_DESK_PERMISSIONS,
  staffChatRoomCalls,
} from './staffChatRoom.ts';
import { DESK_PERMISSIONS, staffDeskCalls } from './staffDesks.ts';
import { FINANCE_PERMISSIONS, staffFinanceCalls } from './staffFinance.ts';
import { staffFinanceReviewCalls } from './staffFinanceReview.ts';
import { LOTTERY_DESK_PERMISSIONS, staffLotteryCalls } from './staffLottery.ts';
import { NAMES_AUDIT_ACTIONS, NAMES_AUDIT_TARGETS, staffNamesCalls } from './staffNames.ts';
import { POINTS_DESK_PERMISSIONS, staffPointsCalls } from './staffPoints.ts';
import {
  PROMOTIONS_DESK_AUDIT_ACTIONS,
  PROMOTIONS_DESK_AUDIT_TARGETS,
  PROMOTIONS_DESK_PERMISSIONS,
  staffPromotionsCalls,
} from './staffPromotions.ts';
import { staffPromotionsTermsCalls } from './staffPromotionsTerms.ts';
import { SITE_DESK_AUDIT_ACTIONS, SITE_DESK_PERMISSIONS, staffSiteCalls } from './staffSite.ts';

/**
 * The staff area: the operator console's calls. Designed here: the specs do not show a back
 * office ("not shown"), issue 8 asks for one. Every path lies under `/staff/`, every call
 * names the permission it needs, and the role table below is the one place that says which
 * role holds which permission: the console hides what a role cannot do from it, and the
 * server guards every call with it.
 *
 * Staff are platform staff (no merchant: they see every merchant) or merchant staff (one
 * merchant's members, adjustments and audit only).
 */

/** The roles a staff member can hold (issue 8). */
export const STAFF_ROLES = ['owner', 'finance', 'risk', 'content', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff call can need. A later desk adds its permissions here and to the table. */
export const STAFF_PERMISSIONS = [
  'audit.read',
  'members.read',
  'members.lock',
  'members.note',
  'members.resetPassword',
  'adjustments.read',
  'adjustments.request',
  'adjustments.approve',
  ...DESK_PERMISSIONS,
  ...FINANCE_PERMISSIONS,
  ...LOTTERY_DESK_PERMISSIONS,
  ...POINTS_DESK_PERMISSIONS,
  ...PROMOTIONS_DESK_PERMISSIONS,
  ...AGENT_PAY_PERMISSIONS,
  ...AGENT_DESK_PERMISSIONS,
  ...CHAT_DESK_PERMISSIONS,
  ...SITE_DESK_PERMISSIONS,
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Role -> permissions: the console's menus and the server's guard read the same table. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  finance: [
    'audit.read',
    'members.read',
    'adjustments.read',
    'adjustments.request',
    'adjustments.approve',
    'dashboard.read',
    ...FINANCE_PERMISSIONS,
    'points.read',
    'points.decide',
    // Forfeiting a bonus moves a member's money back to the house: finance decides it.
    'promotions.read',
    'promotions.review',
    'agentPay.read',
  ],
  risk: [
    'audit.read',
    // The agent desk's team part: risk watches the trees and moves members (issue 24).
    ...AGENT_DESK_PERMISSIONS,
    'members.read',
    'members.lock',
    'members.note',
    'adjustments.read',
    'dashboard.read',
    'lottery.read',
    'lottery.void',
    'agentPay.read',
    'agentPay.manage',
    // Bonus abuse (several accounts, hedged bets) is risk's to find and to forfeit.
    'promotions.read',
    'promotions.review',
    // Region rules and maintenance windows are compliance and operations: risk keeps them.
    'site.read',
    'site.write',
  ],
  content: [
    'content.read',
    'content.write',
    'points.read',
    'points.write',
    // Writing promotions is writing the brand's offers; paying or taking money back is not.
    'promotions.read',
    'promotions.write',
  ],
  support: [
    'agents.read',
    'agents.applications',
    'members.read',
    'members.lock',
    'members.note',
    'members.resetPassword',
    'messages.read',
    'messages.send',
    'feedback.read',
    // The chat room is the members' own talk: support keeps it civil (issue 27).
    ...CHAT_DESK_PERMISSIONS,
  ],
};

export const roleCan = (role: StaffRole, permission: StaffPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * A staff call: the member calls' `CallSpec` shape (method, path, request and response
 * schemas, summary; GET and DELETE read the query, POST the JSON body, `{name}` path
 * parameters join the input) without the brand-site parts (merchant header, module switch,
 * cipher), plus who may make it:
 * - `signIn`: the two sign-in steps, the only calls answered without a staff session;
 * - `staff`: a live staff session, and `permission` held by the staff member's role
 *   (`null`: any signed-in staff member). Every non-GET call also needs the CSRF token.
 */
export interface StaffCallSpec<
  Req extends v.GenericSchema = v.GenericSchema,
  Res extends v.GenericSchema = v.GenericSchema,
> extends Pick<CallSpec<Req, Res>, 'method' | 'path' | 'request' | 'response' | 'summary'> {
  readonly access: 'signIn' | 'staff';
  readonly permission: StaffPermission | null;
  /** A larger request body than the server's default (an image upload), in bytes. */
  readonly bodyLimit?: number;
}

export type StaffAccess = StaffCallSpec['access'];

type StaffCallInit<
  Req extends v.GenericSchema,
  Res extends v.GenericSchema,
  A extends StaffAccess,
> = Omit<StaffCallSpec<Req, Res>, 'access' | 'permission'> & {
  access: A;
} & (A extends 'staff' ? { permission: StaffPermission | null } : { permission?: never });

// Its only effect is refusing a wrong path while the module loads: bundles that never read a
// staff call may drop them (the portal does).
/* @__NO_SIDE_EFFECTS__ */
export const defineStaffCall = <
  Req extends v.GenericSchema,
  Res extends v.GenericSchema,
  A extends StaffAccess,
>(
  init: StaffCallInit<Req, Res, A>,
): StaffCallSpec<Req, Res> & { readonly access: A } => {
  if (!init.path.startsWith('/staff/'))
    throw new Error(`a staff path starts /staff/: ${init.path}`);
  return { permission: null, ...init };
};

/** The signed-in staff member as the console shows them. */
export const staffMemberSchema = v.object({
  id: v.number(),
  username: v.string(),
  displayName: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** null: platform staff (every merchant); else the one merchant's code. */
  merchantCode: v.nullable(v.string()),
  permissions: v.array(v.picklist(STAFF_PERMISSIONS)),
});
export type StaffMember = v.InferOutput<typeof staffMemberSchema>;

/**
 * A live staff session as the console holds it. The session itself travels only in an
 * HttpOnly cookie; `csrfToken` goes back in the `X-CSRF-Token` header on every write.
 */
export const staffSessionSchema = v.object({
  staff: staffMemberSchema,
  csrfToken: v.string(),
});
export type StaffSession = v.InferOutput<typeof staffSessionSchema>;

/** The header a write carries its CSRF token in. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

const username = v.pipe(str(32, 1), v.regex(/^[a-z0-9_.-]+$/i));
const otpCode = v.pipe(v.string(), v.regex(/^\d{6}$/));
/** A recovery code as printed at enrolment: ten letters and digits, maybe with a dash. */
const recoveryCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/));

/** After the password: the second step, with a ticket good for a few minutes. */
export const passwordStepSchema = v.object({
  ticket: v.string(),
  next: v.picklist(['totp', 'enrol']),
  /** Only for `enrol`: the new secret, to scan as a QR code (`otpauthUrl`) or type in. */
  enrolment: v.optional(v.object({ secret: v.string(), otpauthUrl: v.string() })),
});
export type PasswordStep = v.InferOutput<typeof passwordStepSchema>;

export const AUDIT_TARGET_TYPES = [
  'staff',
  'member',
  'adjustment',
  'announcement',
  'helpTopic',
  'image',
  'merchant',
  'message',
  'withdrawal',
  'deposit',
  'lotteryDraw',
  'pointReward',
  'pointRedemption',
  'agentContract',
  'agentPayRun',
  'dividendBill',
  'agentApplication',
  ...PROMOTIONS_DESK_AUDIT_TARGETS,
  ...APPLICATION_REVIEW_AUDIT_TARGETS,
  ...CHAT_DESK_AUDIT_TARGETS,
  ...NAMES_AUDIT_TARGETS,
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const auditEntrySchema = v.object({
  id: v.number(),
  at: instant,
  staffId: v.number(),
  staffUsername: v.string(),
  role: v.picklist(STAFF_ROLES),
  merchantCode: v.nullable(v.string()),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  address: v.string(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** The actions the audit log records (its filter offers these). */
export const AUDIT_ACTIONS = [
  'staff.signIn',
  'staff.enrol',
  'staff.signOut',
  'member.lock',
  'member.unlock',
  'member.note',
  'member.passwordReset',
  'adjustment.request',
  'adjustment.approve',
  'adjustment.reject',
  'announcement.create',
  'announcement.update',
  'announcement.publish',
  'announcement.unpublish',
  'helpTopic.save',
  'image.upload',
  'brand.switch',
  'message.broadcast',
  'message.member',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.resolve',
  'withdrawal.closedAccountPayout',
  'deposit.confirm',
  'lottery.void',
  'deposit.refuse',
  'withdrawal.markPaid',
  'pointReward.save',
  'pointRedemption.approve',
  'pointRedemption.reject',
  'pointRedemption.ship',
  ...AGENT_PAY_AUDIT_ACTIONS,
  'agents.move',
  'agents.applicationApprove',
  'agents.applicationReject',
  ...PROMOTIONS_DESK_AUDIT_ACTIONS,
  ...APPLICATION_REVIEW_AUDIT_ACTIONS,
  ...AGENT_CONTRACT_AUDIT_ACTIONS,
  ...CHAT_DESK_AUDIT_ACTIONS,
  ...SITE_DESK_AUDIT_ACTIONS,
  ...NAMES_AUDIT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const MEMBER_SEARCH_FIELDS = ['account', 'mobile', 'email', 'address'] as const;
export const MEMBER_SORTS = ['username', 'createdAt', 'lastLoginAt'] as const;

export const memberRowSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  username: v.string(),
  nickname: v.string(),
  mobile: v.string(),
  email: v.string(),
  type: v.number(),
  createdAt: instant,
  lastLoginAt: v.nullable(instant),
  lastLoginIp: v.nullable(v.string()),
  locked: v.boolean(),
});
export type MemberRow = v.InferOutput<typeof memberRowSchema>;

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUS = ['pending', 'approved', 'rejected'] as const;

export const adjustmentSchema = v.object({
  id: v.number(),
  merchantCode: v.string(),
  memberId: v.number(),
  memberUsername: v.string(),
  direction: v.picklist(ADJUSTMENT_DIRECTIONS),
  amount: money,
  currency: v.string(),
  reason: v.string(),
  status: v.picklist(ADJUSTMENT_STATUS),
  requestedBy: v.string(),
  requestedAt: instant,
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(instant),
  decisionReason: v.nullable(v.string()),
  /** The ledger movement it posted (approved only). */
  transactionId: v.nullable(v.string()),
});
export type Adjustment = v.InferOutput<typeof adjustmentSchema>;

export const memberDetailSchema = v.object({
  profile: v.object({
    ...memberRowSchema.entries,
    countryDialingCode: v.string(),
    language: v.string(),
    registerIp: v.string(),
    lockedAt: v.nullable(instant),
    lockReason: v.nullable(v.string()),
  }),
  wallets: v.array(v.object({ code: v.string(), currency: v.string(), balance: money })),
  ledger: v.array(
    v.object({
      transactionId: v.string(),
      kind: v.string(),
      amount: money,
      currency: v.string(),
      at: instant,
    }),
  ),
  rounds: v.array(
    v.object({
      transactionId: v.string(),
      vendor: v.string(),
      bet: money,
      win: v.nullable(money),
      status: v.string(),
      at: instant,
    }),
  ),
  devices: v.array(
    v.object({
      deviceId: v.string(),
      firstSeenAt: instant,
      lastSeenAt: instant,
      address: v.string(),
    }),
  ),
  /** The member's lottery orders, newest first: the other kind of bet beside game rounds. */
  lotteryOrders: v.array(
    v.object({
      id: v.number(),
      gameCode: v.string(),
      numero: v.string(),
      play: v.string(),
      amount: money,
      payout: money,
      status: v.picklist(BET_STATUS_CODES),
      at: instant,
    }),
  ),
  notes: v.array(v.object({ id: v.number(), text: v.string(), author: v.string(), at: instant })),
  adjustments: v.array(adjustmentSchema),
  /** The member's responsible-gambling state, as the member centre shows it to them. */
  responsibleGaming: rgSettingsSchema,
  /**
   * The member's bound cards, account numbers masked: where finance pay a closed account's
   * balance (`financeClosedAccountPayout` takes one of these ids).
   */
  cards: v.array(bankCardSchema),
});
export type MemberDetail = v.InferOutput<typeof memberDetailSchema>;

const memberId = rowId;
const reason = str(200, 1);

export const staffCalls = {
  staffSignInPassword: defineStaffCall({
    method: 'POST',
    path: '/staff/session/password',
    access: 'signIn',
    request: v.strictObject({ username, password: str(128, 1) }),
    response: passwordStepSchema,
    summary: 'Staff sign-in, step one: the password; answers a ticket for the code step',
  }),
  staffSignInTotp: defineStaffCall({
    method: 'POST',
    path: '/staff/session/totp',
    access: 'signIn',
    request: v.strictObject({
      ticket: str(64, 1),
      code: v.union([otpCode, recoveryCode]),
    }),
    response: staffSessionSchema,
    summary: 'Staff sign-in, step two: a TOTP code (or a recovery code); sets the session cookie',
  }),
  staffEnrol: defineStaffCall({
    method: 'POST',
    path: '/staff/session/enrol',
    access: 'signIn',
    request: v.strictObject({ ticket: str(64, 1), code: otpCode }),
    response: v.object({ ...staffSessionSchema.entries, recoveryCodes: v.array(v.string()) }),
    summary: 'First sign-in: confirms the new TOTP secret with a code; answers recovery codes',
  }),
  staffSession: defineStaffCall({
    method: 'GET',
    path: '/staff/session',
    access: 'staff',
    permission: null,
    request: empty,
    response: staffSessionSchema,
    summary: 'The signed-in staff member, their permissions and the CSRF token',
  }),
  staffSignOut: defineStaffCall({
    method: 'DELETE',
    path: '/staff/session',
    access: 'staff',
    permission: null,
    request: empty,
    response: v.object({}),
    summary: 'Ends the staff session',
  }),
  auditLog: defineStaffCall({
    method: 'GET',
    path: '/staff/audit',
    access: 'staff',
    permission: 'audit.read',
    request: v.strictObject({
      staff: v.optional(str(32)),
      action: v.optional(v.picklist(AUDIT_ACTIONS)),
      targetType: v.optional(v.picklist(AUDIT_TARGET_TYPES)),
      targetId: v.optional(str(64)),
      from: v.optional(day),
      to: v.optional(day),
      ...pageQuery,
    }),
    response: countedPage(auditEntrySchema),
    summary: 'The audit log, newest first, filtered by staff, action, target and dates',
  }),
  memberSearch: defineStaffCall({
    method: 'GET',
    path: '/staff/members',
    access: 'staff',
    permission: 'members.read',
    request: v.strictObject({
      field: v.optional(v.picklist(MEMBER_SEARCH_FIELDS), 'account'),
      q: v.optional(str(64)),
      sort: v.optional(v.picklist(MEMBER_SORTS), 'username'),
      order: v.optional(v.picklist(['asc', 'desc']), 'asc'),
      ...pageQuery,
    }),
    response: countedPage(memberRowSchema),
    summary: 'Members by account, mobile, e-mail or address, paged and sorted on the server',
  }),
  memberDetail: defineStaffCall({
    method: 'GET',
    path: '/staff/members/{memberId}',
    access: 'staff',
    permission: 'members.read',
    request: v.strictObject({ memberId }),
    response: memberDetailSchema,
    summary: "A member's profile, wallets, ledger, rounds, devices, notes and adjustments",
  }),
  memberLock: defineStaffCall({
    method: 'POST',
    path: '/staff/members/{memberId}/lock',
    access: 'staff',
    permission: 'members.lock',
    request: v.strictObject({ memberId, reason }),
    response: memberRowSchema,
    summary: 'Locks a member: login refused, live sessions revoked',
  }),
  memberUnlock: defineStaffCall({
    method: 'POST',
    path: '/staff/members/{memberId}/unlock',
    access: 'staff',
    permission: 'members.lock',
    request: v.strictObject({ memberId }),
    response: memberRowSchema,
    summary: 'Unlocks a member',
  }),
  memberNote: defineStaffCall({
    method: 'POST',
    path: '/staff/members/{memberId}/notes',
    access: 'staff',
    permission: 'members.note',
    request: v.strictObject({ memberId, text: str(1000, 1) }),
    response: v.object({ id: v.number() }),
    summary: 'Adds a staff note to a member',
  }),
  memberPasswordReset: defineStaffCall({
    method: 'POST',
    path: '/staff/members/{memberId}/password-reset',
    access: 'staff',
    permission: 'members.resetPassword',
    request: v.strictObject({ memberId }),
    response: v.object({
      channel: v.picklist(['email', 'sms']),
      sentTo: v.string(),
      expiresAt: instant,
    }),
    summary: 'Sends the member a single-use password-reset link (30 minutes) by e-mail, else SMS',
  }),
  adjustmentRequest: defineStaffCall({
    method: 'POST',
    path: '/staff/members/{memberId}/adjustments',
    access: 'staff',
    permission: 'adjustments.request',
    request: v.strictObject({
      memberId,
      direction: v.picklist(ADJUSTMENT_DIRECTIONS),
      amount: v.pipe(money, v.regex(/^\d/)),
      reason,
    }),
    response: adjustmentSchema,
    summary: 'Asks for a manual credit or debit; posts only once another staff member approves',
  }),
  adjustmentList: defineStaffCall({
    method: 'GET',
    path: '/staff/adjustments',
    access: 'staff',
    permission: 'adjustments.read',
    request: v.strictObject({
      status: v.optional(v.picklist(ADJUSTMENT_STATUS)),
      memberId: v.optional(qInt(1)),
      ...pageQuery,
    }),
    response: countedPage(adjustmentSchema),
    summary: 'Manual adjustments, newest first',
  }),
  adjustmentApprove: defineStaffCall({
    method: 'POST',
    path: '/staff/adjustments/{adjustmentId}/approve',
    access: 'staff',
    permission: 'adjustments.approve',
    request: v.strictObject({ adjustmentId: rowId }),
    response: adjustmentSchema,
    summary: 'Approves an adjustment (not its requester): posts it to the ledger once',
  }),
  adjustmentReject: defineStaffCall({
    method: 'POST',
    path: '/staff/adjustments/{adjustmentId}/reject',
    access: 'staff',
    permission: 'adjustments.approve',
    request: v.strictObject({ adjustmentId: rowId, reason }),
    response: adjustmentSchema,
    summary: 'Rejects a pending adjustment with a reason',
  }),
  ...staffDeskCalls,
  ...staffFinanceCalls,
  ...staffFinanceReviewCalls,
  ...staffLotteryCalls,
  ...staffPointsCalls,
  ...staffPromotionsCalls,
  ...staffPromotionKindsCalls,
  ...staffPromotionsTermsCalls,
  ...staffAgentPayCalls,
  ...staffAgentCalls,
  ...staffAgentContractCalls,
  ...staffChatRoomCalls,
  ...staffSiteCalls,
  ...staffNamesCalls,
};

export type StaffCalls = typeof staffCalls;
export type StaffCallName = keyof StaffCalls;
export type StaffCallInput<N extends StaffCallName> = v.InferInput<StaffCalls[N]['request']>;
export type StaffCallParsed<N extends StaffCallName> = v.InferOutput<StaffCalls[N]['request']>;
export type StaffCallOutput<N extends StaffCallName> = v.InferOutput<StaffCalls[N]['response']>;
export const staffCallNames = /* @__PURE__ */ Object.keys(staffCalls) as StaffCallName[];
