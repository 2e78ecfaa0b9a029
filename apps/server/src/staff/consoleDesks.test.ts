import {
  type CallInput,
  DEFAULT_TRIAL_TYPES,
  periodOf,
  type StaffAnnouncement,
  type StaffCallInput,
  staffCalls,
} from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, login, tokenOf } from '../../test/harness.ts';
import { brokenBody, imageBytes, pngBomb } from '../../test/images.ts';
import { useStaffDesk } from '../../test/staffDesk.ts';
import { codeOf, staffCall } from '../../test/staffHarness.ts';
import type { Db } from '../db/database.ts';
import { bet, settle } from '../games/seamlessWallet.ts';
import { transfer } from '../ledger/ledger.ts';

let db: Db;
const now = new Date();
const { server, staff, desk } = useStaffDesk(['owner', 'content', 'support', 'brandsupport'], {
  server: { clock: () => now },
  now,
  via: 'signIn',
});
const { owner, content, support, brandsupport: brandSupport } = staff;
beforeAll(() => {
  db = server.db;
});

const auditOf = async (query: StaffCallInput<'auditLog'>) =>
  (await desk(owner).call('auditLog', query)).value.content;

/** What the portal receives, as a visitor of ALPHA in a language. */
const portalNotices = (language: CallInput<'announcements'>['language'] = 'EN') =>
  apiClient(server.app).call('announcements', { language });

const PAYLOAD =
  '<p>Big <strong>news</strong></p><script>window.__ran = true</script>' +
  '<img src="/nothing.png" onerror="window.__ran = true"><a href="javascript:alert(1)">go</a>';

