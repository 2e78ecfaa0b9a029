import * as v from 'valibot';
import type { ModuleId } from './enums.ts';
import { wireMoney } from './moneySchemas.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One entry of the call catalogue. The api client derives its functions from it, the server
 * derives its routes, validation and guards from it; nothing else re-declares a path.
 *
 * Request placement: GET and DELETE send `request` as the query string (so query schemas
 * accept numbers written as strings, see `qInt`); POST and PUT send it as the JSON body,
 * encrypted when `encrypted` is set.
 */
export interface CallSpec<
  Req extends v.GenericSchema = v.GenericSchema,
  Res extends v.GenericSchema = v.GenericSchema,
> {
  readonly method: Method;
  readonly path: string;
  /** T: a live session token is required. */
  readonly token: boolean;
  /**
   * Only with `token: false`: a token, when sent, is still read, and the answer is then
   * personalised (the spec lists announcements as N in one variant and T in another).
   */
  readonly tokenOptional: boolean;
  /** E: the body travels encrypted (see @portal/cipher). */
  readonly encrypted: boolean;
  readonly module: ModuleId;
  /** `/lgw/*` answers bare JSON instead of the envelope. */
  readonly bare: boolean;
  /** `session`: the client answers repeat calls from memory until the session changes. */
  readonly cache: 'none' | 'session';
  readonly request: Req;
  readonly response: Res;
  /** One line on what the call does, for the README's implemented-calls list. */
  readonly summary: string;
}

/** How a call travels: its spec without the schemas and the summary (see callRoutes.ts). */
export type CallRoute = Pick<
  CallSpec,
  'method' | 'path' | 'token' | 'tokenOptional' | 'encrypted' | 'bare' | 'cache'
>;

type CallInit<Req extends v.GenericSchema, Res extends v.GenericSchema> = Omit<
  CallSpec<Req, Res>,
  'bare' | 'cache' | 'encrypted' | 'tokenOptional'
> &
  Partial<Pick<CallSpec<Req, Res>, 'bare' | 'cache' | 'encrypted' | 'tokenOptional'>>;

/**
 * `token` keeps its literal type, so the server can type a token call's session as present.
 * Marked free of side effects: a bundle keeps only the calls it reads (the portal none of the
 * staff ones).
 */
/* @__NO_SIDE_EFFECTS__ */
export const defineCall = <
  Req extends v.GenericSchema,
  Res extends v.GenericSchema,
  const Token extends boolean,
>(
  init: CallInit<Req, Res> & { readonly token: Token },
): CallSpec<Req, Res> & { readonly token: Token } => ({
  encrypted: false,
  tokenOptional: false,
  cache: 'none',
  bare: init.path.startsWith('/lgw/') || init.path.startsWith('/lotto/lgw/'),
  ...init,
});

/** An integer that may arrive as a query-string digit string. */
export const qInt = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/), v.transform(Number))]),
    v.integer(),
    v.minValue(min),
    v.maxValue(max),
  );

/** A bounded string; every free-text input has an upper bound. */
export const str = (max = 255, min = 0) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));

/** A request with no fields (extra fields are refused by the server's strict parse). */
export const empty = v.strictObject({});

/**
 * Money in and out, the one wire format of every amount (balances, records and mission figures
 * too): a decimal string in major units with the currency's places ("500000" for VND, "1234.50"
 * for CNY, "1.250" for KWD), never a float (money.ts). The deployed protocol (wire-protocol.md)
 * answers some of them as JSON numbers; we do not follow it there, since a number invites float
 * arithmetic in every client and cannot say how many places it has. A request's schema is
 * fixed before the brand is known, so it takes up to three places; the server then parses it
 * in the brand's currency and refuses places the currency lacks (`wallet.amount.invalid`).
 */
export const money = wireMoney;
