import { loginVerificationValueSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callApi, latestMessage, login } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

const server = useTestServer({}, { db: 2 });

const devicesOf = async (username: string) =>
  server.db
    .selectFrom('known_devices')
    .innerJoin('members', 'members.id', 'known_devices.member_id')
    .select(['device_id', 'first_seen_at', 'last_seen_at', 'last_address'])
    .where('members.username', '=', username)
    .orderBy('device_id')
    .execute();

describe('known devices', () => {
  it('records each browser a member signs in from, with first and last seen and its address', async () => {
    const demo = { username: 'demo', password: 'Demo@2026' };
    const first = await login(
      server.app,
      { ...demo, loginDeviceId: 'browser-a' },
      { remoteAddress: '10.6.0.1' },
    );
    expect(first.statusCode).toBe(200);
    const [recorded] = await devicesOf('demo');
    expect(recorded).toMatchObject({ device_id: 'browser-a', last_address: '10.6.0.1' });
    expect(recorded?.last_seen_at).toEqual(recorded?.first_seen_at);

    const again = await login(
      server.app,
      { ...demo, loginDeviceId: 'browser-a' },
      { remoteAddress: '10.6.0.2' },
    );
    expect(again.statusCode).toBe(200);
    const [seenAgain, ...others] = await devicesOf('demo');
    expect(others).toEqual([]);
    expect(seenAgain?.first_seen_at).toEqual(recorded?.first_seen_at);
    expect(seenAgain?.last_seen_at.getTime()).toBeGreaterThan(
      recorded?.last_seen_at.getTime() ?? Number.POSITIVE_INFINITY,
    );
    expect(seenAgain?.last_address).toBe('10.6.0.2');

    // A wrong password and a login without a device id leave no trace here.
    const wrong = await login(server.app, {
      username: 'demo',
      password: 'Wrong@2026',
      loginDeviceId: 'browser-x',
    });
    expect(wrong.statusCode).not.toBe(200);
    expect((await login(server.app, demo, { remoteAddress: '10.6.0.1' })).statusCode).toBe(200);
    await login(server.app, { ...demo, loginDeviceId: 'browser-b' }, { remoteAddress: '10.6.0.1' });
    expect((await devicesOf('demo')).map((device) => device.device_id)).toEqual([
      'browser-a',
      'browser-b',
    ]);
  });

  it('still asks a known device at a new address for the new-IP code, and records it once verified', async () => {
    const secure = { username: 'secure', password: 'Secure@2026', loginDeviceId: 'phone-s' };
    expect((await login(server.app, secure, { remoteAddress: '10.6.1.1' })).statusCode).toBe(200);

    const away = await login(server.app, secure, { remoteAddress: '10.6.1.2' });
    expect(away.statusCode).toBe(403);
    expect(away.json<{ code: string }>().code).toBe('login.verification.required');
    // Parked, not signed in: the device was not seen at the new address yet.
    expect((await devicesOf('secure'))[0]?.last_address).toBe('10.6.1.1');

    const pending = v.parse(loginVerificationValueSchema, away.json<{ value: unknown }>().value);
    await callApi(
      server.app,
      'newIpCode',
      { verificationToken: pending.verificationToken, method: 'sms' },
      { remoteAddress: '10.6.1.2' },
    );
    const code = (await latestMessage(server.app, '13800138000'))?.code ?? '';
    const done = await callApi(
      server.app,
      'newIpVerify',
      {
        verificationToken: pending.verificationToken,
        method: 'sms',
        verificationCode: code,
        loginDeviceId: 'phone-s',
      },
      { remoteAddress: '10.6.1.2' },
    );
    expect(done.response.statusCode).toBe(200);
    const devices = await devicesOf('secure');
    expect(devices).toHaveLength(1);
    expect(devices[0]?.last_address).toBe('10.6.1.2');
  });
});
