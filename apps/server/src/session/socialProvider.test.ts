import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, fixtureBrandsWith } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

/*
 * A brand pointed at a real (non-sandbox) provider: the code exchange goes over HTTP to the
 * provider's token endpoint. Google here points at a port nobody listens on; Facebook at a
 * small provider that refuses every exchange as a real one refuses a bad code (400).
 */
const CALLBACK = 'http://localhost:5173/social/callback';
let refusing: Server | undefined;

const server = useTestServer(async () => {
  refusing = createServer((_request, response) => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'invalid_grant' }));
  });
  refusing.listen(0, '127.0.0.1');
  await once(refusing, 'listening');
  const port = (refusing.address() as AddressInfo).port;
  const provider = (name: string, tokenEndpoint: string) => ({
    provider: name,
    clientId: `${name}-client`,
    issuer: `https://${name}.example.com`,
    authorizationEndpoint: `https://${name}.example.com/authorize`,
    tokenEndpoint,
    jwksUri: `https://${name}.example.com/jwks`,
  });
  return {
    brandsDir: await fixtureBrandsWith('social-provider-', (brand) => {
      brand.socialLogin = [
        // Port 9 (discard) is closed on a test machine: the connection is refused at once.
        provider('google', 'http://127.0.0.1:9/token'),
        provider('facebook', `http://127.0.0.1:${port}/token`),
      ];
    }),
  };
});

afterAll(() => {
  refusing?.close();
});

const flight = async (provider: 'google' | 'facebook') => {
  const started = await callApi(server.app, 'socialLoginStart', {
    provider,
    redirectUri: CALLBACK,
  });
  const url = new URL(started.value.authorizeUrl);
  expect(url.origin).toBe(`https://${provider}.example.com`);
  return url.searchParams.get('state') ?? '';
};

describe('social login against a real provider’s token endpoint', () => {
  it('an unreachable provider answers "busy, try again", not a bad code and not a 500', async () => {
    const state = await flight('google');
    const answer = await callApi(server.app, 'socialLogin', {
      provider: 'google',
      code: 'a-code',
      state,
    });
    expect(answer.code).toBe('system.busy');
    expect(answer.response.statusCode).toBe(503);
  });

  it('a provider refusing the exchange makes the code invalid', async () => {
    const state = await flight('facebook');
    const answer = await callApi(server.app, 'socialLogin', {
      provider: 'facebook',
      code: 'a-spent-code',
      state,
    });
    expect(answer.code).toBe('social.token.invalid');
  });
});
