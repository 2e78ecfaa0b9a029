import {
  MODULE_IDS,
  registerRulesSchema,
  systemStatusSchema,
  type WhitelabelNode,
} from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, callApi, TEST_SECRETS_KEY } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { buildServer } from '../app.ts';

let clockOffsetMs = 0;

const server = useTestServer({ clock: () => new Date(Date.now() + clockOffsetMs) }, { db: 2 });

const status = async (merchant: string, remoteAddress = '127.0.0.1') => {
  const response = await callApi(server.app, 'systemStatus', {}, { merchant, remoteAddress });
  expect(response.response.statusCode).toBe(200);
  return v.parse(systemStatusSchema, response.value);
};

const find = (nodes: readonly WhitelabelNode[], id: string): WhitelabelNode | undefined => {
  for (const node of nodes) {
    if (node.modId === id) return node;
    const inner = find(node.childrenNodes, id);
    if (inner) return inner;
  }
  return undefined;
};

const merchantId = async (code: string) =>
  (
    await server.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

describe('system status', () => {
  it('builds the whitelabel tree from the brand switches', async () => {
    const alpha = await status(ALPHA);
    const beta = await status(BETA);
    expect(alpha.info.whitelabel.map((n) => n.modId)).toEqual([...MODULE_IDS]);
    expect(find(alpha.info.whitelabel, 'WALLET3')?.enabled).toBe('1');
    expect(find(beta.info.whitelabel, 'WALLET3')?.enabled).toBe('0');
    expect(find(alpha.info.whitelabel, 'MOBILENUMREG3')?.enabled).toBe('1');
    expect(find(beta.info.whitelabel, 'MOBILENUMREG3')?.enabled).toBe('0');
    // Absent from the brand file means off; COMM3 is on whatever the brand says.
    expect(find(beta.info.whitelabel, 'FREEPLAY3')?.enabled).toBe('0');
    expect(find(beta.info.whitelabel, 'COMM3')?.enabled).toBe('1');
    const whitelabel = await callApi(server.app, 'whitelabel', {}, { merchant: BETA });
    expect(whitelabel.value).toEqual(beta.info.whitelabel);
  });

  it('derives register rules from the switches', async () => {
    const alpha = await status(ALPHA);
    const beta = await status(BETA);
    expect(alpha.info.register.mobileNum).toMatchObject({ enabled: true, required: true });
    expect(beta.info.register.mobileNum?.enabled).toBe(false);
    expect(alpha.info.register.captcha?.enabled).toBe(true);
    expect(beta.info.register.captcha?.enabled).toBe(false);
    const settings = await callApi(server.app, 'registerSettings', {}, { merchant: ALPHA });
    expect(v.parse(registerRulesSchema, settings.value)).toEqual(alpha.info.register);
  });

  it('carries resources, domains, CDNs and the caller address', async () => {
    const alpha = await status(ALPHA, '203.0.113.9');
    expect(alpha.info.resources.Android?.url).toBe('https://dl.alpha.example/alpha.apk');
    expect(alpha.info.mainDomain).toBe('alpha.localhost');
    expect(alpha.info.imageCDNs).toEqual(['https://img.alpha.example']);
    expect(alpha.location.ip).toBe('203.0.113.9');
  });

  it('flags maintenance only while a window is in force, and announces the next one', async () => {
    const id = await merchantId('alpha');
    const now = Date.now();
    await server.db
      .insertInto('maintenance_windows')
      .values({
        merchant_id: id,
        starts_at: new Date(now + 60 * 60_000),
        ends_at: new Date(now + 2 * 60 * 60_000),
        message: 'Upgrading the lottery engine',
      })
      .execute();
    clockOffsetMs = 0;
    const before = await status(ALPHA);
    expect(before.maintenance).toMatchObject({
      active: false,
      message: 'Upgrading the lottery engine',
    });
    expect(before.maintenance.startsAt).not.toBeNull();
    clockOffsetMs = 90 * 60_000;
    expect((await status(ALPHA)).maintenance.active).toBe(true);
    expect((await status(BETA)).maintenance.active).toBe(false);
    clockOffsetMs = 3 * 60 * 60_000;
    expect((await status(ALPHA)).maintenance).toEqual({
      active: false,
      startsAt: null,
      endsAt: null,
      message: '',
    });
    clockOffsetMs = 0;
  });

  it('evaluates region rules per caller address, the narrowest network deciding', async () => {
    const id = await merchantId('beta');
    await server.db
      .insertInto('region_rules')
      .values([
        { merchant_id: id, network: '198.51.100.0/24', country_code: 'XA', blocked: true },
        { merchant_id: id, network: '198.51.100.128/25', country_code: 'XB', blocked: false },
      ])
      .execute();
    const blocked = await status(BETA, '198.51.100.7');
    expect(blocked.regionRestriction.active).toBe(true);
    expect(blocked.location.country).toBe('XA');
    const allowed = await status(BETA, '198.51.100.200');
    expect(allowed.regionRestriction.active).toBe(false);
    expect(allowed.location.country).toBe('XB');
    expect((await status(BETA, '192.0.2.1')).regionRestriction.active).toBe(false);
    expect((await status(ALPHA, '198.51.100.7')).regionRestriction.active).toBe(false);
  });
});

describe('small system calls', () => {
  it('lists country dialing codes', async () => {
    const response = await callApi(server.app, 'countryCodes', {});
    const value = response.response.json<{
      value: { countryCode: string; countryDialingCode: string }[];
    }>().value;
    expect(value).toContainEqual({ countryCode: 'CN', countryDialingCode: '86' });
  });

  it('checks a domain against the brand domains', async () => {
    const check = async (domain: string) =>
      (await callApi(server.app, 'domainRoute', { domain })).response.json<{
        value: { valid: boolean };
      }>().value.valid;
    expect(await check('alpha.localhost')).toBe(true);
    expect(await check('alpha.test:8080')).toBe(true);
    expect(await check('evil.example')).toBe(false);
    // Without a domain the Host the caller used is checked, port included.
    const byHost = async (host: string) =>
      (await callApi(server.app, 'domainRoute', {}, { headers: { host } })).response.json<{
        value: { valid: boolean };
      }>().value.valid;
    expect(await byHost('alpha.test:8080')).toBe(true);
    expect(await byHost('alpha.test:9999')).toBe(false);
  });

  it('keeps the cipher key across restarts', async () => {
    const first = (await callApi(server.app, 'cipherKey', {})).response.json<{
      value: { keyId: string; publicKey: string; algorithm: string };
    }>().value;
    expect(first.algorithm).toBe('ecdh-p256-hkdf-sha256-aes256gcm');
    const restarted = await buildServer({
      secretsKey: TEST_SECRETS_KEY,
      databaseUrl: server.databaseUrl,
      brandsDir: server.brandsDir,
      portalDist: '/nonexistent',
    });
    try {
      const second = (await callApi(restarted, 'cipherKey', {})).response.json<{
        value: { keyId: string; publicKey: string };
      }>().value;
      expect(second).toMatchObject({ keyId: first.keyId, publicKey: first.publicKey });
    } finally {
      await restarted.close();
    }
  });
});
