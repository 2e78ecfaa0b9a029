import {
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffCallSpec,
  type StaffRole,
  staffCallNames,
  staffCalls,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, tokenOf } from '../../test/harness.ts';
import { codeOf, openStaffSession, type SignedIn, staffCall } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { STAFF_IDLE_MS } from './staffSessions.ts';

let db: Db;
let now = new Date();
const signedIn = new Map<StaffRole, SignedIn>();
let expired: SignedIn;
let memberToken: string;

/** The demo staff member holding each role (all platform-wide). */
const DEMO_OF_ROLE: Record<StaffRole, string> = {
  owner: 'owner',
  finance: 'finance',
  risk: 'risk',
  content: 'content',
  support: 'support',
};

const server = useTestServer({ demoStaff: true, clock: () => now }, { db: 2 });
beforeAll(async () => {
  db = server.db;
  // Before the clock moves: a sealed login carries the real time.
  memberToken = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
  // A session that then sat idle past the limit.
  expired = await openStaffSession(server.app, db, 'risk', now);
  now = new Date(now.getTime() + STAFF_IDLE_MS + 60_000);
  for (const role of STAFF_ROLES) {
    signedIn.set(role, await openStaffSession(server.app, db, DEMO_OF_ROLE[role], now));
  }
}, 180_000);

/** Every staff call that needs a session, straight from the contract: a new one is covered too. */
const guarded = staffCallNames
  .map((name) => ({ name, spec: staffCalls[name] as StaffCallSpec }))
  .filter(({ spec }) => spec.access === 'staff');
const writes = guarded.filter(({ spec }) => spec.method !== 'GET');
const withPermission = guarded.filter(({ spec }) => spec.permission !== null);

/** The call's URL with its path parameters filled (the guards answer before any lookup). */
const urlOf = (spec: StaffCallSpec) => spec.path.replace(/\{[A-Za-z]+\}/g, '1');
const send = (spec: StaffCallSpec, options: Parameters<typeof staffCall>[3] = {}) =>
  staffCall(server.app, spec.method, urlOf(spec), {
    ...(spec.method === 'GET' || spec.method === 'DELETE' ? {} : { body: {} }),
    ...options,
  });

describe('the staff pipeline', () => {
  it('guards a call of every kind (the contract has session, write and permission calls)', () => {
    expect(guarded.length).toBeGreaterThan(5);
    expect(writes.length).toBeGreaterThan(3);
    expect(withPermission.length).toBeGreaterThan(3);
    for (const name of staffCallNames)
      expect(staffCalls[name].path.startsWith('/staff/')).toBe(true);
  });

  it.each(guarded)('$name refuses a request without a staff session (401)', async ({ spec }) => {
    const response = await send(spec);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'staff.session.required' });
  });

  it.each(guarded)("$name refuses a member's token (401)", async ({ spec }) => {
    const response = await send(spec, {
      headers: { authorization: memberToken, merchant: 'ALPHA' },
    });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('staff.session.required');
  });

  it.each(guarded)('$name refuses an expired staff session (401)', async ({ spec }) => {
    const response = await send(spec, { as: expired });
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('staff.session.required');
  });

  it.each(guarded)('$name refuses a live session on a brand host (401)', async ({ spec }) => {
    const response = await send(spec, { as: signedIn.get('owner'), host: 'alpha.localhost' });
    expect(response.statusCode).toBe(401);
  });

  it.each(writes)('$name refuses a write without the CSRF token (403)', async ({ spec }) => {
    const response = await send(spec, { as: signedIn.get('owner'), csrf: null });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('staff.csrf.invalid');
  });

  it.each(writes)('$name refuses a write with a wrong CSRF token (403)', async ({ spec }) => {
    const owner = signedIn.get('owner');
    const other = signedIn.get('risk');
    const response = await send(spec, { as: owner, csrf: other?.csrfToken ?? 'x' });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('staff.csrf.invalid');
  });

  it.each(writes)('$name refuses a write from another origin (403)', async ({ spec }) => {
    const response = await send(spec, {
      as: signedIn.get('owner'),
      headers: { origin: 'http://alpha.localhost' },
    });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('staff.csrf.invalid');
  });

  it.each(withPermission)(
    '$name refuses every role without its permission (403)',
    async ({ spec }) => {
      const lacking = STAFF_ROLES.filter(
        (role) => spec.permission && !ROLE_PERMISSIONS[role].includes(spec.permission),
      );
      expect(lacking.length).toBeGreaterThan(0);
      for (const role of lacking) {
        const response = await send(spec, { as: signedIn.get(role) });
        expect(response.statusCode, role).toBe(403);
        expect(codeOf(response), role).toBe('staff.permission.denied');
      }
    },
  );

  it('lets a role with the permission through to the handler', async () => {
    const response = await staffCall(server.app, 'GET', '/staff/members', {
      as: signedIn.get('support'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, value: { pageNum: 1 } });
  });

  it('answers 401 for any other /staff/ path without a session, 404 or 405 with one', async () => {
    for (const url of ['/staff', '/staff/', '/staff/nothing/here', '/staff/audit/1']) {
      const response = await staffCall(server.app, 'PATCH', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({
        success: false,
        code: 'staff.session.required',
      });
      const member = await staffCall(server.app, 'GET', url, {
        headers: { authorization: memberToken, merchant: 'ALPHA' },
      });
      expect(member.statusCode, url).toBe(401);
    }
    const owner = signedIn.get('owner');
    expect((await staffCall(server.app, 'GET', '/staff/nothing', { as: owner })).statusCode).toBe(
      404,
    );
    const deleteAudit = await staffCall(server.app, 'DELETE', '/staff/audit', { as: owner });
    expect(deleteAudit.statusCode).toBe(405);
    expect(codeOf(deleteAudit)).toBe('http_method_not_support');
  });

  it('answers the sign-in calls only on the console host', async () => {
    const response = await staffCall(server.app, 'POST', '/staff/session/password', {
      body: { username: 'owner', password: 'Owner@2026' },
      host: 'alpha.localhost',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses bad input with the catalogue code and no 5xx', async () => {
    const owner = signedIn.get('owner');
    const queries: Record<string, string>[] = [
      { pageNo: '0' },
      { field: 'nope' },
      { q: 'x'.repeat(65) },
      { extra: '1' },
    ];
    for (const query of queries) {
      const response = await staffCall(server.app, 'GET', '/staff/members', { as: owner, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(codeOf(response)).toBe('request_param_err');
    }
    const lock = await staffCall(server.app, 'POST', '/staff/members/abc/lock', {
      as: owner,
      body: { reason: 'x' },
    });
    expect(lock.statusCode).toBe(400);
    const missing = await staffCall(server.app, 'POST', '/staff/members/999999/lock', {
      as: owner,
      body: { reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('ignores the member API on the staff session: a staff cookie is no member token', async () => {
    const response = await call(server.app, 'GET', '/wps/member/info', {
      headers: { cookie: signedIn.get('owner')?.cookie ?? '' },
    });
    expect(response.statusCode).toBe(401);
  });
});
