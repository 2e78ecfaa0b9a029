import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BETA, callApi, signedInToken } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { sandboxToken } from './socialIdp.ts';

const server = useTestServer({}, { db: 2 });
const CALLBACK = 'http://localhost:5173/social/callback';

/** The person's side at the sandbox provider: the consent form posted as a browser would. */
const consent = async (authorizeUrl: string, email: string, decision = 'allow') => {
  const url = new URL(authorizeUrl, 'http://alpha.localhost');
  const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('name="email"');
  const form = new URLSearchParams(url.searchParams);
  form.set('email', email);
  form.set('name', 'Sandbox Person');
  form.set('decision', decision);
  const back = await server.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(back.statusCode).toBe(303);
  const location = new URL(String(back.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  return {
    code: location.searchParams.get('code') ?? '',
    state: location.searchParams.get('state') ?? '',
    error: location.searchParams.get('error'),
  };
};

const start = async (token?: string) => {
  const started = await callApi(
    server.app,
    'socialLoginStart',
    { provider: 'google', redirectUri: CALLBACK },
    token ? { token } : {},
  );
  return started.value.authorizeUrl;
};

describe('social login (OpenID Connect code flow with PKCE against the sandbox provider)', () => {
  it('lists the brand’s providers; a brand without them refuses to start one', async () => {
    expect((await callApi(server.app, 'socialProviders', {})).value).toEqual([
      { provider: 'google' },
    ]);
    expect((await callApi(server.app, 'socialProviders', {}, { merchant: BETA })).value).toEqual(
      [],
    );
    const beta = await callApi(
      server.app,
      'socialLoginStart',
      { provider: 'google', redirectUri: CALLBACK },
      { merchant: BETA },
    );
    expect(beta.code).toBe('operation-not-allowed');
    const facebook = await callApi(server.app, 'socialLoginStart', {
      provider: 'facebook',
      redirectUri: CALLBACK,
    });
    expect(facebook.code).toBe('operation-not-allowed');
  });

  it('sends the browser to the provider with a PKCE challenge, never the verifier, and only back to the portal', async () => {
    const url = new URL(await start(), 'http://alpha.localhost');
    expect(url.pathname).toBe('/sandbox/oidc/google/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('client_id')).toBe('alpha-google');
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.has('code_verifier')).toBe(false);
    // The state is kept only as a hash.
    const stored = await server.db.selectFrom('social_login_flights').selectAll().execute();
    const state = url.searchParams.get('state') ?? '';
    expect(
      stored.some((row) => row.state_hash.equals(createHash('sha256').update(state).digest())),
    ).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(state);

    // A brand's development host is this machine too.
    expect(
      (
        await callApi(server.app, 'socialLoginStart', {
          provider: 'google',
          redirectUri: 'http://alpha.localhost:4100/social/callback',
        })
      ).code,
    ).toBeUndefined();
    for (const redirectUri of [
      'https://evil.example/social/callback',
      'http://evil.example/social/callback',
      'http://localhost.evil.example/social/callback',
      'http://localhost:5173/elsewhere',
      'http://alpha.localhost/social/callback?next=/x',
      'not a url',
    ]) {
      const refused = await callApi(server.app, 'socialLoginStart', {
        provider: 'google',
        redirectUri,
      });
      expect(refused.code, redirectUri).toBe('request_param_err');
    }
  });

  it('an identity no member linked is refused; linked from the profile, it signs that member in', async () => {
    const stranger = await consent(await start(), 'stranger@example.com');
    const unlinked = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: stranger.code,
      state: stranger.state,
    });
    expect(unlinked.code).toBe('social.not.linked');

    // Linking: started with the member's token, completed in the same way.
    const token = await signedInToken(server.app, 'demo', 'Demo@2026');
    const linking = await consent(await start(token), 'demo.person@example.com');
    const linked = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: linking.code,
      state: linking.state,
    });
    expect(linked.value.userName).toBe('demo');
    const row = await server.db
      .selectFrom('member_social_identities')
      .innerJoin('members', 'members.id', 'member_social_identities.member_id')
      .select(['members.username', 'member_social_identities.email'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'demo', email: 'demo.person@example.com' });
    const listed = await callApi(server.app, 'socialIdentities', {}, { token });
    expect(listed.value).toEqual([
      expect.objectContaining({ provider: 'google', email: 'demo.person@example.com' }),
    ]);

    // Later, from a new browser: the same person at the provider signs in as demo.
    const again = await consent(await start(), 'demo.person@example.com');
    const signedIn = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: again.code,
      state: again.state,
      loginDeviceId: 'phone-1',
    });
    expect(signedIn.value).toMatchObject({ userName: 'demo', forceChangePassword: false });
    const info = await callApi(server.app, 'loginInfo', {}, { token: signedIn.value.token });
    expect(info.response.statusCode).toBe(200);
  });

  it('spends a state and a code once, and refuses a code bound to another flight or a denied consent', async () => {
    const first = await consent(await start(), 'once@example.com');
    const used = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: first.code,
      state: first.state,
    });
    expect(used.code).toBe('social.not.linked');
    const replay = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: first.code,
      state: first.state,
    });
    expect(replay.code).toBe('social.state.invalid');

    // A code from one flight with another flight's state: its PKCE verifier does not match.
    const a = await consent(await start(), 'a@example.com');
    const b = await consent(await start(), 'b@example.com');
    const crossed = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: a.code,
      state: b.state,
    });
    expect(crossed.code).toBe('social.token.invalid');

    const denied = await consent(await start(), 'c@example.com', 'deny');
    expect(denied.error).toBe('access_denied');
    expect(denied.code).toBe('');

    const made = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: 'forged-code',
      state: 'a-state-the-server-never-made',
    });
    expect(made.code).toBe('social.state.invalid');
  });

  it('the token endpoint speaks OAuth over HTTP: PKCE checked, a code spent by its first exchange', async () => {
    const flight = await consent(await start(), 'http@example.com');
    const wrongVerifier = await server.app.inject({
      method: 'POST',
      url: '/sandbox/oidc/google/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: flight.code,
        redirect_uri: CALLBACK,
        client_id: 'alpha-google',
        code_verifier: 'x'.repeat(43),
      }).toString(),
    });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    // The failed exchange spent the code: the real completion cannot use it either.
    const after = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: flight.code,
      state: flight.state,
    });
    expect(after.code).toBe('social.token.invalid');

    const jwks = await server.app.inject({ method: 'GET', url: '/sandbox/oidc/google/jwks' });
    expect(jwks.json<{ keys: { kty: string; alg: string; d?: string }[] }>().keys[0]).toMatchObject(
      {
        kty: 'RSA',
        alg: 'RS256',
      },
    );
    expect(jwks.json<{ keys: { d?: string }[] }>().keys[0]?.d).toBeUndefined();
    expect((await sandboxToken('google', { grant_type: 'password' }, new Date())).status).toBe(400);
  });

  it('one identity belongs to one member: linking it to a second member is refused', async () => {
    const demo = await signedInToken(server.app, 'demo', 'Demo@2026');
    const first = await consent(await start(demo), 'shared@example.com');
    expect(
      (
        await callApi(server.app, 'socialLogin', {
          provider: 'google',
          code: first.code,
          state: first.state,
        })
      ).code,
    ).toBeUndefined();
    const other = await signedInToken(server.app, 'player', 'Player@2026');
    const second = await consent(await start(other), 'shared@example.com');
    const refused = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: second.code,
      state: second.state,
    });
    expect(refused.code).toBe('social.already.linked');
  });

  it('limits starts per address', async () => {
    const options = { remoteAddress: '10.9.9.9' };
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        (
          await callApi(
            server.app,
            'socialLoginStart',
            { provider: 'google', redirectUri: CALLBACK },
            options,
          )
        ).code,
      );
    }
    expect(answers.slice(0, 20).every((code) => code === undefined)).toBe(true);
    expect(answers[20]).toBe('too.many.requests');
  });
});
