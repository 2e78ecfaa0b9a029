import { type StaffSiteRules, systemStatusSchema } from '@portal/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALPHA, BETA, buildTestServer, callApi, merchantIdOf } from '../../test/harness.ts';
import { useStaffDesk } from '../../test/staffDesk.ts';
import { callStaff, fuzzStaffCalls, signInStaff } from '../../test/staffHarness.ts';
import { CatalogueError } from '../catalogueError.ts';
import { countryOf } from './geoip.ts';
import { SiteGuard } from './siteGuard.ts';
import { inNetwork } from './siteStatus.ts';

const now = new Date();
// A long guard cache, so the tests also show a staff change holds at once (the desk drops it).
const { server, staff } = useStaffDesk(['risk', 'content', 'support'], {
  server: { jobs: false, siteCacheMs: 10 * 60_000 },
  now,
  via: 'session',
});
const { risk, content, support } = staff;

// Addresses the pinned GeoLite2 copy places (public resolvers' and carriers' networks).
const US = '8.8.8.8';
const CN = '114.114.114.114';
const VN = '14.160.0.1';
const STAFF_OFFICE = '198.51.100.23';

const status = async (remoteAddress: string, language = 'EN', merchant = ALPHA) => {
  const answer = await callApi(
    server.app,
    'systemStatus',
    {},
    { merchant, remoteAddress, headers: { language } },
  );
  expect(answer.response.statusCode).toBe(200);
  return v.parse(systemStatusSchema, answer.value);
};

/** A guarded portal call (any but systemStatus): its refusal code, or 'ok'. */
const guarded = async (remoteAddress: string, merchant = ALPHA, app?: FastifyInstance) => {
  const answer = await callApi(app ?? server.app, 'countryCodes', {}, { merchant, remoteAddress });
  const body = answer.response.json<{ success: boolean; code?: string }>();
  return body.success ? 'ok' : body.code;
};

const auditOf = async (action: string) =>
  (
    await sql<{ staff_username: string; target_id: string; before: unknown; after: unknown }>`
      SELECT staff_username, target_id, before, after FROM staff_audit
      WHERE action = ${action} ORDER BY id DESC`.execute(server.db)
  ).rows;

/** The windows an audit entry's before or after recorded. */
const windowsIn = (json: unknown) => (json as StaffSiteRules | undefined)?.windows ?? null;

const rules = async (): Promise<StaffSiteRules> =>
  (await callStaff(server.app, 'siteRules', { merchantCode: ALPHA }, { as: risk })).value;

beforeAll(async () => {
  // Fill the guard's cache for the addresses used, so a change must drop it to be seen.
  for (const ip of [US, CN, VN, STAFF_OFFICE]) expect(await guarded(ip)).toBe('ok');
});

describe('GeoIP', () => {
  it('places known addresses in their countries and reserved ones nowhere', () => {
    expect(countryOf(US)).toBe('US');
    expect(countryOf(CN)).toBe('CN');
    expect(countryOf(VN)).toBe('VN');
    expect(countryOf('2001:4860:4860::8888')).toBe('US');
    expect(countryOf('203.0.113.9')).toBe('');
    expect(countryOf('127.0.0.1')).toBe('');
  });
});

