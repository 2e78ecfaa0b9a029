import { createHash, randomBytes } from 'node:crypto';
import type { Language, NewIpMethod } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import {
  isTrialType,
  type MemberPolicy,
  policySubject,
  refuseTrialAccount,
} from '../member/policy.ts';
import { isSwitchOn, type Merchant } from '../system/merchants.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import { authenticatorStatus } from './authenticator.ts';
import { redeemChallenge } from './challenges.ts';
import type { CodeDeps, CodeSettings } from './codes.ts';
import type { MessageProvider } from './messages.ts';
import type { RealNameDirectory } from './realNames.ts';
import type { SessionStore } from './sessions.ts';

/** A password older than this is reported expired (forced to change if the brand says so). */
const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60_000;
/** The default password the platform hands out; logging in with it forces a change. */
export const WEAK_DEFAULT_PASSWORD = '123456';
/** A login waiting for its new-IP second factor lapses after this. */
const PENDING_LOGIN_TTL_MS = 10 * 60_000;

export type AccountKind = 'member' | 'agent' | 'trial' | 'other';

export const accountKind = (merchant: Merchant, type: number): AccountKind => {
  if (merchant.brand.agentTypes.includes(type)) return 'agent';
  if (isTrialType(merchant.brand.trialTypes, type)) return 'trial';
  return type === 0 ? 'member' : 'other';
};

/** Masks all but the last four digits, so the wire never carries a whole number. */
export const maskMobile = (mobile: string): string =>
  mobile.length <= 4
    ? mobile.replace(/./g, '*')
    : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;

export const maskEmail = (email: string): string => {
  const at = email.indexOf('@');
  return at < 1 ? '' : `${email[0]}***${email.slice(at)}`;
};

/** What sign-in needs of the server's services (handlers pass theirs). */
export interface SignInDeps {
  db: Db;
  sessions: SessionStore;
  clock: () => Date;
  secrets: { challenge: Buffer; codes: Buffer };
  messages: MessageProvider;
  codes: CodeSettings;
  memberPolicy: MemberPolicy;
}

/** Who is signing in: the merchant and the caller's address. */
export interface SignInCaller {
  merchant: Merchant;
  ip: string;
  /** The language of the page that called (the portal's `Language` header). */
  requestLanguage?: Language | undefined;
}

/** The proof-of-work check that guards logins, registrations and SMS sends. */
export const requireChallenge = (
  deps: Pick<SignInDeps, 'db' | 'secrets' | 'clock'>,
  merchantId: number,
  fields: { challengeId?: string | undefined; challengeSolution?: string | undefined },
): Promise<void> =>
  redeemChallenge(deps.db, deps.secrets.challenge, merchantId, fields, deps.clock());

export const findMemberByUsername = (db: Db, merchantId: number, username: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export const memberById = (db: Db, memberId: number) =>
  db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();

export const findMemberByMobile = (db: Db, merchantId: number, mobile: string) =>
  db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('mobile', '=', mobile)
    .executeTakeFirst();

/** A member the current session belongs to; trial accounts get `trial.forbidden`. */
export const requireRealMember = async (db: Db, merchant: Merchant, memberId: number) => {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  refuseTrialAccount(merchant.brand.trialTypes, member.type);
  return member;
};

type Member = NonNullable<Awaited<ReturnType<typeof findMemberByUsername>>>;

/** A member row's keys: its own and its merchant's (every tenant row carries both). */
type MemberKey = { id: number; merchant_id: number };

/** Remembers that the member signed in from this address. */
const rememberAddress = async (db: Db, member: MemberKey, ip: string, now: Date) => {
  await db
    .insertInto('known_addresses')
    .values({
      merchant_id: member.merchant_id,
      member_id: member.id,
      address: normaliseIp(ip),
      first_seen_at: now,
      last_seen_at: now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'address']).doUpdateSet({ last_seen_at: now }))
    .execute();
};

/**
 * Remembers the browser (its loginDeviceId) the member signed in from, and the address it came
 * from this time. Recorded only: the new-IP step still goes by address alone.
 */
const rememberDevice = async (
  db: Db,
  member: MemberKey,
  deviceId: string,
  ip: string,
  now: Date,
) => {
  const address = normaliseIp(ip);
  await db
    .insertInto('known_devices')
    .values({
      merchant_id: member.merchant_id,
      member_id: member.id,
      device_id: deviceId,
      first_seen_at: now,
      last_seen_at: now,
      last_address: address,
    })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'device_id'])
        .doUpdateSet({ last_seen_at: now, last_address: address }),
    )
    .execute();
};

/** The second factors by a code sent to the member: a verified mobile, an e-mail address. */
export const newIpMethods = (member: Member): NewIpMethod[] => {
  const methods: NewIpMethod[] = [];
  if (member.mobile !== '' && member.mobile_verified) methods.push('sms');
  if (member.email !== '') methods.push('email');
  return methods;
};

/**
 * Every second factor this member can complete (platform-spec section 1's four): a code sent
 * by SMS or e-mail, a code from an enrolled authenticator app, or the real name bound to the
 * member's payouts.
 */
