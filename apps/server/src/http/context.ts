import type { ServerKeyPair } from '@portal/cipher';
import type { CallName, CallOutput, CallParsed, Calls, Language } from '@portal/contract';
import type { PaymentProvider } from '../cashier/paymentProvider.ts';
import type { BonusWagering } from '../cashier/turnover.ts';
import type { CacheBus } from '../db/cacheBus.ts';
import type { Db } from '../db/database.ts';
import type { AffiliateDirectory } from '../member/affiliates.ts';
import type { MemberPolicy } from '../member/policy.ts';
import type { CodeSettings } from '../session/codes.ts';
import type { MessageProvider } from '../session/messages.ts';
import type { RealNameDirectory } from '../session/realNames.ts';
import type { Session, SessionStore } from '../session/sessions.ts';
import type { Merchant, MerchantDirectory } from '../system/merchants.ts';
import type { SiteGuard } from '../system/siteGuard.ts';

/** What handlers share for the life of the server. */
export interface Services {
  db: Db;
  /**
   * Where reports read (records, agent reports, the console's dashboard; issue 26): a read-only
   * pool on a replica when `REPORTS_DATABASE_URL` names one, else on the primary. A replica
   * lags by up to seconds, so what must show a member's own last write (the balance, the
   * lottery page's orders) reads `db`.
   */
  reports: Db;
  /** Tells every instance on the database what changed (LISTEN/NOTIFY). */
  cacheBus: CacheBus;
  merchants: MerchantDirectory;
  serverKey: ServerKeyPair;
  sessions: SessionStore;
  /** The time, injectable so tests can move it (session expiry, captcha expiry...). */
  clock: () => Date;
  /** The next captcha answer, injectable so tests can read what the image shows. */
  captchaText: () => string;
  /** HMAC secrets: challenge ids and signatures, one-time code hashes. */
  secrets: { challenge: Buffer; codes: Buffer };
  /** Where SMS and e-mail go (the outbox table by default). */
  messages: MessageProvider;
  /** Difficulty of the proof-of-work challenge: the solution lies in 0..maxnumber. */
  challengeMaxNumber: number;
  codes: CodeSettings;
  siteGuard: SiteGuard;
  /** The payment provider deposits and payouts go through (the sandbox by default). */
  payments: PaymentProvider;
  /** Production: links in messages point at a brand's main host over HTTPS. */
  production: boolean;
  /** May this member sign in, bet, deposit, withdraw, transfer (member/policy.ts). */
  memberPolicy: MemberPolicy;
  /** Where a registration with an affiliate code lands (the agent area's links, member/affiliates.ts). */
  affiliates: AffiliateDirectory;
  /** The active bonuses' wagering left, which locks withdrawals (cashier/turnover.ts). */
  bonusWagering: BonusWagering;
  /** The real name bound to a member's payouts (the cashier's, session/realNames.ts). */
  realNames: RealNameDirectory;
  /** Seals secrets at rest (members' authenticators; the staff's use it too). */
  secretsKey: Buffer;
}

/** The session a call's handler receives: present for `token` calls, else maybe absent. */
export type SessionOf<N extends CallName> = Calls[N]['token'] extends true
  ? Session
  : Session | null;

/** One request as a handler sees it, after the merchant, module and token guards passed. */
export interface CallContext<S extends Session | null = Session | null> {
  services: Services;
  merchant: Merchant;
  /** The live session; the pipeline refuses a `token` call without one before its handler runs. */
  session: S;
  /** The caller's address (behind a trusted proxy, the client's). */
  ip: string;
  /** The Host header the caller sent (with its port, if any). */
  host: string;
  /** The `Language` header the portal sends with every call, when it is one of the 18. */
  requestLanguage?: Language;
}

/** A call's implementation: the contract's parsed input in, the contract's output out. */
export type CallHandler<N extends CallName> = (
  input: CallParsed<N>,
  ctx: CallContext<SessionOf<N>>,
) => Promise<CallOutput<N>>;

/** Implementations keyed by call name; a call without one answers `not.implemented`. */
export type HandlerMap = { readonly [N in CallName]?: CallHandler<N> };
