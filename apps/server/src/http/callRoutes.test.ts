import { type CallName, callNames, calls, ERRORS, isErrorCode } from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, call, FIXTURE_BRANDS, login } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { BODY_LIMIT_BYTES, memberHandlers as handlers } from '../app.ts';
import { readBrands } from '../system/brands.ts';
import { takesImages, UPLOAD_BODY_LIMIT_BYTES } from './callRoutes.ts';
import { SECURITY_HEADERS } from './securityHeaders.ts';

const server = useTestServer();
/** The same server code with countryCodes left out and systemStatus failing unexpectedly. */
const partial = useTestServer({
  handlers: {
    ...handlers,
    countryCodes: undefined,
    systemStatus: async () => {
      throw new Error('secret internals: connection to 10.0.0.7 refused');
    },
  },
});

const fillPath = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('routes derived from the contract', () => {
  it('serves every catalogue entry at its method and path', async () => {
    for (const name of callNames) {
      const spec = calls[name];
      const response = await call(server.app, spec.method, fillPath(spec.path));
      const { code } = response.json<{ code?: string }>();
      expect(code, name).not.toBe('not.found');
      expect(response.statusCode, name).not.toBe(404);
      // The one 5xx allowed is the deliberate 501 of a call not implemented yet.
      if (response.statusCode >= 500) expect(code, name).toBe('not.implemented');
    }
  });

  it('answers 501 not.implemented for a catalogue entry without a handler', async () => {
    const response = await call(partial.app, 'GET', calls.countryCodes.path);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({
      success: false,
      code: 'not.implemented',
      message: ERRORS['not.implemented'].message,
    });
  });

  it('answers 501 for every call the server does not implement yet', async () => {
    const session = await login(server.app, { username: 'demo', password: 'Demo@2026' });
    const token = session.json<{ value: { token: string } }>().value.token;
    const alpha = readBrands(FIXTURE_BRANDS).find((b) => b.code === 'alpha');
    const missing = callNames.filter((name: CallName) => handlers[name] === undefined);
    for (const name of missing) {
      const spec = calls[name];
      const response = await call(server.app, spec.method, fillPath(spec.path), {
        token,
        body: {},
      });
      const moduleOn = spec.module === 'COMM3' || alpha?.features[spec.module] === true;
      expect(response.json<{ code: string }>().code, name).toBe(
        moduleOn ? 'not.implemented' : 'function.not.available',
      );
    }
  });

  it('answers 405 http_method_not_support for a wrong method on a known path', async () => {
    const response = await call(server.app, 'POST', calls.systemStatus.path, { body: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.json<{ code: string }>().code).toBe('http_method_not_support');
    const onPost = await call(server.app, 'GET', calls.login.path);
    expect(onPost.statusCode).toBe(405);
  });

  it('answers 404 not.found in the envelope for an unknown API path', async () => {
    const response = await call(server.app, 'GET', '/wps/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not.found' });
  });
});

