import {
  CONTENT_PAGES,
  type ContentPageName,
  calls,
  type GameCategory,
  type Language,
} from '@portal/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import { apiClient, call, fixtureMerchant, login, tokenOf } from '../../test/harness.ts';
import {
  fuzzStaffCalls,
  type SignedIn,
  signInStaff,
  staffClient,
} from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { seamlessGameRows } from '../games/queries.ts';

/**
 * Content in every language (issue 27). The fixture brand ALPHA speaks CN (its default) and
 * EN; the seed writes its content in Chinese with English translations, as it does lucky88's.
 */
const now = new Date();
const server = useTestServer({ demoStaff: true, clock: () => now }, { db: 2 });
let content: SignedIn;
beforeAll(async () => {
  content = await signInStaff(server.app, 'content', now);
}, 120_000);

/** A visitor's call with this Language header ('' sends none the server knows). */
const portal = (header: Language | '') => apiClient(server.app, { headers: { language: header } });

const marqueeTitles = async (header: Language | '', language?: Language) =>
  (
    await portal(header).call('announcements', { types: 'H', ...(language ? { language } : {}) })
  ).value.player.map((notice) => notice.title);

describe('content in the caller language', () => {
  it("answers notices in the Language header, else the brand's default", async () => {
    expect(await marqueeTitles('')).toContain('欢迎来到Alpha Play！');
    expect(await marqueeTitles('EN')).toContain('Welcome to Alpha Play!');
    // The call's own language field wins over the header.
    expect(await marqueeTitles('CN', 'EN')).toContain('Welcome to Alpha Play!');
    // A language nobody wrote a text in falls back to the default language's text.
    expect(await marqueeTitles('JA')).toContain('欢迎来到Alpha Play！');
  });

  it('answers the help centre in the caller language with the same fallback', async () => {
    const titles = async (header: Language | '') =>
      (await portal(header).call('helpCenter', {})).value.topics.map((topic) => topic.title);
    expect(await titles('')).toContain('如何存款');
    expect(await titles('EN')).toContain('How to deposit');
    expect(await titles('KO')).toContain('如何存款');
  });

  it('names the demo games and lotteries in Chinese and English', async () => {
    const hot = async (header: Language | '') =>
      (await portal(header).call('hotGames', {})).value.list.map((game) => game.gameName);
    expect(await hot('')).toContain('幸运水果');
    expect(await hot('EN')).toContain('Lucky Fruits');
    // No Japanese name: the catalogue's name.
    expect(await hot('JA')).toContain('Lucky Fruits');
    const lotteries = async (header: Language | '') =>
      (await portal(header).call('lotteryGameMenus', {})).value.flatMap((group) =>
        group.games.map((game) => game.gameName),
      );
    expect(await lotteries('CN')).toContain('快三（1 分钟）');
    expect(await lotteries('EN')).toContain('Fast 3 (1 min)');
    const popular = await portal('CN').call('popularLottery', { count: 3 });
    expect(popular.value.map((game) => game.remark)).toContain('热门极速 1 分钟');
  });

  it("names games and lotteries in the caller language in every list that shows them, else the brand's default or the catalogue's", async () => {
    const token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    const member = (header: Language | '') =>
      apiClient(server.app, { token, headers: { language: header } });
    const slot = (await portal('EN').call('hotGames', {})).value.list.find(
      (game) => game.gameName === 'Lucky Fruits',
    );
    if (!slot?.vassalage || !slot.gameType) throw new Error('the fixture brand has the demo slot');
    const { nodeId, vassalage } = slot;
    const gameType = slot.gameType as GameCategory;
    // The member's favourite and recent lanes hold the demo slot.
    await member('EN').call('addFavouriteGame', { nodeId, vendor: vassalage, gameType });
    await member('EN').call('launchGame', { vassalage, gameType, gameId: slot.gameId, nodeId });
    const lists: Record<string, (header: Language | '') => Promise<string[]>> = {
      gameList: async (h) =>
        (await member(h).call('gameList', { gameType, vassalage, pageSize: 50 })).value.games.map(
          (g) => g.gameName,
        ),
      favouriteGames: async (h) =>
        (await member(h).call('favouriteGames', {})).value.content.map((g) => g.gameName),
      recentGames: async (h) =>
        (await member(h).call('recentGames', {})).value.list.map((g) => g.gameName),
      seamlessGames: async (h) =>
        (await portal(h).call('seamlessGames', {})).value.list.map((g) => g.gameName),
    };
    for (const [call, names] of Object.entries(lists)) {
      expect(await names('CN'), call).toContain('幸运水果');
      expect(await names('EN'), call).toContain('Lucky Fruits');
      expect(await names('EN'), call).not.toContain('幸运水果');
      // No Japanese name was written: the catalogue's (English) name, as the other lists.
      expect(await names('JA'), call).toContain('Lucky Fruits');
    }
    const vn = async (header: Language | '') =>
      (await portal(header).call('vnLotteryGameMenu', {})).value.flatMap((group) =>
        group.games.map((game) => game.gameName),
      );
    expect(await vn('CN')).toContain('越南北部彩');
    expect(await vn('EN')).toContain('Northern Lottery');
    expect(await vn('JA')).toContain('Northern Lottery');
  });

  it('names the demo games and lotteries in Vietnamese in a brand that speaks it', async () => {
    // BETA speaks VI (its default) and EN, as saigon does.
    const beta = (header: Language) =>
      apiClient(server.app, { merchant: 'BETA', headers: { language: header } });
    // BETA has no game lobby switched on: its seeded catalogue row says what a lobby would show.
    const slot = await server.db
      .selectFrom('games as g')
      .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
      .select('g.names')
      .where('m.merchant_code', '=', 'BETA')
      .where('g.game_code', '=', 'DEMO_SLOT')
      .executeTakeFirstOrThrow();
    expect(slot.names).toEqual({ VI: 'Trái cây may mắn', EN: 'Lucky Fruits' });
    const menus = (await beta('VI').call('vnLotteryGameMenu', {})).value.flatMap((group) =>
      group.games.map((game) => game.gameName),
    );
    expect(menus).toContain('Xổ số miền Bắc');
    const english = (await beta('EN').call('vnLotteryGameMenu', {})).value.flatMap((group) =>
      group.games.map((game) => game.gameName),
    );
    expect(english).toContain('Northern Lottery');
  });

  it("answers a member in the language they chose, whatever the portal's header", async () => {
    const token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    const titles = async () =>
      (await portal('CN').call('announcements', { types: 'H' }, { token })).value.player.map(
        (notice) => notice.title,
      );
    expect(await titles()).toContain('欢迎来到Alpha Play！');
    const chosen = await apiClient(server.app).call(
      'updateLanguage',
      { language: 'EN' },
      { token },
    );
    expect(chosen.response.statusCode).toBe(200);
    expect(await titles()).toContain('Welcome to Alpha Play!');
  });
});

