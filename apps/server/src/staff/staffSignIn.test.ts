import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS_KEY } from '../../test/harness.ts';
import {
  callStaff,
  demoSecret,
  sessionCookieOf,
  signInStaff,
  totpAt,
} from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { demoStaff } from './demoStaff.ts';
import { staffDb } from './staffDb.ts';
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS } from './staffSessions.ts';
import { STAFF_ADDRESS_LIMIT, STAFF_LOCK_AFTER, STAFF_LOCK_MS } from './staffSignIn.ts';
import { sealPlainTotpSecrets } from './totpSecrets.ts';

let now = new Date();
/** Moves the server's clock on by whole TOTP steps, so each test's codes are fresh. */
const tick = (ms = 30_000) => {
  now = new Date(now.getTime() + ms);
};

const server = useTestServer({ demoStaff: true, clock: () => now }, { db: 2 });
/** The secret the enrolment test's newcomer enrolled with (the sealing test looks for it). */
let enrolledSecret = '';
beforeAll(async () => {}, 180_000);

const passwordStep = async (username: string, password: string, remoteAddress?: string) =>
  callStaff(
    server.app,
    'staffSignInPassword',
    { username, password },
    { ...(remoteAddress ? { remoteAddress } : {}) },
  );
const ticketOf = (response: Awaited<ReturnType<typeof passwordStep>>) => response.value.ticket;
const codeStep = (ticket: string, code: string, remoteAddress?: string) =>
  callStaff(
    server.app,
    'staffSignInTotp',
    { ticket, code },
    { ...(remoteAddress ? { remoteAddress } : {}) },
  );