describe('merchant selection', () => {
  it('refuses a request without a Merchant header', async () => {
    const response = await call(server.app, 'GET', calls.systemStatus.path, { merchant: null });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('merchant.header.invalid');
  });

  it('refuses two Merchant headers even when both name the same merchant', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: calls.systemStatus.path,
      headers: { merchant: [ALPHA, ALPHA] as unknown as string },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('merchant.header.invalid');
  });

  it('refuses an unknown merchant', async () => {
    const response = await call(server.app, 'GET', calls.systemStatus.path, { merchant: 'NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('merchant.unknown');
  });

  it('answers function.not.available for a module the merchant switched off', async () => {
    // Beta has the captcha module off; the same call works for alpha.
    const off = await call(server.app, 'GET', calls.captcha.path, { merchant: BETA });
    expect(off.statusCode).toBe(403);
    expect(off.json<{ code: string }>().code).toBe('function.not.available');
    // Another address: the catalogue walk above drew this address's image under a second ago,
    // and a refresh that soon is refused (too.many.requests).
    const on = await call(server.app, 'GET', calls.captcha.path, {
      merchant: ALPHA,
      remoteAddress: '10.9.0.1',
    });
    expect(on.statusCode).toBe(200);
  });

  it('keeps COMM3 calls on whatever the brand says', async () => {
    const response = await call(server.app, 'GET', calls.systemStatus.path, { merchant: BETA });
    expect(response.statusCode).toBe(200);
  });
});

describe('sessions on token calls', () => {
  it('refuses a token call without a session', async () => {
    const response = await call(server.app, 'GET', calls.memberInfo.path);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('login.not.session');
  });

  it('refuses a made-up or Bearer-prefixed token', async () => {
    for (const token of ['x'.repeat(43), `Bearer ${'a'.repeat(43)}`, 'short']) {
      const response = await call(server.app, 'GET', calls.memberInfo.path, { token });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('bad input', () => {
  it('answers 400 request_param_err naming the bad field', async () => {
    const response = await call(server.app, 'GET', calls.systemStatus.path, {
      query: { extra: '1' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; code: string; message: string }>();
    expect(body.success).toBe(false);
    expect(body.code).toBe('request_param_err');
    expect(body.message).toContain('extra');
  });

  it('answers 400 for malformed JSON and for an oversized body', async () => {
    const broken = await server.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { merchant: ALPHA, 'content-type': 'application/json' },
      payload: '{"value":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ code: string }>().code).toBe('request_param_err');
    const huge = await call(server.app, 'POST', calls.login.path, {
      body: { value: 'a'.repeat(BODY_LIMIT_BYTES + 1) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json<{ code: string }>().code).toBe('request_param_err');
  });

  it('answers request_body_required for a POST without a body', async () => {
    const response = await call(server.app, 'POST', calls.login.path);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('request_body_required');
  });

  it('never answers 5xx to random input on implemented calls', async () => {
    const jsonValue = fc.jsonValue({ maxDepth: 3 });
    const targets = [
      calls.login,
      calls.systemStatus,
      calls.captcha,
      calls.domainRoute,
      calls.logout,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        jsonValue,
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
        fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
        async (spec, body, query, token) => {
          const fromQuery = spec.method === 'GET' || spec.method === 'DELETE';
          const response = await server.app.inject({
            method: spec.method,
            url: spec.path,
            headers: {
              merchant: ALPHA,
              'content-type': 'application/json',
              ...(token ? { authorization: token } : {}),
            },
            query,
            ...(fromQuery ? {} : { payload: JSON.stringify(body) }),
          });
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json<{ success?: boolean; code?: string }>();
          if (response.statusCode >= 400) {
            expect(answer.success).toBe(false);
            expect(isErrorCode(answer.code)).toBe(true);
            expect(ERRORS[answer.code as keyof typeof ERRORS].status).toBe(response.statusCode);
          }
        },
      ),
      { numRuns: 120, seed: 4242 },
    );
  });
});

describe('unexpected errors', () => {
  it('answers 500 system.error without leaking what went wrong', async () => {
    const response = await call(partial.app, 'GET', calls.systemStatus.path);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'system.error',
      message: ERRORS['system.error'].message,
    });
    expect(response.body).not.toContain('10.0.0.7');
  });
});

describe('security headers', () => {
  it('sends the strict headers on successes, failures and non-API answers', async () => {
    const answers = await Promise.all([
      call(server.app, 'GET', calls.systemStatus.path),
      call(server.app, 'GET', calls.memberInfo.path),
      call(server.app, 'GET', '/wps/unknown'),
      call(server.app, 'POST', calls.systemStatus.path, { body: {} }),
      call(server.app, 'GET', '/healthz', { merchant: null }),
      call(server.app, 'GET', '/some/page', { merchant: null }),
      call(partial.app, 'GET', calls.systemStatus.path),
    ]);
    for (const response of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[name], `${name} on ${response.statusCode}`).toBe(value);
      }
    }
    const csp = SECURITY_HEADERS['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('health', () => {
  it('answers /healthz with ok, without a merchant', async () => {
    const response = await call(server.app, 'GET', '/healthz', { merchant: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('body limits', () => {
  it('lets the calls that carry images take three full-size images, and no others', () => {
    const withImages = callNames.filter((name) => takesImages(calls[name].request));
    expect(withImages.length).toBeGreaterThan(0);
    for (const name of withImages) expect(['POST', 'PUT'], name).toContain(calls[name].method);
    expect(takesImages(calls.login.request)).toBe(false);
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(3 * 5 * 1024 * 1024 * (4 / 3));
  });
});