describe('the content desk', () => {
  let created: StaffAnnouncement;

  it('creates an announcement with its content sanitised on the way in, unpublished', async () => {
    created = (
      await desk(content).call('contentAnnouncementCreate', {
        merchantCode: 'ALPHA',
        type: 'PL',
        language: 'EN',
        title: 'Desk news <script>x()</script>',
        content: PAYLOAD,
      })
    ).value;
    expect(created).toMatchObject({ published: false, language: 'EN', title: 'Desk news' });
    expect(created.content).toContain('<strong>news</strong>');
    expect(created.content).not.toMatch(/<script|onerror|javascript:/i);
    const stored = await db
      .selectFrom('announcements')
      .select('content')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(created.content);
    const before = (await portalNotices()).value;
    expect(before.player.map((n) => n.id)).not.toContain(created.id);
  });

  it('publishes it to the portal in its language only, audited with before and after', async () => {
    const published = (
      await desk(content).call('contentAnnouncementPublish', {
        announcementId: created.id,
        published: true,
      })
    ).value;
    expect(published.published).toBe(true);
    const english = (await portalNotices('EN')).value;
    expect(english.player.find((n) => n.id === created.id)?.content).toBe(created.content);
    const thai = (await portalNotices('TH')).value;
    expect(thai.player.map((n) => n.id)).not.toContain(created.id);
    const [entry] = await auditOf({ action: 'announcement.publish', targetId: String(created.id) });
    expect(entry).toMatchObject({
      staffUsername: 'content',
      targetType: 'announcement',
      before: { published: false },
      after: { published: true },
    });
  });

  it('keeps a scheduled announcement off the portal until its time, and unpublishes', async () => {
    const later = new Date(now.getTime() + 3_600_000).toISOString();
    await desk(content).call('contentAnnouncementPublish', {
      announcementId: created.id,
      published: true,
      publishFrom: later,
    });
    expect((await portalNotices()).value.player.map((n) => n.id)).not.toContain(created.id);
    const off = (
      await desk(content).call('contentAnnouncementPublish', {
        announcementId: created.id,
        published: false,
        publishFrom: null,
      })
    ).value;
    expect(off).toMatchObject({ published: false, publishFrom: null });
    expect(await auditOf({ action: 'announcement.unpublish' })).toHaveLength(1);
  });

  it('publishes a banner to its group and a popup to the audience its execution names', async () => {
    const publish = async (
      body: Omit<StaffCallInput<'contentAnnouncementCreate'>, 'merchantCode'>,
    ) => {
      const made = (
        await desk(content).call('contentAnnouncementCreate', { merchantCode: 'ALPHA', ...body })
      ).value;
      const published = await desk(content).call('contentAnnouncementPublish', {
        announcementId: made.id,
        published: true,
      });
      expect(published.code).toBeUndefined();
      return made;
    };
    await publish({
      type: 'B',
      groupName: 'w_register',
      title: 'Register banner',
      imageUrl: '/media/desk-register.png',
    });
    const forVisitors = await publish({ type: 'PU', execution: 'B', title: 'Welcome, visitor' });
    const forMembers = await publish({ type: 'PU', execution: 'A', title: 'Hello, member' });

    const visitor = (await portalNotices()).value;
    expect(visitor.banners).toContainEqual(
      expect.objectContaining({ groupName: 'w_register', url: '/media/desk-register.png' }),
    );
    const visitorPopups = visitor.popup.map((p) => p.id);
    expect(visitorPopups).toContain(forVisitors.id);
    expect(visitorPopups).not.toContain(forMembers.id);

    const token = tokenOf(await login(server.app, { username: 'player', password: 'Player@2026' }));
    const member = await apiClient(server.app, { token }).call('announcements', { language: 'EN' });
    const memberPopups = member.value.popup;
    expect(memberPopups).toContainEqual(
      expect.objectContaining({ id: forMembers.id, execution: 'A' }),
    );
    expect(memberPopups.map((p) => p.id)).not.toContain(forVisitors.id);
  });

  it('edits an announcement, and refuses a bad one with a catalogue code, changing nothing', async () => {
    const edited = (
      await desk(content).call('contentAnnouncementUpdate', {
        announcementId: created.id,
        type: 'B',
        groupName: 'w_login',
        title: 'Login banner',
        imageUrl: '/media/x.png',
      })
    ).value;
    expect(edited).toMatchObject({ type: 'B', groupName: 'w_login', language: null });
    for (const body of [
      { type: 'B', groupName: 'w_nowhere', title: 'x' },
      { type: 'PL', title: '' },
      { type: 'PL', title: 'x', imageUrl: 'javascript:alert(1)' },
      {
        type: 'PL',
        title: 'x',
        publishFrom: '2030-01-02T00:00:00Z',
        publishUntil: '2030-01-01T00:00:00Z',
      },
    ]) {
      // Raw on purpose: bodies the contract refuses, which the typed client would not type.
      const response = await staffCall(
        server.app,
        'POST',
        staffCalls.contentAnnouncementUpdate.path.replace('{announcementId}', String(created.id)),
        { as: content, body },
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(response)).toBe('request_param_err');
    }
    const list = (
      await desk(content).call('contentAnnouncements', {
        merchantCode: 'ALPHA',
        type: 'B',
        pageSize: 100,
      })
    ).value;
    expect(list.content.find((a) => a.id === created.id)?.title).toBe('Login banner');
  });

  it('previews rich text exactly as it would be kept', async () => {
    const preview = (
      await desk(content).call('contentPreview', { title: 'T<b>1</b>', content: PAYLOAD })
    ).value;
    expect(preview.title).toBe('T1');
    expect(preview.content).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('saves help topics the portal reads', async () => {
    const saved = await desk(content).call('contentHelpTopicSave', {
      merchantCode: 'ALPHA',
      hash: 'desk-topic',
      title: 'Desk topic',
      content: '<p onclick="x()">Help</p>',
    });
    expect(saved.code).toBeUndefined();
    const help = (await apiClient(server.app).call('helpCenter', {})).value;
    expect(help.topics.find((t) => t.hash === 'desk-topic')?.content).toBe('<p>Help</p>');
  });

  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );

  it('uploads an image by its bytes and serves it with its type and nosniff', async () => {
    const image = (
      await desk(content).call('contentImageUpload', {
        fileName: 'photo.gif',
        declaredType: 'image/gif',
        data: PNG.toString('base64'),
      })
    ).value;
    expect(image).toMatchObject({ contentType: 'image/png', size: PNG.length });
    // The media route is not a catalogue call: a raw request, as a browser's.
    const served = await server.app.inject({
      url: image.url,
      headers: { host: 'alpha.localhost' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Issue 23: media answer with an ETag, and 304 with no body when the browser has that copy.
    expect(served.headers.etag).toMatch(/^"[\w+/=-]+"$/);
    const again = await server.app.inject({
      url: image.url,
      headers: { host: 'alpha.localhost', 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('refuses a file whose bytes are not an image, whatever its name or declared type', async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('content_images' as never)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const fakes = [
      Buffer.from('<script>alert(1)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a....'),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]),
      // A PNG signature and header over a broken body: decoded, not only sniffed.
      brokenBody(await imageBytes('png', 64, 64)),
      // 400 megapixels in a few kilobytes: refused before it is decoded.
      pngBomb(20_000, 20_000),
    ];
    for (const bytes of fakes) {
      const response = await desk(content).call('contentImageUpload', {
        fileName: 'photo.png',
        declaredType: 'image/png',
        data: bytes.toString('base64'),
      });
      expect(response.response.statusCode).toBe(400);
      expect(response.code).toBe('staff.image.invalid');
    }
    const tooBig = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    // Raw on purpose: a body the contract refuses (no file name, over the size limit).
    const big = await staffCall(server.app, 'POST', staffCalls.contentImageUpload.path, {
      as: content,
      body: { data: tooBig.toString('base64') },
    });
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
  });
});

describe('the brands desk', () => {
  const switchAnnouncements = (enabled: boolean | null, as = owner) =>
    desk(as).call('brandSwitch', { merchantCode: 'ALPHA', switchId: 'ANNC3', enabled });

  it("shows each brand's configuration as loaded and its switches", async () => {
    const { brands } = (await desk(owner).call('brandList', {})).value;
    const alpha = brands.find((b) => b.merchantCode === 'ALPHA');
    expect(alpha?.config).toMatchObject({ merchantCode: 'ALPHA' });
    expect(alpha?.switches.find((s) => s.id === 'ANNC3')).toMatchObject({
      kind: 'module',
      enabled: true,
      override: null,
    });
  });

  it('turns a module off and on at run time: the portal sees it at once, audited', async () => {
    expect((await portalNotices()).response.statusCode).toBe(200);
    const off = (await switchAnnouncements(false)).value;
    expect(off.switches.find((s) => s.id === 'ANNC3')).toMatchObject({
      enabled: false,
      override: false,
    });
    const refused = await portalNotices();
    expect(refused.code).toBe('function.not.available');
    const [entry] = await auditOf({ action: 'brand.switch' });
    expect(entry).toMatchObject({
      targetType: 'merchant',
      targetId: 'ALPHA',
      before: { switchId: 'ANNC3', enabled: true, override: null },
      after: { switchId: 'ANNC3', enabled: false, override: false },
    });
    expect((await switchAnnouncements(null)).code).toBeUndefined();
    expect((await portalNotices()).response.statusCode).toBe(200);
  });

  it('refuses to turn off a switch that cannot be, and a merchant out of scope', async () => {
    const comm = await desk(owner).call('brandSwitch', {
      merchantCode: 'ALPHA',
      switchId: 'COMM3',
      enabled: false,
    });
    expect(comm.response.statusCode).toBe(409);
    expect(comm.code).toBe('staff.switch.locked');
    const unknown = await desk(owner).call('brandSwitch', {
      merchantCode: 'ALPHA',
      switchId: 'NOPE3',
      enabled: true,
    });
    expect(unknown.code).toBe('request_param_err');
    const missing = await desk(owner).call('brandSwitch', {
      merchantCode: 'NOWHERE',
      switchId: 'ANNC3',
      enabled: true,
    });
    expect(missing.response.statusCode).toBe(404);
  });

  it('refuses the support role the brands and dashboard calls (403, catalogue code)', async () => {
    for (const name of ['brandList', 'dashboard'] as const) {
      const response = await desk(support).call(name, {});
      expect(response.response.statusCode, name).toBe(403);
      expect(response.code, name).toBe('staff.permission.denied');
    }
  });
});

describe('the dashboard', () => {
  it('counts deposits from the ledger movement kinds and members per day, per brand and all', async () => {
    const accounts = await db
      .selectFrom('ledger_accounts as a')
      .innerJoin('merchants as m', 'm.id', 'a.merchant_id')
      .leftJoin('members as mb', 'mb.id', 'a.member_id')
      .select(['a.id', 'a.merchant_id', 'a.member_id', 'a.currency', 'mb.username'])
      .where('m.merchant_code', '=', 'ALPHA')
      .execute();
    const house = accounts.find((a) => a.member_id === null);
    const demo = accounts.find((a) => a.username === 'demo');
    if (!house || !demo) throw new Error('no house or demo account');
    await transfer(db, {
      merchantId: demo.merchant_id,
      idempotencyKey: 'dashboard-test-deposit',
      kind: 'deposit',
      currency: demo.currency,
      from: BigInt(house.id),
      to: BigInt(demo.id),
      amount: 12_345n,
    });
    const alphaDashboard = async () =>
      (await desk(owner).call('dashboard', { merchantCode: 'ALPHA' })).value;
    const beforeRound = await alphaDashboard();
    // A round of the demo slot: a 2.00 stake that wins 0.50 back.
    const game = await db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', demo.merchant_id)
      .where('game_id', '=', 'demo-slot')
      .executeTakeFirstOrThrow();
    const round = {
      merchantId: demo.merchant_id,
      currency: demo.currency,
      vassalage: 'DEMO',
      transactionId: 'dashboard-test-round',
    };
    await bet(db, {
      ...round,
      memberId: Number(demo.member_id),
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId: game.id,
      amount: 200n,
      now,
    });
    await settle(db, { ...round, win: 50n, now });
    const alpha = await alphaDashboard();
    const cents = (money: string | null) => Math.round(Number(money) * 100);
    expect(cents(alpha.today.bets) - cents(beforeRound.today.bets)).toBe(200);
    expect(cents(alpha.today.wins) - cents(beforeRound.today.wins)).toBe(50);
    expect(cents(alpha.last30.ggr) - cents(beforeRound.last30.ggr)).toBe(150);
    expect(alpha.today.activeMembers).toBeGreaterThanOrEqual(1);
    expect(alpha.last30.activeMembers).toBeGreaterThanOrEqual(alpha.today.activeMembers);
    expect(alpha.days.at(-1)).toEqual(alpha.today);
    expect(alpha.days).toHaveLength(30);
    expect(alpha.today.day).toBe(now.toISOString().slice(0, 10));
    expect(alpha.today.deposits).toBe('123.45');
    expect(alpha.last30.deposits).toBe('123.45');
    expect(alpha.today.withdrawals).toBe('0.00');
    expect(alpha.today.newMembers).toBeGreaterThanOrEqual(3);
    expect(alpha.last30.ggr).toBe(
      (Number(alpha.last30.bets) - Number(alpha.last30.wins)).toFixed(2),
    );
    const all = (await desk(owner).call('dashboard', {})).value;
    expect(all.merchantCode).toBeNull();
    expect(all.today.newMembers).toBeGreaterThan(alpha.today.newMembers);
    // ALPHA keeps yuan and BETA dong: no money sum over both (cents and dong do not add up).
    expect(all.currency).toBeNull();
    expect([all.today.bets, all.last30.deposits, all.days[0]?.ggr]).toEqual([null, null, null]);
    expect(all.merchants.map((m) => m.merchantCode)).toEqual(
      expect.arrayContaining(['ALPHA', 'BETA']),
    );
  });
});

describe("the dashboard's days", () => {
  it("cuts each brand's days in its own time zone, in its own currency's places", async () => {
    const zone = 'Asia/Ho_Chi_Minh';
    const setZone = (timeZone: string | null) =>
      sql`UPDATE merchants SET brand = CASE WHEN ${timeZone}::text IS NULL THEN brand - 'timeZone'
        ELSE jsonb_set(brand, '{timeZone}', to_jsonb(${timeZone}::text)) END
        WHERE merchant_code = 'BETA'`.execute(db);
    const accounts = await db
      .selectFrom('ledger_accounts as a')
      .innerJoin('merchants as m', 'm.id', 'a.merchant_id')
      .select(['a.id', 'a.merchant_id', 'a.member_id', 'a.currency'])
      .where('m.merchant_code', '=', 'BETA')
      .execute();
    const house = accounts.find((a) => a.member_id === null);
    const wallet = accounts.find((a) => a.member_id !== null && a.currency === 'VND');
    if (!house || !wallet) throw new Error('no BETA house or member wallet');
    await setZone(zone);
    try {
      const beta = async () =>
        (await desk(owner).call('dashboard', { merchantCode: 'BETA' })).value;
      const before = await beta();
      const local = periodOf('day', now, zone);
      expect(before.today.day).toBe(local.key);
      await transfer(db, {
        merchantId: wallet.merchant_id,
        idempotencyKey: 'dashboard-zone-deposit',
        kind: 'deposit',
        currency: 'VND',
        from: BigInt(house.id),
        to: BigInt(wallet.id),
        amount: 50_000n,
      });
      // Posted at 00:30 of the brand's day: still the day before in UTC.
      const early = new Date(local.start.getTime() + 30 * 60_000);
      expect(early.toISOString().slice(0, 10)).not.toBe(local.key);
      await sql`UPDATE ledger_transactions SET created_at = ${early}
        WHERE idempotency_key = 'dashboard-zone-deposit'`.execute(db);
      const after = await beta();
      expect(after.currency).toBe('VND');
      // Whole dong, on the brand's today (a UTC cut would put it on the day before).
      expect(Number(after.today.deposits) - Number(before.today.deposits)).toBe(50_000);
      expect(after.today.deposits).toMatch(/^\d+$/);
      expect(after.days.at(-2)?.deposits).toBe(before.days.at(-2)?.deposits);
    } finally {
      await setZone(null);
    }
  });
});

describe('the support desk', () => {
  it('broadcasts to a brand and writes to one member, kept and audited', async () => {
    const broadcast = (
      await desk(support).call('messageBroadcast', {
        merchantCode: 'ALPHA',
        title: 'Maintenance',
        body: 'Tonight 02:00.',
      })
    ).value;
    expect(broadcast).toMatchObject({ memberId: null, sentBy: 'support' });
    const demo = (await desk(support).call('memberSearch', { q: 'demo' })).value.content.find(
      (m) => m.merchantCode === 'ALPHA' && m.username === 'demo',
    );
    if (!demo) throw new Error('no ALPHA demo member on the members desk');
    const direct = (
      await desk(support).call('messageToMember', {
        memberId: demo.id,
        title: 'Hello',
        body: 'Your question is answered.',
      })
    ).value;
    expect(direct).toMatchObject({ memberId: demo.id, memberUsername: 'demo' });
    const list = (await desk(support).call('messageList', {})).value;
    expect(list.content.map((m) => m.id).slice(0, 2)).toEqual([direct.id, broadcast.id]);
    expect((await auditOf({ action: 'message.broadcast' }))[0]?.after).toMatchObject({
      title: 'Maintenance',
    });
  });

  it("puts staff messages in the member's inbox, unread", async () => {
    const token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    const inbox = (await apiClient(server.app, { token }).call('inbox', {})).value;
    const titles = inbox.content.map((m) => `${m.source}:${m.title}:${m.read}`);
    expect(titles).toEqual(
      expect.arrayContaining(['staff:Hello:false', 'staff:Maintenance:false']),
    );
  });

  it('lists the feedback the portal received, to support only', async () => {
    const sent = await apiClient(server.app).call(
      'feedback',
      { questionType: 'game', content: 'The slot froze.', contact: 'me@example.test' },
      { remoteAddress: '10.20.0.1' },
    );
    expect(sent.response.statusCode, sent.response.body).toBe(200);
    const list = (await desk(support).call('feedbackList', {})).value;
    expect(list.content[0]).toMatchObject({
      content: 'The slot froze.',
      contact: 'me@example.test',
      memberId: null,
    });
    const denied = await desk(content).call('feedbackList', {});
    expect(denied.response.statusCode).toBe(403);
    expect(denied.code).toBe('staff.permission.denied');
  });

  it("keeps merchant staff to their own brand's members", async () => {
    const response = await desk(brandSupport).call('messageBroadcast', {
      merchantCode: 'BETA',
      title: 'x',
      body: 'y',
    });
    expect(response.response.statusCode).toBe(404);
    const mine = (
      await desk(brandSupport).call('messageBroadcast', {
        merchantCode: 'ALPHA',
        title: 'x',
        body: 'y',
      })
    ).value;
    expect(mine.merchantCode).toBe('ALPHA');
  });
});