describe('the site desk', () => {
  it('lets risk read and write the rules, not content or support', async () => {
    const read = await callStaff(server.app, 'siteRules', { merchantCode: ALPHA }, { as: risk });
    expect(read.code).toBeUndefined();
    for (const as of [content, support]) {
      expect((await callStaff(server.app, 'siteRules', { merchantCode: ALPHA }, { as })).code).toBe(
        'staff.permission.denied',
      );
      const refused = await callStaff(
        server.app,
        'siteCountryRule',
        { merchantCode: ALPHA, countryCode: 'CN', blocked: true },
        { as },
      );
      expect(refused.code).toBe('staff.permission.denied');
    }
    expect((await rules()).countries).toEqual([]);
  });

  it('schedules maintenance with a message per language, lets the allow-list in, lifts it', async () => {
    const scheduled = await callStaff(
      server.app,
      'siteMaintenanceSave',
      {
        merchantCode: ALPHA,
        startsAt: new Date(now.getTime() - 60_000).toISOString(),
        endsAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
        messages: { EN: 'Upgrading the cashier', CN: '收银台升级中' },
      },
      { as: risk },
    );
    const window = scheduled.value.windows[0];
    expect(window).toMatchObject({ active: true, messages: { EN: 'Upgrading the cashier' } });
    expect(await guarded(US)).toBe('system.maintenance');
    expect(await guarded(US, BETA)).toBe('ok');
    const english = await status(US);
    expect(english.maintenance).toMatchObject({ active: true, message: 'Upgrading the cashier' });
    expect((await status(US, 'CN')).maintenance.message).toBe('收银台升级中');
    // A language staff did not write falls back to the brand's default (alpha's is Chinese).
    expect(scheduled.value.defaultLanguage).toBe('CN');
    expect((await status(US, 'VI')).maintenance.message).toBe('收银台升级中');

    await callStaff(
      server.app,
      'siteAllowList',
      { merchantCode: ALPHA, network: '198.51.100.0/24', allowed: true, note: 'office' },
      { as: risk },
    );
    expect(await guarded(STAFF_OFFICE)).toBe('ok');
    expect((await status(STAFF_OFFICE)).maintenance.active).toBe(false);
    expect(await guarded(US)).toBe('system.maintenance');

    if (!window) throw new Error('no window');
    const lifted = await callStaff(
      server.app,
      'siteMaintenanceLift',
      { merchantCode: ALPHA, windowId: window.windowId },
      { as: risk },
    );
    expect(lifted.value.windows).toEqual([]);
    expect(await guarded(US)).toBe('ok');
    expect((await status(US)).maintenance.active).toBe(false);

    const [save] = await auditOf('site.maintenance.save');
    expect(save).toMatchObject({ staff_username: risk.session.staff.username, target_id: ALPHA });
    expect(windowsIn(save?.after)).toHaveLength(1);
    const [lift] = await auditOf('site.maintenance.lift');
    expect(windowsIn(lift?.before)).toHaveLength(1);
    expect(windowsIn(lift?.after)).toHaveLength(0);
    expect(await auditOf('site.allow')).toHaveLength(1);
  });

  it('cancels a window not yet begun', async () => {
    const later = await callStaff(
      server.app,
      'siteMaintenanceSave',
      {
        merchantCode: ALPHA,
        startsAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
        endsAt: new Date(now.getTime() + 2 * 60 * 60_000).toISOString(),
        messages: { EN: 'Tonight' },
      },
      { as: risk },
    );
    const [window] = later.value.windows;
    expect(window?.active).toBe(false);
    const announced = await status(US);
    expect(announced.maintenance).toMatchObject({ active: false, message: 'Tonight' });
    expect(await guarded(US)).toBe('ok');
    await callStaff(
      server.app,
      'siteMaintenanceLift',
      { merchantCode: ALPHA, windowId: window?.windowId ?? 0 },
      { as: risk },
    );
    expect((await status(US)).maintenance.startsAt).toBeNull();
  });

  it('blocks a country by GeoIP, networks and the allow-list being the exceptions', async () => {
    const set = (countryCode: string, blocked: boolean | null) =>
      callStaff(
        server.app,
        'siteCountryRule',
        { merchantCode: ALPHA, countryCode, blocked },
        { as: risk },
      );
    expect((await set('CN', true)).value.countries).toEqual([{ countryCode: 'CN', blocked: true }]);
    const blocked = await status(CN);
    expect(blocked.regionRestriction.active).toBe(true);
    expect(blocked.location).toEqual({ ip: CN, country: 'CN' });
    expect(await guarded(CN)).toBe('access.restricted');
    expect(await guarded(CN, BETA)).toBe('ok');
    expect(await guarded(US)).toBe('ok');
    expect((await status(US)).location.country).toBe('US');

    // A network let in inside a blocked country: the exception decides.
    const network = (text: string, blocked: boolean | null) =>
      callStaff(
        server.app,
        'siteNetworkRule',
        { merchantCode: ALPHA, network: text, blocked },
        { as: risk },
      );
    // Host bits are cleared, as cidr keeps networks.
    expect((await network('114.114.114.9/24', false)).value.networks).toEqual([
      { network: '114.114.114.0/24', blocked: false, countryCode: '' },
    ]);
    expect(await guarded(CN)).toBe('ok');
    expect((await status(CN)).location.country).toBe('CN');
    // And a network blocked in a country let in.
    await network(VN, true);
    expect(await guarded(VN)).toBe('access.restricted');
    await network('114.114.114.0/24', null);
    await network(VN, null);
    expect(await guarded(CN)).toBe('access.restricted');
    expect(await guarded(VN)).toBe('ok');

    // The allow-list passes the country rule too.
    await callStaff(
      server.app,
      'siteAllowList',
      { merchantCode: ALPHA, network: CN, allowed: true },
      { as: risk },
    );
    expect(await guarded(CN)).toBe('ok');
    await callStaff(
      server.app,
      'siteAllowList',
      { merchantCode: ALPHA, network: CN, allowed: false },
      { as: risk },
    );
    expect(await guarded(CN)).toBe('access.restricted');

    expect((await set('CN', null)).value.countries).toEqual([]);
    expect(await guarded(CN)).toBe('ok');
    expect((await auditOf('site.country')).length).toBe(2);
    expect((await auditOf('site.network')).length).toBe(4);
  });

  it('refuses bad input with a catalogue code and changes nothing', async () => {
    const before = await rules();
    const bad = [
      await callStaff(
        server.app,
        'siteNetworkRule',
        { merchantCode: ALPHA, network: '300.1.1.1/8', blocked: true },
        { as: risk },
      ),
      await callStaff(
        server.app,
        'siteNetworkRule',
        { merchantCode: ALPHA, network: '10.0.0.0/33', blocked: true },
        { as: risk },
      ),
      await callStaff(
        server.app,
        'siteAllowList',
        { merchantCode: ALPHA, network: '::1/129', allowed: true },
        { as: risk },
      ),
      await callStaff(
        server.app,
        'siteMaintenanceSave',
        {
          merchantCode: ALPHA,
          startsAt: new Date(now.getTime() + 60_000).toISOString(),
          endsAt: now.toISOString(),
        },
        { as: risk },
      ),
    ];
    for (const answer of bad) expect(answer.code).toBe('request_param_err');
    const unknown = await callStaff(
      server.app,
      'siteMaintenanceLift',
      { merchantCode: ALPHA, windowId: 999_999 },
      { as: risk },
    );
    expect(unknown.code).toBe('not.found');
    const nobody = await callStaff(server.app, 'siteRules', { merchantCode: 'NOPE' }, { as: risk });
    expect(nobody.code).toBe('not.found');
    expect(await rules()).toEqual(before);
  });
});