describe('the content desk in every language', () => {
  const desk = () => staffClient(server.app, content);

  it('keeps an announcement per language, sanitised, and serves each with the fallback', async () => {
    const made = (
      await desk().call('contentAnnouncementCreate', {
        merchantCode: 'ALPHA',
        type: 'PL',
        title: '中文公告',
        content: '<p>中文内容</p>',
        translations: {
          EN: {
            title: 'English notice <script>x()</script>',
            content: '<p>English</p><img src=x onerror="alert(1)">',
          },
        },
      })
    ).value;
    expect(made.defaultLanguage).toBe('CN');
    expect(made.translations.EN).toEqual({
      title: 'English notice',
      content: '<p>English</p><img src="x">',
    });
    await desk().call('contentAnnouncementPublish', { announcementId: made.id, published: true });
    const shown = async (header: Language) =>
      (await portal(header).call('announcements', { types: 'PL' })).value.player.find(
        (notice) => notice.id === made.id,
      );
    expect(await shown('EN')).toMatchObject({ title: 'English notice' });
    expect(await shown('CN')).toMatchObject({ title: '中文公告', content: '<p>中文内容</p>' });
    expect(await shown('TH')).toMatchObject({ title: '中文公告' });

    // An edit replaces the texts: the English goes, so English readers get the default.
    const edited = (
      await desk().call('contentAnnouncementUpdate', {
        announcementId: made.id,
        type: 'PL',
        title: '中文公告',
        content: '<p>中文内容</p>',
        translations: { TH: { title: 'ประกาศ', content: '' } },
      })
    ).value;
    expect(Object.keys(edited.translations)).toEqual(['TH']);
    expect(await shown('EN')).toMatchObject({ title: '中文公告' });
    expect(await shown('TH')).toMatchObject({ title: 'ประกาศ' });

    const listed = (await desk().call('contentAnnouncements', { merchantCode: 'ALPHA' })).value;
    expect(listed.content.find((row) => row.id === made.id)?.translations).toEqual(
      edited.translations,
    );
  });

  it('saves help topics per language, served in the caller language', async () => {
    const saved = (
      await desk().call('contentHelpTopicSave', {
        merchantCode: 'ALPHA',
        hash: 'limits',
        title: '投注限额',
        content: '<p>每日限额</p>',
        translations: { EN: { title: 'Betting limits', content: '<p>Daily limits</p>' } },
      })
    ).value;
    expect(saved).toMatchObject({
      defaultLanguage: 'CN',
      translations: { EN: { title: 'Betting limits' } },
    });
    const topic = async (header: Language) =>
      (await portal(header).call('helpCenter', {})).value.topics.find((t) => t.hash === 'limits');
    expect(await topic('EN')).toMatchObject({
      title: 'Betting limits',
      content: '<p>Daily limits</p>',
    });
    expect(await topic('VI')).toMatchObject({ title: '投注限额' });
    const listed = (await desk().call('contentHelpTopics', { merchantCode: 'ALPHA' })).value;
    expect(listed.topics.find((t) => t.hash === 'limits')?.translations.EN?.title).toBe(
      'Betting limits',
    );
  });

  it('refuses a translation in no language of the platform or without a title, writing nothing', async () => {
    const count = async () =>
      (await server.db.selectFrom('announcements').select('id').execute()).length;
    const before = await count();
    for (const translations of [
      { ZZ: { title: 'x', content: '' } },
      { EN: { title: '', content: '' } },
      { EN: { content: 'no title' } },
      { EN: 'text' },
    ]) {
      const answer = await desk().call('contentAnnouncementCreate', {
        merchantCode: 'ALPHA',
        type: 'PL',
        title: 'x',
        // Deliberately outside the contract's type: what a broken client could send.
        translations: translations as never,
      });
      expect(answer.code).toBe('request_param_err');
    }
    expect(await count()).toBe(before);
  });

  it('answers made-up translations with catalogue codes, never a 5xx', async () => {
    const text = fc.record(
      { title: fc.string({ maxLength: 300 }), content: fc.string() },
      { requiredKeys: [] },
    );
    await fuzzStaffCalls(
      server.app,
      content,
      ['contentAnnouncementCreate', 'contentAnnouncementUpdate', 'contentHelpTopicSave'],
      fc.record(
        {
          merchantCode: fc.constantFrom('ALPHA', 'BETA', 'NOPE'),
          announcementId: fc.oneof(fc.integer(), fc.string()),
          type: fc.constantFrom('PL', 'B', 'XX'),
          hash: fc.constantFrom('faq', 'new-topic', 'Bad Hash'),
          title: fc.string({ maxLength: 220 }),
          content: fc.string(),
          translations: fc.oneof(
            fc.dictionary(fc.constantFrom('EN', 'CN', 'TH', 'ZZ', '__proto__'), text),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      ),
      25,
    );
  }, 120_000);
});

describe('content pages', () => {
  const posts = async (page: ContentPageName, header: Language | '' = 'EN') =>
    (await portal(header).call('contentPosts', { page })).value.posts;

  it('answers each page its posts in the caller language, with a summary and a date', async () => {
    expect((await posts('sponsor', '')).map((p) => p.title)).toContain('Alpha Play赞助城市杯');
    const [about] = await posts('description');
    expect(about).toMatchObject({ title: 'About Alpha Play' });
    expect(about?.summary).toMatch(/^Alpha Play is a licensed gaming site/);
    expect(about?.summary).not.toContain('<');
    expect(Number.isNaN(Date.parse(about?.date ?? ''))).toBe(false);
    expect((await posts('seamless')).map((p) => p.title)).toEqual([
      'Play straight from your main wallet',
    ]);
  });

  it('lists a post staff publish on the desk, newest first, its summary cut at a word', async () => {
    const long = `<p>${'Sponsored match report and more. '.repeat(12)}</p>`;
    const made = (
      await staffClient(server.app, content).call('contentAnnouncementCreate', {
        merchantCode: 'ALPHA',
        type: 'SP',
        title: '比赛报道',
        content: '<p>中文</p>',
        translations: { EN: { title: 'Match report', content: long } },
      })
    ).value;
    expect(await posts('sponsor')).not.toContainEqual(expect.objectContaining({ id: made.id }));
    await staffClient(server.app, content).call('contentAnnouncementPublish', {
      announcementId: made.id,
      published: true,
    });
    const listed = await posts('sponsor');
    // Newest first (the test clock stands before the seed's rows were written).
    const dates = listed.map((p) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = listed.find((p) => p.id === made.id);
    expect(first).toMatchObject({ title: 'Match report' });
    const full = 'Sponsored match report and more. '.repeat(12);
    const cut = first?.summary.slice(0, -1) ?? '';
    expect(first?.summary.endsWith('…')).toBe(true);
    // Cut where a word ends: the full text goes on with a space there.
    expect(full.startsWith(`${cut} `)).toBe(true);
    expect(first?.summary.length).toBeLessThanOrEqual(161);
    // Posts stay off the home's notices.
    const notices = (await portal('EN').call('announcements', {})).value;
    expect(notices.player.map((n) => n.id)).not.toContain(made.id);
  });

  it('serves the download page’s install guides as pages, in the caller language', async () => {
    expect((await posts('iosGuide')).map((p) => p.title)).toEqual(['Install the app on iPhone']);
    expect((await posts('liteGuide', '')).map((p) => p.title)).toEqual(['把轻应用添加到主屏幕']);
    const [guide] = await posts('iosGuide');
    expect(guide?.content).toContain('<ol>');
    expect(guide?.summary).toMatch(/^Scan the iOS code/);
  });

  it('refuses an unknown page with request_param_err', async () => {
    // Raw on purpose: a page the contract refuses, which the typed client would not type.
    const response = await call(server.app, 'GET', calls.contentPosts.path, {
      query: { page: 'blog' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request_param_err' });
  });

  it("lists the games that play from the main wallet: in a multi-wallet brand, not a wallet vendor's", async () => {
    const single = (await portal('CN').call('seamlessGames', {})).value.list;
    expect(single.map((g) => g.gameName)).toContain('幸运水果');
    const merchant = await fixtureMerchant(server.db);
    const multi = {
      ...merchant,
      brand: {
        ...merchant.brand,
        cashier: {
          ...merchant.brand.cashier,
          wallet: 'multi' as const,
          vendorWallets: [{ accountTypeId: 2, vassalage: 'DEMO', name: 'Demo games' }],
        },
      },
    };
    const rows = await seamlessGameRows(server.db, multi);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.vassalage === 'DEMO')).toBe(false);
    expect((await seamlessGameRows(server.db, merchant)).some((r) => r.vassalage === 'DEMO')).toBe(
      true,
    );
  });

  it('answers made-up page queries with catalogue codes, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { page: fc.oneof(fc.constantFrom(...CONTENT_PAGES), fc.string()), language: fc.string() },
          { requiredKeys: [] },
        ),
        async (query) => {
          for (const spec of [calls.contentPosts, calls.seamlessGames]) {
            expectCatalogueAnswer(spec.path, await sendFuzzed(server.app, spec, query, {}));
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
