import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ALPHA,
  BETA,
  callApi,
  latestMessage,
  login,
  merchantIdOf,
  tokenOf,
} from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { hashPassword } from '../session/passwords.ts';
import { RESET_ATTEMPTS_PER_WINDOW, RESET_LINK_TTL_MS } from './resetLinks.ts';

const server = useTestServer({}, { db: 3 });

/** A fresh member of ALPHA with an e-mail address, so each test owns its password. */
const newMember = async (username: string, password = 'Before@2026') => {
  const merchantId = await merchantIdOf(server.db, ALPHA);
  await server.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username,
      password_hash: await hashPassword(password),
      type: 1,
      email: `${username}@example.com`,
    })
    .execute();
  return { username, email: `${username}@example.com`, password };
};

/** Asks for a link as the portal's forgot-password popup does; answers the mailed link. */
const askForLink = async (
  member: { username: string; email: string },
  remoteAddress: string,
  host = 'alpha.localhost:8080',
) => {
  const asked = await callApi(
    server.app,
    'forgotPasswordByEmail',
    { username: member.username, email: member.email },
    { remoteAddress, headers: { host } },
  );
  expect(asked.value).toEqual({ sent: true });
  const mail = await latestMessage(server.app, member.email);
  const link = mail?.code ?? '';
  expect(mail?.body).toContain(link);
  return link;
};