export const secondFactors = async (
  services: { db: Db; realNames: RealNameDirectory },
  member: Member,
): Promise<NewIpMethod[]> => {
  const [app, realName] = await Promise.all([
    authenticatorStatus(services.db, member.id),
    services.realNames.of(services.db, member.id),
  ]);
  return [
    ...newIpMethods(member),
    ...(app.enrolled ? (['totp'] as const) : []),
    ...(realName ? (['realName'] as const) : []),
  ];
};

/**
 * Whether a login from this address needs the new-IP second factor. The first login a
 * member ever makes trusts its address (seeded and imported accounts have none on record),
 * and so does an account with no strong factor (a code sent or an authenticator): a real name
 * alone is offered beside those, never asked on its own.
 */
export const needsSecondFactor = async (
  db: Db,
  member: Member,
  ip: string,
  methods: readonly NewIpMethod[],
): Promise<boolean> => {
  if (!methods.some((method) => method !== 'realName')) return false;
  const known = await db
    .selectFrom('known_addresses')
    .select('address')
    .where('member_id', '=', member.id)
    .execute();
  if (known.length === 0) return false;
  return !known.some((k) => k.address === normaliseIp(ip));
};

const pendingTokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Parks a password-checked login until its second factor arrives. */
export const parkLogin = async (
  deps: Pick<SignInDeps, 'db' | 'clock'>,
  caller: SignInCaller,
  member: Member,
  weakPassword: boolean,
  methods: readonly NewIpMethod[],
): Promise<never> => {
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_LOGIN_TTL_MS);
  await deps.db
    .insertInto('pending_logins')
    .values({
      token_hash: pendingTokenHash(token),
      merchant_id: caller.merchant.id,
      member_id: member.id,
      address: normaliseIp(caller.ip),
      weak_password: weakPassword,
      expires_at: expiresAt,
    })
    .execute();
  throw new CatalogueError('login.verification.required', {
    value: {
      verificationToken: token,
      methods,
      ...(methods.includes('sms') ? { maskedMobile: maskMobile(member.mobile) } : {}),
      ...(member.email !== '' ? { maskedEmail: maskEmail(member.email) } : {}),
      expiresAt: expiresAt.toISOString(),
    },
  });
};

/**
 * Opens the session of a signed-in member: a fresh token, the login times and addresses
 * moved along, this address remembered; answers the contract's login value.
 */
export const openSession = async (
  deps: Pick<SignInDeps, 'db' | 'sessions' | 'clock' | 'memberPolicy'>,
  caller: SignInCaller,
  member: Member,
  how: {
    weakPassword: boolean;
    viaSms: boolean;
    /** A social login (session/social.ts): like an SMS login, it proves no password. */
    viaSocial?: boolean;
    device?: string | undefined;
  },
) => {
  const { db, clock } = deps;
  const now = clock();
  // Every way of signing in passes here: a locked, timed-out or self-excluded member stays out.
  await deps.memberPolicy.refuse(db, policySubject(caller.merchant, member.id), 'signIn', {
    at: now,
  });
  const token = await deps.sessions.start(caller.merchant.id, member.id, now);
  await db
    .updateTable('members')
    .set({
      last_login_at: now,
      last_login_ip: normaliseIp(caller.ip),
      previous_login_at: member.last_login_at,
      previous_login_ip: member.last_login_ip,
    })
    .where('id', '=', member.id)
    .execute();
  await rememberAddress(db, member, caller.ip, now);
  if (how.device) await rememberDevice(db, member, how.device, caller.ip, now);
  const passwordExpired =
    now.getTime() - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS;
  return {
    token,
    id: member.id,
    userName: member.username,
    type: member.type,
    firstTimeLogin: member.last_login_at === null,
    passwordExpired,
    // An SMS login proves the phone, not the password: no forced change after it.
    forceChangePassword:
      !how.viaSms &&
      !how.viaSocial &&
      (how.weakPassword || (passwordExpired && isSwitchOn(caller.merchant, 'PWDEXPFORCECHANGE3'))),
  };
};

/** The one-time code machinery as a handler reaches it. */
export const codeDeps = (
  deps: Pick<SignInDeps, 'db' | 'secrets' | 'messages' | 'codes'>,
): CodeDeps => ({
  db: deps.db,
  secret: deps.secrets.codes,
  messages: deps.messages,
  settings: deps.codes,
});

/** A parked login waiting for its second factor, with its member; `verification.expired` else. */
export const findPendingLogin = async (
  db: Db,
  merchantId: number,
  verificationToken: string,
  now: Date,
) => {
  const pending = await db
    .selectFrom('pending_logins')
    .selectAll()
    .where('token_hash', '=', pendingTokenHash(verificationToken))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!pending || pending.completed_at !== null || pending.expires_at <= now) {
    throw new CatalogueError('verification.expired');
  }
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', pending.member_id)
    .executeTakeFirstOrThrow();
  return { pending, member };
};
