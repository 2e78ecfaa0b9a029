import type { ServerKeyPair } from '@portal/cipher';
import type { CallName, CallOutput, CallParsed } from '@portal/contract';
import type { CodeSettings } from '../auth/codes.ts';
import type { Session, SessionStore } from '../auth/sessions.ts';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { Merchant, MerchantDirectory } from '../merchants/merchants.ts';
import type { SiteGuard } from '../merchants/siteGuard.ts';
import type { MessageProvider } from '../messages/messages.ts';

/** What handlers share for the life of the server. */
export interface Services {
  db: Db;
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
}

/** One request as a handler sees it, after the merchant, module and token guards passed. */
export interface CallContext {
  services: Services;
  merchant: Merchant;
  /** The live session; always set for calls flagged `token`. */
  session: Session | null;
  /** The caller's address (behind a trusted proxy, the client's). */
  ip: string;
  /** The Host header the caller sent (with its port, if any). */
  host: string;
}

/** A call's implementation: the contract's parsed input in, the contract's output out. */
export type CallHandler<N extends CallName> = (
  input: CallParsed<N>,
  ctx: CallContext,
) => Promise<CallOutput<N>>;

/** Implementations keyed by call name; a call without one answers `not.implemented`. */
export type HandlerMap = { readonly [N in CallName]?: CallHandler<N> };

/** The session of a token call (the pipeline guarantees it; this keeps handlers honest). */
export const requireSession = (ctx: CallContext): Session => {
  if (!ctx.session) throw new CatalogueError('login.not.session');
  return ctx.session;
};
