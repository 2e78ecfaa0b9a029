import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SocialProvider } from '@portal/contract';
import { createLocalJWKSet, createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { CatalogueError } from '../catalogueError.ts';
import type { Merchant } from '../system/merchants.ts';
import { normaliseIp } from '../system/siteStatus.ts';
import {
  accountKind,
  memberById,
  openSession,
  type SignInCaller,
  type SignInDeps,
} from './signIn.ts';
import { SANDBOX_IDP_PATH, sandboxIssuer, sandboxJwks, sandboxToken } from './socialIdp.ts';

/**
 * Social login (issue 27, portal-spec section 7): OpenID Connect's authorisation code flow with
 * PKCE, the server as the client. The browser is sent to the provider with our state; it comes
 * back with a code, which the server exchanges with the verifier only it can derive, then it
 * verifies the ID token's signature (the provider's published keys), issuer, audience, expiry
 * and nonce before it signs in the member linked to that identity. A flight started with a
 * member's token links the identity to that member instead (the profile's "link").
 */

/** A flight lapses after this: long enough to type an e-mail and consent. */
const FLIGHT_LIFE_MS = 10 * 60_000;
/** Starts per address in the window, before `too.many.requests`. */
const STARTS_PER_ADDRESS = 20;
const START_WINDOW_MS = 10 * 60_000;
const CALLBACK_PATH = '/social/callback';

type ProviderConfig = NonNullable<Merchant['brand']['socialLogin']>[number];

/** What social login needs of the server's services (the handlers pass theirs). */
export type SocialDeps = Pick<
  SignInDeps,
  'db' | 'sessions' | 'clock' | 'secrets' | 'memberPolicy'
> & {
  production: boolean;
};
/** Who calls: the merchant, the address, and the member whose token came with it, if any. */
export type SocialCaller = SignInCaller & { memberId: number | null };

const providerOf = (merchant: Merchant, provider: SocialProvider): ProviderConfig => {
  const config = merchant.brand.socialLogin?.find((entry) => entry.provider === provider);
  if (!config) throw new CatalogueError('operation-not-allowed');
  return config;
};

/** The brand's providers, for the login popup's buttons. */
export const enabledProviders = (merchant: Merchant): { provider: SocialProvider }[] =>
  (merchant.brand.socialLogin ?? []).map(({ provider }) => ({ provider }));

const hashState = (state: string) => createHash('sha256').update(state).digest();
/** The PKCE verifier and the nonce of a flight: derived from its state, stored nowhere. */
const derive = (secret: Buffer, purpose: 'pkce' | 'nonce', state: string) =>
  createHmac('sha256', secret).update(`social-${purpose}:${state}`).digest('base64url');

/**
 * Where the provider may send the browser back: the portal's callback on one of the brand's
 * domains over HTTPS (and, outside production, on this machine: localhost and *.localhost).
 */
const checkRedirect = (merchant: Merchant, production: boolean, redirectUri: string): string => {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new CatalogueError('request_param_err', { message: 'The redirect URI is not a URL.' });
  }
  // This machine: localhost and its subdomains (each brand's development host).
  const local =
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) ||
    url.hostname.endsWith('.localhost');
  const brandHost =
    merchant.brand.domains.includes(url.host) || merchant.brand.domains.includes(url.hostname);
  const allowed =
    url.pathname === CALLBACK_PATH &&
    url.search === '' &&
    url.hash === '' &&
    ((url.protocol === 'https:' && brandHost) || (!production && local));
  if (!allowed) {
    throw new CatalogueError('request_param_err', {
      message: 'The redirect URI must be the portal’s /social/callback on the brand’s domain.',
    });
  }
  return url.toString();
};

export const startSocialLogin = async (
  deps: SocialDeps,
  ctx: SocialCaller,
  input: { provider: SocialProvider; redirectUri: string },
): Promise<{ authorizeUrl: string }> => {
  const { db, clock, secrets, production } = deps;
  const config = providerOf(ctx.merchant, input.provider);
  const redirectUri = checkRedirect(ctx.merchant, production, input.redirectUri);
  const now = clock();
  const address = normaliseIp(ctx.ip);
  const recent = await db
    .selectFrom('social_login_flights')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', ctx.merchant.id)
    .where('address', '=', address)
    .where('created_at', '>', new Date(now.getTime() - START_WINDOW_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= STARTS_PER_ADDRESS) throw new CatalogueError('too.many.requests');
  // Lapsed flights of this brand go as new ones come (no sweeper job for a small table).
  await db
    .deleteFrom('social_login_flights')
    .where('merchant_id', '=', ctx.merchant.id)
    .where('expires_at', '<', new Date(now.getTime() - START_WINDOW_MS))
    .execute();
  const state = randomBytes(32).toString('base64url');
  await db
    .insertInto('social_login_flights')
    .values({
      state_hash: hashState(state),
      merchant_id: ctx.merchant.id,
      provider: input.provider,
      redirect_uri: redirectUri,
      link_member_id: ctx.memberId,
      address,
      created_at: now,
      expires_at: new Date(now.getTime() + FLIGHT_LIFE_MS),
    })
    .execute();
  const verifier = derive(secrets.codes, 'pkce', state);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce: derive(secrets.codes, 'nonce', state),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const endpoint =
    'authorizationEndpoint' in config
      ? config.authorizationEndpoint
      : `${SANDBOX_IDP_PATH}/${input.provider}/authorize`;
  return { authorizeUrl: `${endpoint}?${params}` };
};

const remoteKeys = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The code for the ID token, at the provider's token endpoint (the sandbox's in-process). */
const exchangeCode = async (
  deps: SocialDeps,
  ctx: SocialCaller,
  provider: SocialProvider,
  config: ProviderConfig,
  form: Record<string, string>,
): Promise<string> => {
  if (!('tokenEndpoint' in config)) {
    const answer = await sandboxToken(provider, form, deps.clock());
    if (answer.status !== 200) throw new CatalogueError('social.token.invalid');
    return answer.body.id_token;
  }
  // A real provider: a confidential client, its secret from the server's environment.
  const secret =
    process.env[`SOCIAL_SECRET_${ctx.merchant.brand.code}_${provider}`.toUpperCase()] ?? '';
  let response: Response;
  try {
    response = await fetch(config.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_secret: secret }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    // The provider unreachable or silent for 10 s: our failure to reach it, not a bad code.
    // The member may try again (the flight's state is already spent, so from the start).
    throw new CatalogueError('system.busy');
  }
  // A refused exchange (the provider's 4xx) or an answer without an ID token: the code is bad.
  if (!response.ok) throw new CatalogueError('social.token.invalid');
  let body: { id_token?: unknown };
  try {
    body = (await response.json()) as { id_token?: unknown };
  } catch {
    throw new CatalogueError('social.token.invalid');
  }
  if (typeof body?.id_token !== 'string') throw new CatalogueError('social.token.invalid');
  return body.id_token;
};

