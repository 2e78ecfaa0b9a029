import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cipherAad, generateServerKey, openRequest, type ServerKeyPair } from '@portal/cipher';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './apiError.ts';
import { createApiClient } from './client.ts';
import { contractValidator } from './contractValidator.ts';

/** A small HTTP peer that speaks the wire protocol, so the client is tested over real sockets. */
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;
let server: Server;
let baseUrl: string;
let key: ServerKeyPair;
const hits: Record<string, number> = {};
const seen: { headers: IncomingMessage['headers']; url: string; body: string }[] = [];
let routes: Record<string, Handler> = {};

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

beforeAll(async () => {
  key = await generateServerKey();
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const route = `${req.method} ${path}`;
      hits[route] = (hits[route] ?? 0) + 1;
      seen.push({ headers: req.headers, url: req.url ?? '', body });
      const handler = routes[route];
      if (handler) void handler(req, body, res);
      else send(res, 404, { success: false, code: 'not.found', message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  for (const k of Object.keys(hits)) delete hits[k];
  routes = {
    'GET /wps/system/cipherKey': (_q, _b, res) =>
      send(res, 200, {
        success: true,
        value: { keyId: key.keyId, algorithm: 'x', publicKey: key.publicKey },
      }),
  };
});

const client = (token: string | null = null, timeoutMs = 2000) =>
  createApiClient({
    baseUrl,
    merchant: 'LX88',
    getLanguage: () => 'EN',
    getToken: () => token,
    timeoutMs,
    validator: contractValidator,
  });

const balance = {
  sumBalance: '1234.50',
  balance: [{ accountTypeId: 1, availBalance: '1234.50' }],
  currency: 'CNY',
  currencySymbol: '¥',
};

describe('api client', () => {
  it('sends the wire headers and the raw token only on token calls', async () => {
    routes['GET /wps/v2/wallets/balance'] = (_q, _b, res) =>
      send(res, 200, { success: true, value: balance });
    routes['GET /wps/system/whitelabel'] = (_q, _b, res) =>
      send(res, 200, { success: true, value: [] });
    await expect(client('tok123').call('balance', {})).resolves.toEqual(balance);
    await client('tok123').call('whitelabel', {});
    const [tokenCall, publicCall] = seen;
    expect(tokenCall?.headers).toMatchObject({
      merchant: 'LX88',
      language: 'EN',
      device: 'web',
      authorization: 'tok123',
    });
    expect(publicCall?.headers.authorization).toBeUndefined();
  });

  it('puts GET input in the query string', async () => {
    routes['GET /wps/captcha'] = (_q, _b, res) => send(res, 200, { success: true, value: 'iVBOR' });
    await client().call('captcha', { loginDeviceId: 'dev-1' });
    expect(seen[0]?.url).toBe('/wps/captcha?loginDeviceId=dev-1');
  });

  it('fills a path field from the input and sends the rest as the query (lotteryDrawHistory)', async () => {
    routes['GET /lgw/draw/7'] = (_q, _b, res) =>
      send(res, 200, { content: [{ numero: '20261128-0001', winNo: '123' }], totalPages: 1 });
    const answer = await client().call('lotteryDrawHistory', { gameId: 7, page: 2, size: 5 });
    expect(answer.totalPages).toBe(1);
    expect(seen.at(-1)?.url).toBe('/lgw/draw/7?page=2&size=5');
  });

  it('reads a lottery gateway failure as the catalogue code it carries, like any call', async () => {
    // The server fails a bare (/lgw) call in the envelope: a failover's busy, a closed draw...
    routes['GET /lgw/draw/7'] = (_q, _b, res) =>
      send(res, 503, {
        success: false,
        code: 'system.busy',
        message: 'The system is busy, please try again.',
      });
    const busy = await client()
      .call('lotteryDrawHistory', { gameId: 7, page: 1, size: 5 })
      .catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(ApiError);
    expect(busy).toMatchObject({
      code: 'system.busy',
      status: 503,
      message: 'The system is busy, please try again.',
    });
    // A failure with no envelope (a proxy's page) is still unknown, with its status.
    routes['GET /lgw/draw/7'] = (_q, _b, res) => send(res, 502, { error: 'bad gateway' });
    const other = await client()
      .call('lotteryDrawHistory', { gameId: 7, page: 1, size: 5 })
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ code: 'unknown', status: 502 });
  });

  it('unwraps a failure into the catalogue code, message and value', async () => {
    routes['DELETE /wps/session/logout'] = (_q, _b, res) =>
      send(res, 401, {
        success: false,
        code: 'login.not.session',
        message: 'You are not logged in, please login',
      });
    const error = await client('t')
      .call('logout', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'login.not.session', status: 401 });
  });

  it('seals encrypted calls so the server can open them and nothing is readable in transit', async () => {
    let opened: unknown;
    routes['POST /wps/session/login'] = async (req, body, res) => {
      opened = (
        await openRequest(
          key,
          req.headers,
          JSON.parse(body),
          cipherAad('POST', '/wps/session/login'),
        )
      ).payload;
      send(res, 400, {
        success: false,
        code: 'login.password.wrong',
        message: 'Wrong',
        value: { captcha: true },
      });
    };
    const input = { username: 'demo', password: 'S3cret!pw', type: 'username' as const };
    const error = await client()
      .call('login', input)
      .catch((e: unknown) => e);
    expect(opened).toEqual(input);
    expect(error).toMatchObject({ code: 'login.password.wrong', value: { captcha: true } });
    const wire = seen.find((s) => s.url === '/wps/session/login');
    expect(wire?.body).not.toContain('S3cret');
  });

  it('answers session-cached calls from memory until the cache is cleared, and retries after failure', async () => {
    let fail = true;
    routes['GET /wps/system/setting/register'] = (_q, _b, res) =>
      fail
        ? send(res, 503, { success: false, code: 'system.busy' })
        : send(res, 200, { success: true, value: {} });
    const api = client();
    await expect(api.call('registerSettings', {})).rejects.toMatchObject({ code: 'system.busy' });
    fail = false;
    await api.call('registerSettings', {});
    await api.call('registerSettings', {});
    expect(hits['GET /wps/system/setting/register']).toBe(2);
    api.clearCache();
    await api.call('registerSettings', {});
    expect(hits['GET /wps/system/setting/register']).toBe(3);
  });

  it('refuses input that breaks the contract before sending', async () => {
    const bad = { username: '', password: 'x', type: 'username' } as const;
    await expect(client().call('login', bad)).rejects.toMatchObject({ code: 'request_param_err' });
    expect(seen).toHaveLength(0);
  });

  it('reports an answer that breaks the contract as a system error', async () => {
    routes['GET /wps/v2/wallets/balance'] = (_q, _b, res) =>
      send(res, 200, { success: true, value: { sumBalance: 'lots' } });
    await expect(client('t').call('balance', {})).rejects.toMatchObject({ code: 'system.error' });
  });

  it('without a validator hands on the answer as the server sent it (the production portal)', async () => {
    routes['GET /wps/v2/wallets/balance'] = (_q, _b, res) =>
      send(res, 200, { success: true, value: { sumBalance: 'lots' } });
    const unchecked = createApiClient({
      baseUrl,
      merchant: 'LX88',
      getLanguage: () => 'EN',
      getToken: () => 't',
    });
    await expect(unchecked.call('balance', {})).resolves.toEqual({ sumBalance: 'lots' });
  });

  it('maps a refused connection and a timeout to the network codes', async () => {
    const closed = createApiClient({
      baseUrl: 'http://127.0.0.1:9',
      merchant: 'LX88',
      getLanguage: () => 'EN',
      getToken: () => null,
    });
    await expect(closed.call('whitelabel', {})).rejects.toMatchObject({
      code: 'network.error',
    });
    routes['GET /wps/system/whitelabel'] = (_q, _b, res) => {
      setTimeout(() => send(res, 200, { success: true, value: [] }), 500);
    };
    await expect(client(null, 100).call('whitelabel', {})).rejects.toMatchObject({
      code: 'network.timeout',
    });
  });
});

