import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaffClient } from './staffClient.ts';

/** A small server that answers the staff envelope, so the client is tested over real sockets. */
type Handler = (res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] =
  [];
let routes: Record<string, Handler> = {};

const send = (res: ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ method: req.method ?? '', url, headers: req.headers, body });
      const handler = routes[`${req.method} ${url.split('?')[0]}`];
      if (handler) handler(res);
      else send(res, 404, { success: false, code: 'not.found', message: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  routes = {};
});

const client = (csrf: string | null = 'csrf-1', timeoutMs = 2000) =>
  createStaffClient({ baseUrl, getCsrfToken: () => csrf, timeoutMs });

describe('staff client', () => {
  it('sends a write as a JSON body with the CSRF header, and reads the answer', async () => {
    routes['POST /staff/session/password'] = (res) =>
      send(res, 200, { success: true, value: { ticket: 't-1', next: 'totp' } });
    await expect(
      client().call('staffSignInPassword', { username: 'ops1', password: 'secret-pass' }),
    ).resolves.toEqual({ ticket: 't-1', next: 'totp' });
    expect(seen[0]?.headers['x-csrf-token']).toBe('csrf-1');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ username: 'ops1', password: 'secret-pass' });
  });

  it('puts a read in the query string, leaving out empty fields, without the CSRF header', async () => {
    routes['GET /staff/audit'] = (res) =>
      send(res, 200, {
        success: true,
        value: { content: [], pageNum: 1, totalPages: 1, total: 0 },
      });
    await client().call('auditLog', { staff: 'ops1', targetId: '', pageNo: 2 });
    expect(seen[0]?.url).toBe('/staff/audit?staff=ops1&pageNo=2');
    expect(seen[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(seen[0]?.body).toBe('');
  });

  it('unwraps a failure into the catalogue code, with the HTTP status', async () => {
    routes['DELETE /staff/session'] = (res) =>
      send(res, 403, { success: false, code: 'staff.csrf.invalid', message: 'No.' });
    await expect(client().call('staffSignOut', {})).rejects.toMatchObject({
      code: 'staff.csrf.invalid',
      status: 403,
    });
  });

  it('maps a refused connection and a timeout to the network codes', async () => {
    const closed = createStaffClient({ baseUrl: 'http://127.0.0.1:9', getCsrfToken: () => null });
    await expect(closed.call('staffSession', {})).rejects.toMatchObject({ code: 'network.error' });
    routes['GET /staff/session'] = (res) => {
      setTimeout(() => send(res, 200, { success: true, value: {} }), 500);
    };
    await expect(client(null, 100).call('staffSession', {})).rejects.toMatchObject({
      code: 'network.timeout',
    });
  });
});
