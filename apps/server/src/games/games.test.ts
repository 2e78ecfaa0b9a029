import { calls, GAME_CATEGORIES } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import sharp from 'sharp';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import { call, callApi, ledgerRows, login, merchantIdOf, tokenOf } from '../../test/harness.ts';
import { memberIdOf } from '../../test/staffDesk.ts';
import { useTestServer } from '../../test/useTestServer.ts';

let demo: string;
let agent: string;
let trial: string;

const server = useTestServer({}, { db: 1 });

/** A WebP by its bytes (RIFF....WEBP) whose decoded size is `size`: drawn at twice the icon's. */
const expectWebp = async (bytes: Buffer, size: { width: number; height: number }) => {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const { width, height } = await sharp(bytes).metadata();
  expect({ width, height }).toEqual(size);
};
beforeAll(async () => {
  [demo, agent, trial] = await Promise.all([
    login(server.app, { username: 'demo', password: 'Demo@2026' }).then(tokenOf),
    login(server.app, { username: 'agent', password: 'Agent@2026' }).then(tokenOf),
    login(server.app, { username: 'trial', password: 'Trial@2026' }).then(tokenOf),
  ]);
});

const value = async <N extends keyof typeof calls>(
  name: N,
  options: { token?: string; query?: Record<string, string>; body?: unknown } = {},
) => {
  const spec = calls[name];
  const response = await call(server.app, spec.method, spec.path, options);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ value?: unknown }>();
  return v.parse(spec.response, spec.bare ? body : body.value) as v.InferOutput<
    (typeof calls)[N]['response']
  >;
};

const lanes = () => value('gameVendors', { token: demo }).then((answer) => answer.data.lanes);

