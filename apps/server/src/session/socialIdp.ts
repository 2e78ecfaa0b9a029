import { createHash, randomBytes } from 'node:crypto';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * The sandbox identity provider (issue 27: social login against "a sandbox identity provider
 * the server serves itself"), one per provider name, speaking OpenID Connect's authorisation
 * code flow with PKCE as Google and Facebook do: an authorisation page where the person picks
 * who they are and consents, a token endpoint that checks the code, its client, its redirect
 * URI and the S256 verifier, and answers an RS256-signed ID token whose key its JWKS endpoint
 * publishes. Codes live in this process for a minute (a sandbox of one instance; a real
 * provider keeps its own), and the signing key is made at start, so a restart lapses them.
 */

export const SANDBOX_IDP_PATH = '/sandbox/oidc';
/** The sandbox's issuer per provider (constant, so tokens verify whatever host served them). */
export const sandboxIssuer = (provider: SocialProvider): string =>
  `https://sandbox-idp.invalid/${provider}`;

const CODE_LIFE_MS = 60_000;
const TOKEN_LIFE_S = 300;
const KEY_ID = `sandbox-${randomBytes(6).toString('hex')}`;

interface PendingCode {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  subject: string;
  email: string;
  name: string;
  expiresAt: number;
}

/** What the token endpoint answers: the OAuth 2.0 error shape, or the ID token. */
export type TokenAnswer =
  | { status: 200; body: { id_token: string; token_type: 'Bearer'; expires_in: number } }
  | { status: 400; body: { error: string; error_description: string } };

const keys = generateKeyPair('RS256', { extractable: true });
const codes = new Map<string, PendingCode>();

/** The public key set a verifier reads (the JWKS endpoint's body). */
export const sandboxJwks = async (): Promise<{ keys: JWK[] }> => {
  const jwk = await exportJWK((await keys).publicKey);
  return { keys: [{ ...jwk, kid: KEY_ID, alg: 'RS256', use: 'sig' }] };
};

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const isProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/**
 * The token endpoint's work on a form's fields (RFC 6749 4.1.3 with RFC 7636's verifier); the
 * server's own client calls it in-process with the same fields it would post.
 */
export const sandboxToken = async (
  provider: SocialProvider,
  form: Record<string, string | undefined>,
  now: Date,
): Promise<TokenAnswer> => {
  const refuse = (error: string, description: string): TokenAnswer => ({
    status: 400,
    body: { error, error_description: description },
  });
  if (form.grant_type !== 'authorization_code') {
    return refuse('unsupported_grant_type', 'only authorization_code');
  }
  const pending = form.code ? codes.get(form.code) : undefined;
  // A code is spent by its first exchange, right or wrong (RFC 6749 10.5).
  if (form.code) codes.delete(form.code);
  if (!pending || pending.expiresAt < now.getTime() || pending.provider !== provider) {
    return refuse('invalid_grant', 'unknown, used or expired code');
  }
  if (form.client_id !== pending.clientId || form.redirect_uri !== pending.redirectUri) {
    return refuse('invalid_grant', 'the code was issued to another client or redirect URI');
  }
  const verifier = form.code_verifier ?? '';
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  if (verifier.length < 43 || challenge !== pending.codeChallenge) {
    return refuse('invalid_grant', 'PKCE verification failed');
  }
  const issuedAt = Math.floor(now.getTime() / 1000);
  const idToken = await new SignJWT({
    nonce: pending.nonce,
    email: pending.email,
    email_verified: true,
    name: pending.name,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(sandboxIssuer(provider))
    .setAudience(pending.clientId)
    .setSubject(pending.subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFE_S)
    .sign((await keys).privateKey);
  return {
    status: 200,
    body: { id_token: idToken, token_type: 'Bearer', expires_in: TOKEN_LIFE_S },
  };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const BRANDING: Record<SocialProvider, { name: string; colour: string }> = {
  google: { name: 'Google (sandbox)', colour: '#1a73e8' },
  facebook: { name: 'Facebook (sandbox)', colour: '#1877f2' },
};

const page = (provider: SocialProvider, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(BRANDING[provider].name)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:2rem;max-width:24rem;width:90%;box-shadow:0 4px 24px #0002}
h1{font-size:1.25rem;margin:0 0 1rem;color:${BRANDING[provider].colour}}label{display:block;margin:1rem 0 .25rem}
input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;font-size:1rem;padding:.75rem;border-radius:8px;border:0;cursor:pointer}
.allow{background:${BRANDING[provider].colour};color:#fff}.deny{background:#dadce0;color:#202124}
</style></head><body><main>${body}</main></body></html>`;

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

type AuthorizeQuery = Record<string, string | undefined>;

/** A redirect back to the client, with the code or an error, and the client's state. */
const backTo = (redirectUri: string, params: Record<string, string>, state?: string) => {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (state) url.searchParams.set('state', state);
  return url.toString();
};

const checkAuthorize = (query: AuthorizeQuery): string | undefined => {
  if (query.response_type !== 'code') return 'response_type must be code';
  if (!query.client_id) return 'client_id is missing';
  if (!query.redirect_uri || !/^https?:\/\//.test(query.redirect_uri)) return 'bad redirect_uri';
  if (query.code_challenge_method !== 'S256' || !query.code_challenge) return 'PKCE S256 required';
  if (!(query.scope ?? '').split(' ').includes('openid')) return 'scope must include openid';
  return undefined;
};

export const registerSandboxIdp = (app: FastifyInstance, clock: () => Date): void => {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );

    scope.get<{ Params: { provider: string } }>(
      `${SANDBOX_IDP_PATH}/:provider/.well-known/openid-configuration`,
      async (request, reply) => {
        const { provider } = request.params;
        if (!isProvider(provider)) return reply.code(404).send({ error: 'not_found' });
        const base = `${SANDBOX_IDP_PATH}/${provider}`;
        return {
          issuer: sandboxIssuer(provider),
          authorization_endpoint: `${base}/authorize`,
          token_endpoint: `${base}/token`,
          jwks_uri: `${base}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        };
      },
    );

    scope.get<{ Params: { provider: string } }>(
      `${SANDBOX_IDP_PATH}/:provider/jwks`,
      async (request, reply) => {
        if (!isProvider(request.params.provider))
          return reply.code(404).send({ error: 'not_found' });
        return sandboxJwks();
      },
    );

    // The person's side: who they are (a sandbox has no accounts: they type an e-mail) and
    // their consent. The query is carried through the form as hidden fields.
    scope.get<{ Params: { provider: string }; Querystring: AuthorizeQuery }>(
      `${SANDBOX_IDP_PATH}/:provider/authorize`,
      async (request, reply) => {
        const { provider } = request.params;
        if (!isProvider(provider)) return reply.code(404).send({ error: 'not_found' });
        const problem = checkAuthorize(request.query);
        if (problem) {
          return sendHtml(
            reply,
            400,
            page(provider, `<h1>Request refused</h1><p>${escapeHtml(problem)}</p>`),
          );
        }
        const hidden = [
          'client_id',
          'redirect_uri',
          'state',
          'nonce',
          'code_challenge',
          'code_challenge_method',
          'scope',
          'response_type',
        ]
          .map(
            (name) =>
              `<input type="hidden" name="${name}" value="${escapeHtml(request.query[name] ?? '')}">`,
          )
          .join('');
        return sendHtml(
          reply,
          200,
          page(
            provider,
            `<h1>Sign in with ${escapeHtml(BRANDING[provider].name)}</h1>
<p>A test identity provider: type any e-mail; the same e-mail is the same person.</p>
<form method="post" action="${SANDBOX_IDP_PATH}/${provider}/authorize">${hidden}
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="name">Name</label><input id="name" name="name" autocomplete="name">
<div class="actions"><button class="deny" name="decision" value="deny">Cancel</button><button class="allow" name="decision" value="allow">Continue</button></div>
</form>`,
          ),
        );
      },
    );

    scope.post<{ Params: { provider: string }; Body: AuthorizeQuery }>(
      `${SANDBOX_IDP_PATH}/:provider/authorize`,
      async (request, reply) => {
        const { provider } = request.params;
        if (!isProvider(provider)) return reply.code(404).send({ error: 'not_found' });
        const form = request.body ?? {};
        const problem = checkAuthorize(form);
        if (problem || !form.redirect_uri) {
          return sendHtml(
            reply,
            400,
            page(provider, `<h1>Request refused</h1><p>${escapeHtml(problem ?? '')}</p>`),
          );
        }
        if (form.decision !== 'allow') {
          return reply.redirect(
            backTo(form.redirect_uri, { error: 'access_denied' }, form.state),
            303,
          );
        }
        const email = (form.email ?? '').trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
          return sendHtml(reply, 400, page(provider, '<h1>Type an e-mail address</h1>'));
        }
        const code = randomBytes(24).toString('base64url');
        codes.set(code, {
          provider,
          clientId: form.client_id ?? '',
          redirectUri: form.redirect_uri,
          codeChallenge: form.code_challenge ?? '',
          nonce: form.nonce ?? '',
          // A stable subject per provider and e-mail, as a provider's account id is.
          subject: createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 24),
          email,
          name: (form.name ?? '').trim().slice(0, 80) || email,
          expiresAt: clock().getTime() + CODE_LIFE_MS,
        });
        return reply.redirect(backTo(form.redirect_uri, { code }, form.state), 303);
      },
    );

    scope.post<{ Params: { provider: string }; Body: Record<string, string | undefined> }>(
      `${SANDBOX_IDP_PATH}/:provider/token`,
      async (request, reply) => {
        const { provider } = request.params;
        if (!isProvider(provider)) return reply.code(404).send({ error: 'not_found' });
        const answer = await sandboxToken(provider, request.body ?? {}, clock());
        return reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);
      },
    );
  });
};
