import {
  type CallInput,
  calls,
  LOTTERY_GROUPS,
  lotteryMenuGroupSchema,
  popularLotterySchema,
} from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { call, callApi } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { nextDraw } from './schedule.ts';

let now = new Date('2026-11-21T10:00:30.250Z');

const server = useTestServer({ clock: () => now });

const popular = async (query: CallInput<'popularLottery'> = { count: '20' }) => {
  const response = await callApi(server.app, 'popularLottery', query);
  expect(response.response.statusCode, response.response.body).toBe(200);
  return v.parse(v.array(popularLotterySchema), response.response.json());
};

const near = async (gameId: number) =>
  (await callApi(server.app, 'nearNumeros', { gameId: String(gameId) })).response.json<{
    currentNumero: { numero: string; remainTime: number };
    previousNumero: { numero: string; winNo: string };
  }>();

describe('popular lottery', () => {
  it('answers 20 draws, hot first, with countdowns that match the schedule', async () => {
    const list = await popular();
    expect(list).toHaveLength(20);
    expect(list[0]?.tag).toContain('HOT');
    const oneMinute = list.find((g) => g.gameCode === 'K31M');
    expect(oneMinute).toMatchObject({
      numero: '20261121-0601',
      remainTime: 29_750,
      lockTime: 5_000,
      isSale: true,
      gameGroupCode: 'K3',
      // The card's title is the game's name, never its cadence.
      remark: 'Fast 3 (1 min)',
    });
    expect(oneMinute?.previousWinningNumber).toMatch(/^[1-6]{3}$/);
    const daily = list.find((g) => g.gameCode === 'HK6');
    expect(daily?.remainTime).toBe(
      nextDraw({ kind: 'daily', minute: 13 * 60 + 30 }, now).drawAt.getTime() - now.getTime(),
    );
    for (const game of list) {
      expect(game.remainTime).toBeGreaterThan(0);
      expect(game.webIconUrl).toMatch(/^\/media\/lottery\//);
    }
  });

  it('keeps a closed draw’s number, and moves on when the clock passes the draw', async () => {
    const before = (await popular()).find((g) => g.gameCode === 'SSC1M');
    const again = (await popular()).find((g) => g.gameCode === 'SSC1M');
    expect(again?.previousWinningNumber).toBe(before?.previousWinningNumber);
    now = new Date(now.getTime() + 60_000);
    const after = (await popular()).find((g) => g.gameCode === 'SSC1M');
    expect(after?.numero).toBe('20261121-0602');
    expect(after?.remainTime).toBe(29_750);
    const nearby = await near(after?.gameId ?? 0);
    expect(nearby.currentNumero).toMatchObject({ numero: '20261121-0602', remainTime: 29_750 });
    expect(nearby.previousNumero).toMatchObject({
      numero: '20261121-0601',
      winNo: after?.previousWinningNumber,
    });
  });

  it('refuses a count over 50 and an unknown prize mode', async () => {
    const queries: Record<string, string>[] = [
      { count: '51' },
      { count: '0' },
      { prizeMode: 'XX' },
    ];
    for (const query of queries) {
      // Raw on purpose: queries the contract refuses, which the typed client would not type.
      const response = await call(server.app, 'GET', calls.popularLottery.path, { query });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request_param_err' });
    }
  });
});

describe('lottery menus', () => {
  it('groups the games, every lottery group present, KENO as a group of its own', async () => {
    const response = await callApi(server.app, 'lotteryGameMenus', {});
    const groups = v.parse(v.array(lotteryMenuGroupSchema), response.response.json());
    const codes = groups.map((g) => g.gameGroupCode);
    // VN games have their own menu (by region: MB, MT, MN, VNFAST), asserted below.
    for (const group of LOTTERY_GROUPS.filter((g) => g !== 'VN')) expect(codes).toContain(group);
    expect(codes).toContain('KENO');
    expect(
      groups.every((g) => g.games.every((game) => game.gameGroupCode === g.gameGroupCode)),
    ).toBe(true);
  });

  it('lists the Vietnamese games apart, with their draw history', async () => {
    const response = await callApi(server.app, 'vnLotteryGameMenu', { prizeMode: 'SEA' });
    const groups = v.parse(v.array(lotteryMenuGroupSchema), response.response.json());
    expect(groups.map((g) => g.gameGroupCode)).toEqual(['MB', 'MT', 'MN', 'VNFAST']);
    expect(groups[0]?.games[0]?.prizeMode).toBe('SEA');
    const history = await callApi(server.app, 'vnOpenedNumeros', { gameCode: 'VNMB' });
    expect(history.response.json()).toMatchObject({
      totalPages: 1,
      content: [{ numero: '20261120' }],
    });
  });

  it('answers unknown games with not.found', async () => {
    const unknown = await callApi(server.app, 'nearNumeros', { gameId: '99999999' });
    expect(unknown.response.statusCode).toBe(404);
    const bad = await callApi(server.app, 'nearNumeros', { gameId: 'x' });
    expect(bad.response.statusCode).toBe(400);
    const opened = await callApi(server.app, 'openedNumeros', { gameCodes: 'K31M,HK6' });
    expect(opened.response.json<unknown[]>()).toHaveLength(2);
  });
});

describe('bad input', () => {
  it('answers every lottery call 4xx with a catalogue code', async () => {
    const cases: [keyof typeof calls, Record<string, string>][] = [
      ['lotteryGameMenus', { prizeMode: 'NOPE' }],
      ['lotteryGameMenus', { device: 'TV' }],
      ['vnLotteryGameMenu', { language: 'XX' }],
      ['popularLottery', { count: 'many' }],
      ['nearNumeros', {}],
      ['openedNumeros', { gameCodes: 'K31M,,HK6' }],
      ['vnOpenedNumeros', { gameCode: 'VNMB', size: '101' }],
      ['vnOpenedNumeros', { gameCode: 'K31M' }],
    ];
    for (const [name, query] of cases) {
      const spec = calls[name];
      const response = await call(server.app, spec.method, spec.path, { query });
      expect(response.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, name).toBeLessThan(500);
      expect(['request_param_err', 'not.found'], name).toContain(
        response.json<{ code: string }>().code,
      );
    }
  });
});