const verifyIdToken = async (
  deps: SocialDeps,
  provider: SocialProvider,
  config: ProviderConfig,
  idToken: string,
  nonce: string,
): Promise<JWTPayload & { sub: string; email?: unknown }> => {
  const real = 'jwksUri' in config ? config : undefined;
  const issuer = real ? real.issuer : sandboxIssuer(provider);
  let keys = real ? remoteKeys.get(real.jwksUri) : undefined;
  if (real && !keys) {
    keys = createRemoteJWKSet(new URL(real.jwksUri));
    remoteKeys.set(real.jwksUri, keys);
  }
  try {
    const { payload } = await jwtVerify(idToken, keys ?? createLocalJWKSet(await sandboxJwks()), {
      issuer,
      audience: config.clientId,
      algorithms: ['RS256', 'ES256'],
      currentDate: deps.clock(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.nonce !== nonce || typeof payload.sub !== 'string') throw new Error('nonce');
    return payload as JWTPayload & { sub: string };
  } catch {
    throw new CatalogueError('social.token.invalid');
  }
};

export const completeSocialLogin = async (
  deps: SocialDeps,
  ctx: SocialCaller,
  input: {
    provider: SocialProvider;
    code: string;
    state: string;
    loginDeviceId?: string | undefined;
  },
) => {
  const { db, clock, secrets } = deps;
  const config = providerOf(ctx.merchant, input.provider);
  const now = clock();
  // Spent by its first use, right or wrong: a state never completes twice.
  const flight = await db
    .deleteFrom('social_login_flights')
    .where('state_hash', '=', hashState(input.state))
    .where('merchant_id', '=', ctx.merchant.id)
    .where('provider', '=', input.provider)
    .returningAll()
    .executeTakeFirst();
  if (!flight || flight.expires_at < now) throw new CatalogueError('social.state.invalid');
  const idToken = await exchangeCode(deps, ctx, input.provider, config, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: flight.redirect_uri,
    client_id: config.clientId,
    code_verifier: derive(secrets.codes, 'pkce', input.state),
  });
  const claims = await verifyIdToken(
    deps,
    input.provider,
    config,
    idToken,
    derive(secrets.codes, 'nonce', input.state),
  );
  const email = typeof claims.email === 'string' ? claims.email.slice(0, 254) : '';

  let memberId: number;
  if (flight.link_member_id !== null) {
    memberId = flight.link_member_id;
    await db.transaction().execute(async (tx) => {
      const holder = await tx
        .selectFrom('member_social_identities')
        .select('member_id')
        .where('merchant_id', '=', ctx.merchant.id)
        .where('provider', '=', input.provider)
        .where('subject', '=', claims.sub)
        .executeTakeFirst();
      if (holder && holder.member_id !== memberId)
        throw new CatalogueError('social.already.linked');
      // One identity per provider and member: linking another replaces the first.
      await tx
        .deleteFrom('member_social_identities')
        .where('member_id', '=', memberId)
        .where('provider', '=', input.provider)
        .execute();
      await tx
        .insertInto('member_social_identities')
        .values({
          merchant_id: ctx.merchant.id,
          member_id: memberId,
          provider: input.provider,
          subject: claims.sub,
          email,
          linked_at: now,
        })
        .execute();
    });
  } else {
    const linked = await db
      .selectFrom('member_social_identities')
      .select('member_id')
      .where('merchant_id', '=', ctx.merchant.id)
      .where('provider', '=', input.provider)
      .where('subject', '=', claims.sub)
      .executeTakeFirst();
    if (!linked) throw new CatalogueError('social.not.linked');
    memberId = linked.member_id;
  }
  const member = await memberById(db, memberId);
  if (accountKind(ctx.merchant, member.type) === 'other') {
    throw new CatalogueError('login.non.member');
  }
  // The provider proved who it is (its own second factors included): no new-address code.
  return openSession(deps, ctx, member, {
    weakPassword: false,
    viaSms: false,
    viaSocial: true,
    device: input.loginDeviceId,
  });
};

/** The providers a member linked (the profile shows them). */
export const linkedProviders = (deps: Pick<SocialDeps, 'db'>, memberId: number) =>
  deps.db
    .selectFrom('member_social_identities')
    .select(['provider', 'email', 'linked_at'])
    .where('member_id', '=', memberId)
    .execute();