/** The statements any database client of this process sends while `work` runs. */
const statementsDuring = async (work: () => Promise<void>): Promise<string[]> => {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) =>
      typeof query === 'string' ? query : ((query as { text?: string }).text ?? ''),
    );
  } finally {
    spy.mockRestore();
  }
};
const SITE_TABLES = /site_allow_list|region_rules|country_rules|maintenance_windows/;

describe("the guard's cache (issue 26)", () => {
  // A second instance on the same database, with the same ten-minute cache: what it sees of a
  // change made through the first can only have come by the cache bus.
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildTestServer(server.databaseUrl, { siteCacheMs: 10 * 60_000 });
  }, 180_000);
  afterAll(async () => {
    await other?.close();
  });

  /** Polls for at most 2 s: far inside the cache's ten minutes. */
  const seenOnOther = async (address: string, code: string) => {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const seen = await guarded(address, ALPHA, other);
      if (seen === code || Date.now() > deadline) return seen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("judges PostgreSQL's way whether an address is in a network, in memory", async () => {
    const v4 = fc
      .tuple(fc.constantFrom(10, 11), fc.nat(1), fc.nat(255), fc.nat(255))
      .map((parts) => parts.join('.'));
    const v6 = fc
      .tuple(fc.constantFrom('2001:db8', '2001:db9'), fc.nat(3), fc.nat(0xffff))
      .map(([head, x, y]) => `${head}:${x.toString(16)}::${y.toString(16)}`);
    const pairs = fc.sample(
      fc.oneof(
        fc.tuple(v4, fc.nat(32), v4),
        fc.tuple(v6, fc.nat(128), v6),
        // Across families, and IPv4 in its mapped IPv6 form: never inside.
        fc.tuple(v4, fc.nat(32), v6),
        fc.tuple(
          v4,
          fc.nat(32),
          v4.map((a) => `::ffff:${a}`),
        ),
      ),
      { numRuns: 400, seed: 26 },
    );
    const { rows } = await sql<{ network: string; address: string; inside: boolean }>`
      SELECT network(n::inet)::text AS network, a AS address, a::inet <<= network(n::inet) AS inside
      FROM unnest(${pairs.map(([n, bits]) => `${n}/${bits}`)}::text[], ${pairs.map((p) => p[2])}::text[])
        AS t(n, a)`.execute(server.db);
    expect(rows.filter((r) => r.inside).length).toBeGreaterThan(20);
    for (const row of rows)
      expect([row, inNetwork(row.network, row.address)]).toEqual([row, row.inside]);
  });

  it('answers from the rules it keeps: a warm guard reads no site table, whatever the address', async () => {
    await callStaff(
      server.app,
      'siteCountryRule',
      { merchantCode: ALPHA, countryCode: 'CN', blocked: true },
      { as: risk },
    );
    // A guard of its own (on no bus), so nothing but `invalidate` drops what it keeps. It asks
    // at the server's time (the real clock): a window lifted above ended at that time.
    const guard = new SiteGuard(server.db, 10 * 60_000);
    const alpha = await merchantIdOf(server.db, ALPHA);
    const verdict = (address: string) =>
      guard.check(alpha, address, new Date()).then(
        () => 'ok',
        (error: unknown) => (error instanceof CatalogueError ? error.code : 'failed'),
      );
    const answers: string[] = [];
    // The first call reads the merchant's rules (so the counter does see the reads)...
    const cold = await statementsDuring(async () => {
      answers.push(await verdict(US));
    });
    expect(cold.filter((q) => SITE_TABLES.test(q))).toHaveLength(4);
    // ...every later one, from addresses never seen, is judged from memory.
    const addresses = [CN, VN, STAFF_OFFICE, '2001:4860:4860::8888', '::ffff:114.114.114.115'];
    for (let i = 1; i <= 20; i++) addresses.push(`203.0.113.${i}`);
    const warm = await statementsDuring(async () => {
      for (const address of addresses) answers.push(await verdict(address));
    });
    expect(warm.filter((q) => SITE_TABLES.test(q))).toEqual([]);
    // And judged right: China blocked (in its mapped form too), the office let in.
    expect(answers.slice(0, 6)).toEqual([
      'ok',
      'access.restricted',
      'ok',
      'ok',
      'ok',
      'access.restricted',
    ]);
    // A change is seen once the rules are dropped, and only then read again.
    await callStaff(
      server.app,
      'siteCountryRule',
      { merchantCode: ALPHA, countryCode: 'CN', blocked: null },
      { as: risk },
    );
    expect(await verdict(CN)).toBe('access.restricted');
    guard.invalidate(alpha);
    const again = await statementsDuring(async () => {
      expect(await verdict(CN)).toBe('ok');
    });
    expect(again.filter((q) => SITE_TABLES.test(q))).toHaveLength(4);

    // The portal's calls go through the server's own guard the same way (BETA: nothing in this
    // file drops its rules, so once read they stay).
    expect(await guarded(US, BETA)).toBe('ok');
    const served = await statementsDuring(async () => {
      for (const address of addresses) expect(await guarded(address, BETA)).toBe('ok');
    });
    expect(served.filter((q) => SITE_TABLES.test(q))).toEqual([]);
  });

  it('holds a console write on every instance at once, by the cache bus', async () => {
    const address = '192.0.2.77';
    // The other instance keeps the rules (and this address's verdict) for ten minutes.
    expect(await guarded(address, ALPHA, other)).toBe('ok');
    const network = (blocked: boolean | null) =>
      callStaff(
        server.app,
        'siteNetworkRule',
        { merchantCode: ALPHA, network: '192.0.2.0/24', blocked },
        { as: risk },
      );
    await network(true);
    expect(await seenOnOther(address, 'access.restricted')).toBe('access.restricted');
    await network(null);
    expect(await seenOnOther(address, 'ok')).toBe('ok');

    const saved = await callStaff(
      server.app,
      'siteMaintenanceSave',
      {
        merchantCode: ALPHA,
        startsAt: new Date(now.getTime() - 60_000).toISOString(),
        endsAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
        messages: { EN: 'Back soon' },
      },
      { as: risk },
    );
    expect(await seenOnOther(address, 'system.maintenance')).toBe('system.maintenance');
    await callStaff(
      server.app,
      'siteMaintenanceLift',
      { merchantCode: ALPHA, windowId: saved.value.windows[0]?.windowId ?? 0 },
      { as: risk },
    );
    expect(await seenOnOther(address, 'ok')).toBe('ok');
  });
});