const tokenIn = (link: string) => new URL(link).hash.replace(/^#token=/, '');

const check = (token: string, remoteAddress: string, merchant = ALPHA) =>
  callApi(server.app, 'passwordResetLinkCheck', { token }, { remoteAddress, merchant });

const reset = (
  token: string,
  newPassword: string,
  remoteAddress: string,
  options: { confirm?: string; merchant?: string } = {},
) =>
  callApi(
    server.app,
    'resetPasswordWithLink',
    { token, newPassword, confirmNewPassword: options.confirm ?? newPassword },
    { remoteAddress, merchant: options.merchant ?? ALPHA },
  );

const logsIn = async (username: string, password: string, remoteAddress: string) =>
  (await login(server.app, { username, password }, { remoteAddress })).statusCode === 200;

describe('password-reset links', () => {
  it('mails a link to the brand host that works once, keeping the old password until then', async () => {
    const member = await newMember('linkonce');
    const ip = '10.8.1.1';
    const session = tokenOf(await login(server.app, member, { remoteAddress: ip }));
    const link = await askForLink(member, ip);
    expect(link).toMatch(/^http:\/\/alpha\.localhost:8080\/reset-password#token=[\w-]{43}$/);
    // Asking for a link changes nothing: a stranger cannot lock the member out.
    expect(await logsIn(member.username, member.password, ip)).toBe(true);

    const token = tokenIn(link);
    const checked = (await check(token, ip)).value;
    expect(checked.username).toBe('linkonce');
    const left = Date.parse(checked.expiresAt) - Date.now();
    expect(left).toBeGreaterThan(RESET_LINK_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(RESET_LINK_TTL_MS);
    expect((await reset(token, 'After@2026', ip)).value).toEqual({
      passwordChanged: true,
      username: 'linkonce',
    });
    expect(await logsIn(member.username, member.password, ip)).toBe(false);
    expect(await logsIn(member.username, 'After@2026', ip)).toBe(true);
    // The sessions open before the reset are over.
    const info = await callApi(server.app, 'memberInfo', {}, { token: session });
    expect(info.response.statusCode).toBe(401);

    // Once: the same link again, to check or to reset, is refused and changes nothing.
    expect((await check(token, ip)).code).toBe('password.reset.link.invalid');
    const again = await reset(token, 'Again@2026', ip);
    expect(again.response.statusCode).toBe(400);
    expect(again.code).toBe('password.reset.link.invalid');
    expect(await logsIn(member.username, 'After@2026', ip)).toBe(true);
  });

  it('points a development link at the brand main host on the port it was asked on', async () => {
    const member = await newMember('linkhost');
    const link = await askForLink(member, '10.8.2.1', 'localhost:4610');
    expect(link.startsWith('http://alpha.localhost:4610/reset-password#token=')).toBe(true);
  });

  it('refuses an expired link', async () => {
    const member = await newMember('linkexpiry');
    const ip = '10.8.3.1';
    const token = tokenIn(await askForLink(member, ip));
    // Thirty minutes on, as the database sees it (the sealed calls need the real clock).
    await sql`
      UPDATE password_reset_links SET expires_at = now() - interval '1 second'
      WHERE member_id = (SELECT id FROM members WHERE username = ${member.username})
    `.execute(server.db);
    expect((await check(token, ip)).code).toBe('password.reset.link.invalid');
    expect((await reset(token, 'Late@2026', ip)).code).toBe('password.reset.link.invalid');
    expect(await logsIn(member.username, member.password, ip)).toBe(true);
  });

  it('lets only one of two parallel uses of a link win', async () => {
    const member = await newMember('linkrace');
    const ip = '10.8.4.1';
    const token = tokenIn(await askForLink(member, ip));
    const [first, second] = await Promise.all([
      reset(token, 'First@2026', ip),
      reset(token, 'Second@2026', ip),
    ]);
    const answers = [first, second].map((r) => r.response.statusCode).sort();
    expect(answers).toEqual([200, 400]);
    const loser = first.response.statusCode === 200 ? second : first;
    expect(loser.code).toBe('password.reset.link.invalid');
    const winner = first.response.statusCode === 200 ? 'First@2026' : 'Second@2026';
    const other = winner === 'First@2026' ? 'Second@2026' : 'First@2026';
    expect(await logsIn(member.username, winner, ip)).toBe(true);
    expect(await logsIn(member.username, other, ip)).toBe(false);
  });

  it('supersedes an older unused link with a newer one', async () => {
    const member = await newMember('linknewer');
    const ip = '10.8.5.1';
    const older = tokenIn(await askForLink(member, ip));
    const newer = tokenIn(await askForLink(member, ip));
    expect((await reset(older, 'Older@2026', ip)).code).toBe('password.reset.link.invalid');
    expect((await reset(newer, 'Newer@2026', ip)).value).toMatchObject({ passwordChanged: true });
    expect(await logsIn(member.username, 'Newer@2026', ip)).toBe(true);
  });

  it('refuses a link at another merchant', async () => {
    const member = await newMember('linkmerchant');
    const ip = '10.8.6.1';
    const token = tokenIn(await askForLink(member, ip));
    expect((await check(token, ip, BETA)).code).toBe('password.reset.link.invalid');
    expect((await reset(token, 'Elsewhere@2026', ip, { merchant: BETA })).code).toBe(
      'password.reset.link.invalid',
    );
    // Still good at its own merchant.
    expect((await reset(token, 'Home@2026', ip)).value).toMatchObject({ passwordChanged: true });
  });

  it('answers bad input with a catalogue code and changes nothing', async () => {
    const member = await newMember('linkinput');
    const ip = '10.8.7.1';
    const token = tokenIn(await askForLink(member, ip));
    const cases = [
      [await reset(token, 'Match@2026', ip, { confirm: 'Other@2026' }), 'password.mismatch'],
      [await reset(token, 'short', ip), 'login.format.incorrect'],
      [await reset('not-a-token', 'Fine@2026', ip), 'password.reset.link.invalid'],
      [await reset('', 'Fine@2026', ip), 'request_param_err'],
    ] as const;
    for (const [answer, code] of cases) {
      expect(answer.response.statusCode).toBe(400);
      expect(answer.code).toBe(code);
    }
    expect(await logsIn(member.username, member.password, ip)).toBe(true);
    // The link survived the refused tries.
    expect((await check(token, ip)).value).toMatchObject({ username: 'linkinput' });
  });

  it('limits the uses of reset links per address', async () => {
    const ip = '10.8.8.1';
    for (let i = 0; i < RESET_ATTEMPTS_PER_WINDOW; i += 1) {
      expect((await check('x'.repeat(43), ip)).code).toBe('password.reset.link.invalid');
    }
    const limited = await check('x'.repeat(43), ip);
    expect(limited.response.statusCode).toBe(429);
    expect(limited.code).toBe('too.many.requests');
    // Another address is not held up.
    expect((await check('x'.repeat(43), '10.8.8.2')).code).toBe('password.reset.link.invalid');
  });

  it('ends the unused links when the password is changed another way', async () => {
    const member = await newMember('linkchanged');
    const ip = '10.8.9.1';
    const token = tokenIn(await askForLink(member, ip));
    const session = tokenOf(await login(server.app, member, { remoteAddress: ip }));
    const changed = await callApi(
      server.app,
      'changePassword',
      {
        oldPassword: member.password,
        newPassword: 'Changed@2026',
        confirmNewPassword: 'Changed@2026',
      },
      { token: session, remoteAddress: ip },
    );
    expect(changed.value).toEqual({ passwordChanged: true });
    expect((await reset(token, 'Stale@2026', ip)).code).toBe('password.reset.link.invalid');
  });
});
