import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/harness.ts';
import { useStaffDesk } from '../../test/staffDesk.ts';
import { codeOf, fuzzStaffCalls } from '../../test/staffHarness.ts';
import type { Db } from '../db/database.ts';

let db: Db;
const now = new Date();
const { server, staff, desk } = useStaffDesk(['owner', 'content', 'support'], {
  server: { clock: () => now },
  now,
  via: 'signIn',
});
const { owner, content, support } = staff;
beforeAll(() => {
  db = server.db;
});

describe("the content desk's names per language (issue 27)", () => {
  it("writes a game's names: the portal shows them in their language, the catalogue name in the others", async () => {
    const hot = (await apiClient(server.app).call('hotGames', { language: 'EN' })).value.list;
    const game = hot[0];
    if (!game) throw new Error('the fixture brand has hot games');
    const listed = (
      await desk(content).call('gameNames', { merchantCode: 'ALPHA', search: game.gameCode })
    ).value;
    const row = listed.content.find((r) => r.code === game.gameCode);
    expect(row).toMatchObject({ name: game.gameName, names: {} });
    expect(listed.defaultLanguage).toMatch(/^[A-Z]{2}/);

    const saved = await desk(content).call('gameNamesSave', {
      merchantCode: 'ALPHA',
      id: row?.id ?? 0,
      names: { VI: '  Trò chơi may mắn ', TH: '' },
    });
    // Trimmed; an empty name is no name (the catalogue's shows).
    expect(saved.value.names).toEqual({ VI: 'Trò chơi may mắn' });
    const inVietnamese = (await apiClient(server.app).call('hotGames', { language: 'VI' })).value;
    expect(inVietnamese.list.find((g) => g.gameCode === game.gameCode)?.gameName).toBe(
      'Trò chơi may mắn',
    );
    const inThai = (await apiClient(server.app).call('hotGames', { language: 'TH' })).value;
    expect(inThai.list.find((g) => g.gameCode === game.gameCode)?.gameName).toBe(game.gameName);

    // Found by the written name too.
    const byName = (
      await desk(content).call('gameNames', { merchantCode: 'ALPHA', search: 'may mắn' })
    ).value;
    expect(byName.content.map((r) => r.code)).toEqual([game.gameCode]);

    const audit = (await desk(owner).call('auditLog', { action: 'content.gameNames' })).value
      .content;
    expect(audit[0]).toMatchObject({
      targetType: 'game',
      targetId: game.gameCode,
      before: { names: {} },
      after: { names: { VI: 'Trò chơi may mắn' } },
    });
  });

  it("writes a lottery game's names, served by the lottery menus in the caller's language", async () => {
    const listed = (
      await desk(content).call('lotteryNames', { merchantCode: 'ALPHA', pageSize: 5 })
    ).value;
    const row = listed.content[0];
    if (!row) throw new Error('the fixture brand has lottery games');
    expect(listed.total).toBeGreaterThanOrEqual(listed.content.length);
    await desk(content).call('lotteryNamesSave', {
      merchantCode: 'ALPHA',
      id: row.id,
      names: { CN: '幸运时时彩' },
    });
    const menus = (await apiClient(server.app).call('lotteryGameMenus', { language: 'CN' })).value;
    const names = menus.flatMap((group) => group.games.map((g) => [g.gameCode, g.gameName]));
    expect(names).toContainEqual([row.code, '幸运时时彩']);
  });

  it('refuses a role without the content desk and bad input, changing nothing', async () => {
    const before = await db.selectFrom('games').select(['id', 'names']).orderBy('id').execute();
    const first = before[0];
    if (!first) throw new Error('games exist');
    const refused = await desk(support).call('gameNamesSave', {
      merchantCode: 'ALPHA',
      id: first.id,
      names: { EN: 'Mine' },
    });
    expect(codeOf(refused.response)).toBe('staff.permission.denied');
    const tooLong = await desk(content).call('gameNamesSave', {
      merchantCode: 'ALPHA',
      id: first.id,
      names: { EN: 'x'.repeat(101) },
    });
    expect(codeOf(tooLong.response)).toBe('request_param_err');
    const elsewhere = await desk(content).call('gameNamesSave', {
      merchantCode: 'ALPHA',
      id: 2_000_000_000,
      names: { EN: 'Nothing' },
    });
    expect(codeOf(elsewhere.response)).toBe('not.found');
    expect(await db.selectFrom('games').select(['id', 'names']).orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('answers fuzzed names calls with a catalogue code, never a 5xx, and writes no name', async () => {
    const names = async () => ({
      games: await db.selectFrom('games').select(['id', 'names']).orderBy('id').execute(),
      lotteries: await db
        .selectFrom('lottery_games')
        .select(['id', 'names'])
        .orderBy('id')
        .execute(),
    });
    const before = await names();
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom('ALPHA', 'NOPE', { EN: 'x' }, { XX: 'y' }, { CN: 'z'.repeat(101) }, []),
    );
    // Any field may be anything except an id that exists: a fuzzed save then never lands, so
    // the names must be exactly as they were.
    const id = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constant(null),
      fc.constantFrom(2_000_000_000, -1, 0, '1e3', 1.5, {}),
    );
    const fields = fc.record(
      { merchantCode: value, id, names: value, search: value, page: value, pageSize: value },
      { requiredKeys: [] },
    );
    await fuzzStaffCalls(
      server.app,
      content,
      ['gameNames', 'gameNamesSave', 'lotteryNames', 'lotteryNamesSave'],
      fc.oneof(
        fields,
        fields.map((body) => ({ ...body, merchantCode: 'ALPHA' })),
      ),
      25,
    );
    expect(await names()).toEqual(before);
  }, 120_000);
});