describe('an event feed', () => {
  const path = '/wps/relay/CBS_chatStream';
  /** Opens a feed and records what it tells, until `until` holds or 2 s pass. */
  const listenUntil = async (
    token: string | null,
    until: (told: { opened: number; events: unknown[]; errors: string[] }) => boolean,
  ) => {
    const told = { opened: 0, events: [] as unknown[], errors: [] as string[] };
    const close = client(token).listen(path, {
      onOpen: () => {
        told.opened += 1;
      },
      onEvent: (data) => told.events.push(data),
      onError: (error) => told.errors.push(error.code),
    });
    const deadline = Date.now() + 2_000;
    while (!until(told) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { told, close };
  };

  it('sends the call headers and hands on each data event, split across chunks, skipping comments', async () => {
    routes[`GET ${path}`] = (_q, _b, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      res.write('data: {"kind":"deleted",');
      res.write('"id":7}\n\n:\n\ndata: not json\n\ndata: {"kind":"resync"}\n\n');
      // Left open, as the server's feed is, until the client closes it.
    };
    const { told, close } = await listenUntil('tok9', (t) => t.events.length >= 2);
    close();
    expect(told.opened).toBe(1);
    expect(told.events).toEqual([{ kind: 'deleted', id: 7 }, { kind: 'resync' }]);
    expect(told.errors).toEqual([]);
    expect(seen.at(-1)?.headers).toMatchObject({
      merchant: 'LX88',
      authorization: 'tok9',
      accept: 'text/event-stream',
    });
  });

  it('reports a refusal by its catalogue code, and a feed the server ends as a network error', async () => {
    routes[`GET ${path}`] = (_q, _b, res) =>
      send(res, 401, { success: false, code: 'login.not.session', message: 'Log in.' });
    const refused = await listenUntil(null, (t) => t.errors.length > 0);
    expect(refused.told).toEqual({ opened: 0, events: [], errors: ['login.not.session'] });

    routes[`GET ${path}`] = (_q, _b, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"kind":"resync"}\n\n');
    };
    const ended = await listenUntil('tok9', (t) => t.errors.length > 0);
    expect(ended.told).toEqual({
      opened: 1,
      events: [{ kind: 'resync' }],
      errors: ['network.error'],
    });
  });
});