describe('staff sign-in', () => {
  it('signs in with password then TOTP, into a host-only, HttpOnly, Secure, Strict cookie', async () => {
    tick();
    const step = await passwordStep('owner', 'Owner@2026');
    expect(step.response.statusCode).toBe(200);
    expect(step.value.next).toBe('totp');
    expect(step.response.headers['set-cookie']).toBeUndefined();
    const done = await codeStep(ticketOf(step), await totpAt(demoSecret('owner'), now));
    expect(done.response.statusCode).toBe(200);
    const header = String(done.response.headers['set-cookie']);
    expect(header).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43}; /);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).not.toMatch(/domain=/i);
    // The token travels only in the cookie, never in the body.
    expect(done.response.body).not.toContain(sessionCookieOf(done.response).split('=')[1]);
    const value = done.response.json<{
      value: { staff: { role: string; permissions: string[] } };
    }>().value;
    expect(value.staff.role).toBe('owner');
    expect(value.staff.permissions).toContain('adjustments.approve');
  });

  it('refuses a wrong password and an unknown name alike', async () => {
    const wrong = await passwordStep('finance', 'nope-nope', '10.9.0.1');
    const unknown = await passwordStep('nobody', 'nope-nope', '10.9.0.1');
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.code).toBe('staff.signin.failed');
    expect(unknown.code).toBe('staff.signin.failed');
  });

  it('refuses a wrong code, and a ticket cannot be used after its session opened', async () => {
    tick();
    const ticket = ticketOf(await passwordStep('finance', 'Finance@2026'));
    const wrong = await codeStep(ticket, '000000');
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.code).toBe('staff.totp.invalid');
    const right = await codeStep(ticket, await totpAt(demoSecret('finance'), now));
    expect(right.response.statusCode).toBe(200);
    tick();
    const again = await codeStep(ticket, await totpAt(demoSecret('finance'), now));
    expect(again.code).toBe('staff.signin.expired');
  });

  it('refuses a replayed code: a code is good once, even with a new ticket', async () => {
    tick();
    const code = await totpAt(demoSecret('risk'), now);
    const first = await codeStep(ticketOf(await passwordStep('risk', 'Risk@2026')), code);
    expect(first.response.statusCode).toBe(200);
    const replay = await codeStep(ticketOf(await passwordStep('risk', 'Risk@2026')), code);
    expect(replay.response.statusCode).toBe(400);
    expect(replay.code).toBe('staff.totp.invalid');
  });

  it('refuses a ticket past its five minutes', async () => {
    tick();
    const ticket = ticketOf(await passwordStep('content', 'Content@2026'));
    tick(5 * 60_000 + 1_000);
    const late = await codeStep(ticket, await totpAt(demoSecret('content'), now));
    expect(late.code).toBe('staff.signin.expired');
  });

  it('locks the account after repeated failures, even for the right password and code', async () => {
    tick();
    const address = '10.9.0.7';
    for (let i = 1; i < STAFF_LOCK_AFTER; i++) {
      expect((await passwordStep('support', 'wrong-password', address)).code).toBe(
        'staff.signin.failed',
      );
    }
    // The last failure is a wrong code: password and code failures count together.
    const ticket = ticketOf(await passwordStep('support', 'Support@2026', address));
    const locking = await codeStep(ticket, '123456', address);
    expect(locking.response.statusCode).toBe(429);
    expect(locking.code).toBe('staff.locked');
    const locked = await passwordStep('support', 'Support@2026', address);
    expect(locked.code).toBe('staff.locked');
    tick(STAFF_LOCK_MS + 1_000);
    const unlocked = await signInStaff(server.app, 'support', now, { remoteAddress: address });
    expect(unlocked.session.staff.username).toBe('support');
  });

  it('refuses an address that failed too often, whatever names it tried, before any password work', async () => {
    tick();
    const address = '10.9.0.99';
    for (let i = 0; i < STAFF_ADDRESS_LIMIT; i++) {
      expect((await passwordStep(`nobody${i}`, 'wrong-password', address)).code).toBe(
        'staff.signin.failed',
      );
    }
    // The right password from that address is refused now; the account itself is not locked.
    const refused = await passwordStep('content', 'Content@2026', address);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.code).toBe('too.many.requests');
    const elsewhere = await passwordStep('content', 'Content@2026', '10.9.0.100');
    expect(elsewhere.value.next).toBe('totp');
    // Once the window has passed, the address may try again.
    tick(STAFF_LOCK_MS + 1_000);
    const later = await passwordStep('content', 'Content@2026', address);
    expect(later.value.next).toBe('totp');
  });

  it('enrols an authenticator at the first sign-in, with single-use recovery codes', async () => {
    tick();
    const step = await passwordStep('newcomer', 'Newcomer@2026');
    const value = step.value;
    expect(value.next).toBe('enrol');
    const secret = value.enrolment?.secret ?? '';
    enrolledSecret = secret;
    expect(value.enrolment?.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await callStaff(server.app, 'staffEnrol', {
      ticket: value.ticket,
      code: '000000',
    });
    expect(wrong.code).toBe('staff.totp.invalid');
    const enrolled = await callStaff(server.app, 'staffEnrol', {
      ticket: value.ticket,
      code: await totpAt(secret, now),
    });
    expect(enrolled.response.statusCode).toBe(200);
    const { recoveryCodes } = enrolled.value;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Next time: the code step, and a recovery code in place of a TOTP code, once.
    tick();
    const next = ticketOf(await passwordStep('newcomer', 'Newcomer@2026'));
    const recovered = await codeStep(next, recoveryCodes[0] ?? '');
    expect(recovered.response.statusCode).toBe(200);
    const reused = await codeStep(
      ticketOf(await passwordStep('newcomer', 'Newcomer@2026')),
      recoveryCodes[0] ?? '',
    );
    expect(reused.code).toBe('staff.totp.invalid');
    const totp = await codeStep(
      ticketOf(await passwordStep('newcomer', 'Newcomer@2026')),
      await totpAt(secret, now),
    );
    expect(totp.response.statusCode).toBe(200);
  });

  it('keeps TOTP secrets sealed at rest, and seals one left in plain text by an older version', async () => {
    const stored = async () =>
      JSON.stringify([
        (await sql`SELECT username, totp_secret FROM staff`.execute(server.db)).rows,
        (await sql`SELECT pending_secret FROM staff_signin_tickets`.execute(server.db)).rows,
      ]);
    const secrets = [
      ...demoStaff.flatMap((s) => (s.totpSecret ? [s.totpSecret] : [])),
      enrolledSecret,
    ];
    expect(enrolledSecret).not.toBe('');
    const before = await stored();
    for (const secret of secrets) expect(before).not.toContain(secret);
    expect(before).toContain('"totp_secret":"v1.');

    // A row as an older version wrote it: sealed at the next start, and still signs in.
    await sql`UPDATE staff SET totp_secret = ${demoSecret('risk')} WHERE username = 'risk'`.execute(
      server.db,
    );
    expect(await sealPlainTotpSecrets(staffDb(server.db), TEST_SECRETS_KEY)).toBe(1);
    expect(await stored()).not.toContain(demoSecret('risk'));
    tick();
    const done = await codeStep(
      ticketOf(await passwordStep('risk', 'Risk@2026')),
      await totpAt(demoSecret('risk'), now),
    );
    expect(done.response.statusCode).toBe(200);
  });

  it('ends a session on sign-out, when idle too long, and after its absolute age', async () => {
    tick();
    const owner = await signInStaff(server.app, 'owner', now);
    const me = () => callStaff(server.app, 'staffSession', {}, { as: owner });
    expect((await me()).response.statusCode).toBe(200);
    // Kept alive by calls every 20 minutes, until the absolute limit.
    for (let t = 0; t < STAFF_ABSOLUTE_MS - STAFF_IDLE_MS; t += 20 * 60_000) {
      tick(20 * 60_000);
      expect((await me()).response.statusCode).toBe(200);
    }
    tick(STAFF_IDLE_MS - 60_000);
    expect((await me()).response.statusCode).toBe(401);

    tick();
    const risk = await signInStaff(server.app, 'risk', now);
    const out = await callStaff(server.app, 'staffSignOut', {}, { as: risk });
    expect(out.response.statusCode).toBe(200);
    expect(String(out.response.headers['set-cookie'])).toContain('Max-Age=0');
    expect(
      (await callStaff(server.app, 'staffSession', {}, { as: risk })).response.statusCode,
    ).toBe(401);
  });
});