describe('vendor lanes', () => {
  it('has a lane per category, 4 to 10 vendors each, cockfight from the brand providers', async () => {
    const all = await lanes();
    expect(all.map((lane) => lane.gameCategory)).toEqual([...GAME_CATEGORIES]);
    for (const lane of all) {
      if (lane.gameCategory === 'COCKFIGHT') continue;
      expect(lane.cards.length).toBeGreaterThanOrEqual(4);
      expect(lane.cards.length).toBeLessThanOrEqual(10);
    }
    const cockfight = all.find((lane) => lane.gameCategory === 'COCKFIGHT');
    expect(cockfight?.cards.map((card) => card.vassalage)).toEqual(['DS88', 'DIG']);
    expect(cockfight?.cards.every((card) => card.isGame === 'GAME' && card.gameCode)).toBe(true);
  });

  it('keeps a moved vendor’s own game type and opens list vendors as a game list', async () => {
    const all = await lanes();
    const elott = all.find((lane) => lane.gameCategory === 'ELOTT');
    expect(elott?.cards.find((card) => card.vassalage === 'TCG')?.gameType).toBe('LOTT');
    const rng = all.find((lane) => lane.gameCategory === 'RNG');
    expect(rng?.cards.every((card) => card.isGame === 'VASSALAGE')).toBe(true);
  });

  it('serves every icon it names as a WebP from this server, the CDN host apart', async () => {
    const card = (await lanes())[0]?.cards[0];
    expect(card?.lagerIcon).toMatch(/^\/media\/vendors\//);
    expect(card?.cdnLagerIcon).toBe(`https://img.alpha.example${card?.lagerIcon}`);
    const icon = await server.app.inject({ url: card?.lagerIcon ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    await expectWebp(icon.rawPayload, { width: 480, height: 280 });
    const { games } = await value('gameList', {
      token: demo,
      query: { gameType: 'RNG', vassalage: 'PG', pageSize: '1' },
    });
    const iconUrl = games[0]?.iconUrl ?? '';
    expect(iconUrl).toMatch(/^\/media\/games\/\d+\.webp$/);
    await expectWebp((await server.app.inject({ url: iconUrl })).rawPayload, {
      width: 400,
      height: 400,
    });
    // The same icon as SVG (addresses stored before the catalogue named WebP) carries the name.
    const gameIcon = await server.app.inject({ url: iconUrl.replace(/\.webp$/, '.svg') });
    expect(gameIcon.headers['content-type']).toContain('image/svg+xml');
    expect(gameIcon.body).toContain(games[0]?.gameName.slice(0, 5));
    // Issue 23: a drawn icon answers with an ETag, and 304 with no body when the browser has it.
    expect(icon.headers.etag).toMatch(/^"[\w+/=-]+"$/);
    const again = await server.app.inject({
      url: card?.lagerIcon ?? '',
      headers: { 'if-none-match': String(icon.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another icon's tag is not this one's.
    expect(gameIcon.headers.etag).not.toBe(icon.headers.etag);
  });
});

describe('game lists', () => {
  it('pages through a vendor’s 20 to 60 games without repeats and ends with an empty page', async () => {
    const first = await value('gameList', {
      token: demo,
      query: { gameType: 'RNG', vassalage: 'PP', pageNo: '1', pageSize: '7' },
    });
    const seen = new Set<number>();
    for (let pageNo = 1; pageNo <= first.totalPages; pageNo++) {
      const { games } = await value('gameList', {
        token: demo,
        query: { gameType: 'RNG', vassalage: 'PP', pageNo: String(pageNo), pageSize: '7' },
      });
      expect(games.length).toBeLessThanOrEqual(7);
      for (const game of games) seen.add(game.nodeId);
    }
    expect(seen.size).toBeGreaterThanOrEqual(20);
    expect(seen.size).toBeLessThanOrEqual(60);
    expect(first.totalPages).toBe(Math.ceil(seen.size / 7));
    const past = await value('gameList', {
      token: demo,
      query: {
        gameType: 'RNG',
        vassalage: 'PP',
        pageNo: String(first.totalPages + 1),
        pageSize: '7',
      },
    });
    expect(past.games).toEqual([]);
  });

  it('refuses page sizes out of bounds with request_param_err', async () => {
    for (const pageSize of ['0', '101', 'x']) {
      const response = await callApi(
        server.app,
        'gameList',
        { gameType: 'RNG', vassalage: 'PP', pageSize },
        { token: demo },
      );
      expect(response.response.statusCode).toBe(400);
      expect(response.response.json()).toMatchObject({ success: false, code: 'request_param_err' });
    }
  });

  it('lists hot games with the playable demo games first', async () => {
    const { list } = await value('hotGames');
    expect(list[0]?.vassalage).toBe('DEMO');
    expect(list.length).toBeGreaterThan(5);
  });

  it('names each vendor’s game type, filtered by category', async () => {
    const { list } = await value('vendorGameTypes', { query: { gameType: 'FISH' } });
    expect(list.map((row) => row.vassalage)).toContain('FC');
    expect(list.find((row) => row.vassalage === 'FC')?.gameType).toBe('RNG');
  });

  it('gives visitors the same icons and lanes as the members’ vendor lanes', async () => {
    const { list } = await value('vendorGameTypes');
    const cards = (await lanes()).flatMap((lane) =>
      lane.cards.map((card) => ({ ...card, gameCategory: lane.gameCategory })),
    );
    expect(list.length).toBe(cards.length);
    for (const card of cards) {
      const vendor = list.find(
        (row) => row.vassalage === card.vassalage && row.gameCategory === card.gameCategory,
      );
      expect(vendor?.lagerIcon, card.vassalage).toBe(card.lagerIcon);
      expect(vendor?.smallIcon, card.vassalage).toBe(card.smallIcon);
    }
    const icon = await server.app.inject({ url: list[0]?.smallIcon ?? '' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    await expectWebp(icon.rawPayload, { width: 128, height: 128 });
  });
});

describe('favourites', () => {
  it('are kept per member and come back paged', async () => {
    const { games } = await value('gameList', {
      token: demo,
      query: { gameType: 'FISH', vassalage: 'JILIFISH', pageSize: '3' },
    });
    const ids = games.map((game) => game.nodeId);
    for (const nodeId of ids) {
      await value('addFavouriteGame', {
        token: demo,
        body: { nodeId, vendor: 'JILIFISH', gameType: 'FISH' },
      });
    }
    // Adding twice changes nothing.
    const again = await value('addFavouriteGame', {
      token: demo,
      body: { nodeId: ids[0], vendor: 'JILIFISH', gameType: 'FISH' },
    });
    expect(again.nodeIds).toEqual(ids);
    expect((await value('favouriteGameIds', { token: agent })).nodeIds).toEqual([]);
    const paged = await value('favouriteGames', { token: demo, query: { pageSize: '2' } });
    expect(paged).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect(paged.content).toHaveLength(2);
    const removed = await value('removeFavouriteGame', {
      token: demo,
      query: { nodeId: String(ids[1]) },
    });
    expect(removed.nodeIds).toEqual([ids[0], ids[2]]);
  });

  it('refuses a game that does not exist with not.found', async () => {
    const response = await callApi(
      server.app,
      'addFavouriteGame',
      { nodeId: 99_999_999, vendor: 'PG', gameType: 'RNG' },
      { token: demo },
    );
    expect(response.response.statusCode).toBe(404);
    expect(response.response.json()).toMatchObject({ code: 'not.found' });
  });
});

describe('launch', () => {
  it('opens the demo slot with a launch token that is not the session token, and records it as recent', async () => {
    const { content } = await value('launchGame', {
      token: demo,
      query: { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot' },
    });
    expect(content.game_url).toMatch(/^\/vendor\/demo\/slot\.html#launch=[A-Za-z0-9_-]{43}$/);
    expect(content.game_url).not.toContain(demo);
    expect(content.launch_host).toBe('https://games.alpha.example');
    const page = await server.app.inject({ url: content.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="game.js">');
    const { list } = await value('recentGames', { token: demo });
    expect(list[0]?.gameId).toBe('demo-slot');
  });

  it('tells a trial member to register first', async () => {
    const response = await callApi(
      server.app,
      'launchGame',
      { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot' },
      { token: trial },
    );
    expect(response.response.statusCode).toBe(403);
    expect(response.response.json()).toMatchObject({ code: 'trial.forbidden' });
  });

  it('starts a cockfight provider of the brand directly, and refuses any other', async () => {
    const { content } = await value('launchGame', {
      token: demo,
      query: { gameType: 'COCKFIGHT', vassalage: 'DS88' },
    });
    expect(content.game_url).toMatch(/^\/vendor\/demo\/dice\.html#launch=/);
    const other = await callApi(
      server.app,
      'launchGame',
      { gameType: 'COCKFIGHT', vassalage: 'SV388' },
      { token: demo },
    );
    expect(other.response.statusCode).toBe(404);
  });

  it('asks for a game from the list of a list vendor', async () => {
    const response = await callApi(
      server.app,
      'launchGame',
      { gameType: 'RNG', vassalage: 'PG' },
      { token: demo },
    );
    expect(response.response.statusCode).toBe(400);
    expect(response.response.json()).toMatchObject({ code: 'request_param_err' });
  });

  it("opens our own lottery pages for the lobby launch (LOTT), with the prize mode, the view and a back url on the brand's domains", async () => {
    const launch = (query: Record<string, string>) =>
      value('launchGame', {
        token: demo,
        query: { gameType: 'LOTT', vassalage: 'TCG', launchMode: 'LOTT', ...query },
      });
    const betting = await launch({
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'SSC1M',
      lottoView: 'betting',
      backUrl: 'http://alpha.test:8080/promotions?tab=all',
    });
    const url = new URL(betting.content.game_url, 'http://alpha.localhost');
    expect(url.pathname).toBe('/lottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameCode: 'SSC1M',
      prizeMode: 'ZY',
      backUrl: 'http://alpha.test:8080/promotions?tab=all',
    });
    // Our own page on the portal's origin: no vendor host, no launch token.
    expect(betting.content.launch_host).toBeUndefined();
    expect(betting.content.game_url).not.toContain('#launch=');
    const lobby = await launch({ lottoArea: 'VN', lottoView: 'lobby', backUrl: '/home' });
    expect(lobby.content.game_url).toBe('/vnLottery?backUrl=%2Fhome');
    const sea = await launch({ lottoPrizeMode: 'SEA', lottoGameCode: 'THGL' });
    expect(sea.content.game_url).toBe('/seaLottery?gameCode=THGL&prizeMode=SEA');
  });

  it('refuses a lobby launch whose back url leaves the brand or that bets on no game, and records nothing', async () => {
    const { list: before } = await value('recentGames', { token: demo });
    for (const [query] of [
      [{ lottoGameCode: 'SSC1M', backUrl: 'https://evil.example.com/' }],
      [{ lottoGameCode: 'SSC1M', backUrl: '//evil.example.com/home' }],
      [{ lottoGameCode: 'SSC1M', backUrl: 'javascript:alert(1)' }],
      [{ lottoGameCode: 'SSC1M', backUrl: 'http://alpha.test:9090/' }],
      [{ lottoView: 'betting' }],
    ] as const) {
      const response = await callApi(
        server.app,
        'launchGame',
        { gameType: 'LOTT', vassalage: 'TCG', launchMode: 'LOTT', ...query },
        { token: demo },
      );
      expect(response.response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.response.json()).toMatchObject({ code: 'request_param_err' });
    }
    const { list: after } = await value('recentGames', { token: demo });
    expect(after).toEqual(before);
  });

  it('in a single-wallet brand has no automatic transfer, and ignores one left in the table', async () => {
    const read = await callApi(server.app, 'autoTransfer', {}, { token: demo });
    const set = await callApi(server.app, 'setAutoTransfer', { enabled: true }, { token: demo });
    expect([read.code, set.code]).toEqual(['function.not.available', 'function.not.available']);
    // A setting kept from when the brand had game wallets: one wallet now, nothing to move.
    const merchantId = await merchantIdOf(server.db);
    const memberId = await memberIdOf(server.db, merchantId, 'demo');
    await sql`
      INSERT INTO member_auto_transfer (merchant_id, member_id, enabled, updated_at)
      VALUES (${merchantId}, ${memberId}, true, now())
    `.execute(server.db);
    const rows = await ledgerRows(server.db);
    const launched = await callApi(
      server.app,
      'launchGame',
      { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot', launchId: 'single-launch-0001' },
      { token: demo },
    );
    expect(launched.value.content.game_url).toMatch(/#launch=/);
    expect(await ledgerRows(server.db)).toBe(rows);
  });

  it('launches free play without a session', async () => {
    const { content } = await value('lobbyLaunchGame', {
      query: { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot' },
    });
    expect(content.game_url).toMatch(/^\/vendor\/demo\/slot\.html\?free=\d+$/);
  });
});

describe('rooms, live hosts, chat and winners', () => {
  it('answers PVP rooms for a card game vendor only', async () => {
    const { rooms } = await value('pvpRooms', { token: demo, query: { vassalage: 'KY' } });
    expect(rooms).toHaveLength(6);
    const wrong = await callApi(server.app, 'pvpRooms', { vassalage: 'PG' }, { token: demo });
    expect(wrong.response.statusCode).toBe(404);
  });

  it('lists live hosts of live vendors and the built-in chat room’s address', async () => {
    const { list } = await value('liveModels', { query: { vassalage: 'EVO' } });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((model) => model.vassalage === 'EVO')).toBe(true);
    const { chatUrl } = await value('launchChat', { query: { modelId: 'EVO-1' } });
    // The room is our own portal page (issue 27), not an outside chat host.
    expect(chatUrl).toBe('/chat?host=EVO-1');
  });

  it('fills the winner board up to its limit', async () => {
    const { list } = await value('winnerBoard', { query: { limitNum: '20' } });
    expect(list).toHaveLength(20);
    expect(list.every((row) => /\*\*\*/.test(row.vo.customerName))).toBe(true);
    const over = await callApi(server.app, 'winnerBoard', { limitNum: '21' });
    expect(over.response.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('answers every games call 4xx with a catalogue code', async () => {
    const cases: [keyof typeof calls, Record<string, string> | undefined, unknown][] = [
      ['gameVendors', { language: 'XX' }, undefined],
      ['gameList', { gameType: 'NOPE', vassalage: 'PG' }, undefined],
      ['hotGames', { isPlatform: '99' }, undefined],
      ['vendorGameTypes', { gameType: 'nope' }, undefined],
      ['favouriteGames', { pageNo: '0' }, undefined],
      ['addFavouriteGame', undefined, { nodeId: 'x' }],
      ['removeFavouriteGame', { nodeId: '-1' }, undefined],
      ['recentGames', { limit: '51' }, undefined],
      ['pvpRooms', { vassalage: '<script>' }, undefined],
      ['launchGame', { gameType: 'RNG', vassalage: 'a b' }, undefined],
      ['lobbyLaunchGame', { gameType: 'RNG' }, undefined],
      ['liveModels', { vassalage: '' }, undefined],
      ['launchChat', { language: 'XX' }, undefined],
      ['winnerBoard', { gameCategory: 'X' }, undefined],
    ];
    for (const [name, query, body] of cases) {
      const spec = calls[name];
      const response = await call(server.app, spec.method, spec.path, {
        token: demo,
        ...(query ? { query } : {}),
        ...(body !== undefined ? { body } : {}),
      });
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
      expect(response.json<{ code: string }>().code, name).toBe('request_param_err');
    }
  });

  it('answers fuzzed calls of issue 27 (the lobby launch fields, service figures, recent Vietnamese lottery) with a catalogue code, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 16 }),
      fc.constantFrom(
        'LOTT',
        'ZY',
        'Elott',
        'Lott',
        'lobby',
        'betting',
        'SSC1M',
        'VN',
        '//evil.example/x',
        'javascript:alert(1)',
        '/lottery',
        'https://sunrise.localhost/',
      ),
    );
    const launch = fc.record(
      {
        gameType: fc.constantFrom('RNG', 'LOTT', 'LIVE', 'x'),
        vassalage: fc.constantFrom('PG', 'LOTT', 'DEMO', '<b>'),
        gameId: text,
        launchMode: text,
        lottoArea: text,
        lottoPrizeMode: text,
        lottoGameCode: text,
        lottoView: text,
        backUrl: text,
        launchId: text,
      },
      { requiredKeys: ['gameType', 'vassalage'] },
    );
    const anything = fc.oneof(
      fc.dictionary(fc.constantFrom('language', 'x', 'limit'), text, { maxKeys: 3 }),
      fc.anything({ maxDepth: 1 }),
    );
    for (const [name, body] of [
      ['launchGame', fc.oneof(launch, anything)],
      ['serviceFigures', anything],
      ['vnRecentLotteryGames', anything],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (fields, signedIn) => {
          const options = signedIn ? { token: demo } : {};
          expectCatalogueAnswer(name, await sendFuzzed(server.app, calls[name], fields, options));
        }),
        { numRuns: 25 },
      );
    }
  }, 120_000);
});