describe('fuzzed site desk calls', () => {
  it('answer a catalogue code, never a 5xx', async () => {
    // The code of the server's own (real) clock now: the file's `now` is minutes old on a loaded machine,
    // past the TOTP window (seen: staff.totp.invalid in a run at load 17).
    const owner = await signInStaff(server.app, 'owner', new Date());
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.constant(null),
      fc.constant({}),
      fc.boolean(),
      fc.constantFrom(
        'NOPE',
        'CN',
        'zz',
        '1',
        '0',
        '10.0.0.0/8',
        '10.0.0.1/40',
        '::/0',
        'fe80::1%eth0',
        '1.2.3.4/',
        '2026-01-01T00:00:00Z',
        '2099-01-01T00:00:00Z',
        { EN: 'x', CN: '' },
        { XX: 'x' },
      ),
    );
    const keys = [
      'merchantCode',
      'windowId',
      'startsAt',
      'endsAt',
      'messages',
      'countryCode',
      'blocked',
      'network',
      'allowed',
      'note',
    ] as const;
    const fields = fc.record(
      Object.fromEntries(keys.map((k) => [k, value])) as Record<
        (typeof keys)[number],
        typeof value
      >,
      { requiredKeys: [] },
    );
    const withMerchant = fields.map((body) => ({ ...body, merchantCode: ALPHA }));
    await fuzzStaffCalls(
      server.app,
      owner,
      [
        'siteRules',
        'siteMaintenanceSave',
        'siteMaintenanceLift',
        'siteCountryRule',
        'siteNetworkRule',
        'siteAllowList',
      ],
      fc.oneof(fields, withMerchant),
      40,
    );
  }, 180_000);
});
