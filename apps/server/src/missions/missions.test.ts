import { type CallInput, calls, missionLeaderboardSchema, missionSchema } from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import { BETA, balanceOf, call, callApi, signedInToken } from '../../test/harness.ts';
import { alphaGame } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { readInvariants } from '../db/invariants.ts';
import { drawNumero, settleNumero } from '../lottery/drawing.ts';
import { missionRewardKey } from './claims.ts';
import { currentPeriods } from './periods.ts';

// Sign-ins run on the real clock (sealed logins carry a real timestamp); the tests then run on
// Saturday 2026-11-21 (UTC, alpha names no time zone), 30 s before draw 0601 of a 1-minute
// game. Alpha's missions: 1 daily stake 10.00 (reward 5), 2 daily orders 2 (reward 1.50),
// 3 weekly draws won 1 (reward 20).
let realClock = true;
let now = new Date('2026-11-21T10:00:30.000Z');
const server = useTestServer({ clock: () => (realClock ? new Date() : now) }, { db: 4 });
const at = (iso: string) => {
  now = new Date(iso);
};

const tokens = { demo: '', agent: '', trial: '', beta: '' };
let gameId = 0;

const signIn = (username: string, password: string, merchant?: string) =>
  signedInToken(server.app, username, password, merchant);

beforeAll(async () => {
  tokens.demo = await signIn('demo', 'Demo@2026');
  tokens.agent = await signIn('agent', 'Agent@2026');
  tokens.trial = await signIn('trial', 'Trial@2026');
  tokens.beta = await signIn('demo', 'Demo@2026', BETA);
  realClock = false;
  ({ gameId } = await alphaGame(server.db));
}, 120_000);

const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

const balance = (token = tokens.demo): Promise<number> => balanceOf(server.app, token);

const summary = async (token = tokens.demo) => {
  const response = await callApi(server.app, 'missionSummary', {}, { token });
  expect(response.response.statusCode, response.response.body).toBe(200);
  return v.parse(v.object({ missions: v.array(missionSchema) }), response.value).missions;
};

const mission = async (missionId: number, token = tokens.demo) => {
  const found = (await summary(token)).find((m) => m.missionId === missionId);
  if (!found) throw new Error(`no mission ${missionId}`);
  return found;
};

const claim = (missionId: number, periodKey: string, token = tokens.demo) =>
  callApi(server.app, 'claimMission', { missionId, periodKey }, { token });

const board = async (query: CallInput<'missionLeaderboard'>, token = tokens.demo) => {
  const response = await callApi(server.app, 'missionLeaderboard', query, { token });
  expect(response.response.statusCode, response.response.body).toBe(200);
  return v.parse(missionLeaderboardSchema, response.value);
};

const sumBet = (picks: number[]) => ({
  play: 'K3.sum',
  selection: [picks],
  unit: 1 as const,
  multiplier: 1,
});

const place = async (bets: ReturnType<typeof sumBet>[], token = tokens.demo) => {
  const response = await callApi(
    server.app,
    'placeLotteryOrder',
    { gameId, numero: '20261121-0601', bets },
    { token },
  );
  expect(response.response.statusCode, response.response.body).toBe(200);
  return response.response.json<{ orders: { orderNo: string }[] }>().orders;
};

const rewardsPaid = async () =>
  server.db
    .selectFrom('ledger_transactions')
    .select('idempotency_key')
    .where('kind', '=', 'mission_reward')
    .orderBy('idempotency_key')
    .execute();

const ledgerBalances = async () => {
  const invariants = await readInvariants(server.db, { ackedRoundIds: [], openBefore: now });
  expect(invariants).toMatchObject({
    unbalancedTransactions: 0,
    balanceMismatches: 0,
    negativeMembers: 0,
    figureMismatches: 0,
  });
};

const demoId = async () =>
  (
    await server.db
      .selectFrom('members as m')
      .innerJoin('merchants as t', 't.id', 'm.merchant_id')
      .select('m.id')
      .where('t.merchant_code', '=', 'ALPHA')
      .where('m.username', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;

describe('mission progress from lottery orders', () => {
  it('starts at zero, in the current day and week', async () => {
    const missions = await summary();
    expect(missions.map((m) => [m.missionId, m.period, m.periodKey, m.progress, m.status])).toEqual(
      [
        [1, 'daily', '2026-11-21', '0.00', 'inProgress'],
        [2, 'daily', '2026-11-21', '0', 'inProgress'],
        [3, 'weekly', '2026-11-16', '0', 'inProgress'],
      ],
    );
    expect(missions[0]).toMatchObject({
      kind: 'lotteryStake',
      target: '10.00',
      reward: '5.00',
      startsAt: '2026-11-21T00:00:00.000Z',
      endsAt: '2026-11-22T00:00:00.000Z',
    });
    expect(missions[2]).toMatchObject({
      startsAt: '2026-11-16T00:00:00.000Z',
      endsAt: '2026-11-23T00:00:00.000Z',
    });
  });

  it('counts placed orders and their stakes, and not a cancelled one', async () => {
    await place([sumBet(Array.from({ length: 16 }, (_, i) => i + 3)), sumBet([10, 11])]);
    const [cancelled] = await place([sumBet([4, 5, 6])]);
    const response = await callApi(
      server.app,
      'cancelLotteryOrder',
      { orderNo: cancelled?.orderNo ?? '' },
      { token: tokens.demo },
    );
    expect(response.response.statusCode, response.response.body).toBe(200);
    expect(await mission(1)).toMatchObject({ progress: '36.00', status: 'claimable' });
    expect(await mission(2)).toMatchObject({ progress: '2', status: 'claimable' });
    // Not drawn yet: no win.
    expect(await mission(3)).toMatchObject({ progress: '0', status: 'inProgress' });
  });

  it('refuses a claim before the target, moving nothing', async () => {
    const before = await balance();
    const response = await claim(3, '2026-11-16');
    expect(response.response.statusCode).toBe(409);
    expect(response.code).toBe('mission.not.finished');
    expect(await balance()).toBe(before);
    expect(await rewardsPaid()).toEqual([]);
  });

  it('counts a won draw once it settles', async () => {
    at('2026-11-21T10:01:00.200Z');
    expect(await drawNumero(server.db, gameId, '20261121-0601', now)).toBe('drawn');
    expect(await settleNumero(server.db, gameId, '20261121-0601', now)).toMatchObject({
      settled: 2,
    });
    // Every sum of three dice won; the pair may have too: one draw either way.
    expect(await mission(3)).toMatchObject({ progress: '1', status: 'claimable' });
  });
});

describe('periods in a brand time zone', () => {
  it('cut days at the zone’s midnight and weeks on its Monday, a clock change included', () => {
    const shanghai = currentPeriods(new Date('2026-11-22T17:30:00Z'), 'Asia/Shanghai');
    expect(shanghai.daily).toEqual({
      key: '2026-11-23',
      from: new Date('2026-11-22T16:00:00Z'),
      to: new Date('2026-11-23T16:00:00Z'),
    });
    expect(shanghai.weekly.key).toBe('2026-11-23');
    // London's clocks went back on Sunday 2026-10-25: that day had 25 hours.
    const london = currentPeriods(new Date('2026-10-25T12:00:00Z'), 'Europe/London');
    expect(london.daily).toEqual({
      key: '2026-10-25',
      from: new Date('2026-10-24T23:00:00Z'),
      to: new Date('2026-10-26T00:00:00Z'),
    });
    expect(london.weekly).toMatchObject({
      key: '2026-10-19',
      to: new Date('2026-10-26T00:00:00Z'),
    });
  });
});

describe('claiming a reward', () => {
  it('pays once under 20 parallel claims, from the promotions house account', async () => {
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(1, '2026-11-21')));
    const paid = answers.filter((a) => a.response.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.response.json()).toMatchObject({
      value: { missionId: 1, periodKey: '2026-11-21', reward: '5.00', status: 'claimed' },
    });
    const refused = answers.filter((a) => a.response.statusCode !== 200);
    expect(refused.map((a) => [a.response.statusCode, a.code])).toEqual(
      Array.from({ length: 19 }, () => [409, 'mission.already.claimed']),
    );
    expect(await balance()).toBeCloseTo(before + 5, 2);
    const member = await demoId();
    expect((await rewardsPaid()).map((t) => t.idempotency_key)).toEqual([
      missionRewardKey(member, 1, '2026-11-21'),
    ]);
    // The promotions house is kept in buckets by member: its balance is their sum, and the
    // reward came from the member's bucket alone.
    const house = await server.db
      .selectFrom('ledger_accounts')
      .select(['code', 'balance'])
      .where((eb) =>
        eb.or([eb('code', '=', 'house:promotions'), eb('code', 'like', 'house:promotions:%')]),
      )
      .execute();
    expect(house).toEqual([{ code: `house:promotions:${member % 32}`, balance: '-500' }]);
    expect(await mission(1)).toMatchObject({ status: 'claimed', progress: '36.00' });
    await ledgerBalances();
  });

  it('refuses an unknown mission and a trial account, moving nothing', async () => {
    const unknown = await claim(99, '2026-11-21');
    expect([unknown.response.statusCode, unknown.code]).toEqual([404, 'mission.unknown']);
    const trial = await claim(2, '2026-11-21', tokens.trial);
    expect([trial.response.statusCode, trial.code]).toEqual([403, 'trial.forbidden']);
    expect(await rewardsPaid()).toHaveLength(1);
  });

  it('refuses a claim for a period that is over, and starts the new day at zero', async () => {
    at('2026-11-22T00:00:01.000Z');
    const before = await balance();
    const late = await claim(2, '2026-11-21');
    expect([late.response.statusCode, late.code]).toEqual([409, 'mission.period.over']);
    expect(await balance()).toBe(before);
    expect(await mission(2)).toMatchObject({
      periodKey: '2026-11-22',
      progress: '0',
      status: 'inProgress',
    });
    // Sunday is still the week of Monday 16th: the weekly mission is still to claim.
    const weekly = await claim(3, '2026-11-16');
    expect(weekly.response.statusCode, weekly.response.body).toBe(200);
    expect(await balance()).toBeCloseTo(before + 20, 2);
    expect(await mission(3)).toMatchObject({ status: 'claimed' });
    await ledgerBalances();
  });
});

describe('the leaderboard', () => {
  it('ranks the period’s members by score, names masked, with the member’s own rank', async () => {
    at('2026-11-22T10:00:30.000Z');
    const sunday = async (bets: ReturnType<typeof sumBet>[], token: string) => {
      const response = await callApi(
        server.app,
        'placeLotteryOrder',
        { gameId, numero: '20261122-0601', bets },
        { token },
      );
      expect(response.response.statusCode, response.response.body).toBe(200);
    };
    await sunday([sumBet([3, 4, 5])], tokens.agent);
    await sunday([sumBet([3])], tokens.demo);
    const top = await board({ missionId: '1' });
    expect(top).toEqual({
      missionId: 1,
      periodKey: '2026-11-22',
      list: [
        { rank: 1, customerName: 'ag***t', score: '6.00', reward: '0.00', mine: false },
        { rank: 2, customerName: 'de***o', score: '2.00', reward: '0.00', mine: true },
      ],
      me: { rank: 2, score: '2.00' },
    });
    // Only the first; the member still learns where they stand.
    expect(await board({ missionId: '1', limit: '1' })).toMatchObject({
      list: [{ customerName: 'ag***t' }],
      me: { rank: 2, score: '2.00' },
    });
    // The weekly board: demo's one won draw, and the reward demo claimed for it.
    expect(await board({ missionId: '3' }, tokens.agent)).toEqual({
      missionId: 3,
      periodKey: '2026-11-16',
      list: [{ rank: 1, customerName: 'de***o', score: '1', reward: '20.00', mine: false }],
      me: null,
    });
    // No mission named: the brand's first.
    expect((await board({})).missionId).toBe(1);
  });
});

describe('the module switch', () => {
  it('answers function.not.available on a brand without MISSION3', async () => {
    for (const name of ['missionSummary', 'missionLeaderboard', 'claimMission'] as const) {
      const spec = calls[name];
      const response = await call(server.app, spec.method, spec.path, {
        merchant: BETA,
        token: tokens.beta,
        ...(spec.method === 'POST' ? { body: { missionId: 1, periodKey: '2026-11-22' } } : {}),
      });
      expect([response.statusCode, codeOf(response)], name).toEqual([
        403,
        'function.not.available',
      ]);
    }
  });
});

const fuzzBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom('missionId', 'periodKey', 'limit'),
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('1', '2', '3', '0', '-1', '101', '2026-11-22', '2026-11-16', '2026-02-30'),
      fc.array(fc.integer(), { maxLength: 2 }),
    ),
    { maxKeys: 3 },
  ),
  fc.anything({ maxDepth: 2 }),
);

describe('fuzzed mission requests', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    // Nothing is left to claim today: a well-formed claim is refused as well.
    const before = await balance();
    const paid = await rewardsPaid();
    for (const name of ['missionSummary', 'missionLeaderboard', 'claimMission'] as const) {
      const spec = calls[name];
      await fc.assert(
        fc.asyncProperty(fuzzBody, async (body) => {
          expectCatalogueAnswer(
            name,
            await sendFuzzed(server.app, spec, body, { token: tokens.demo }),
          );
        }),
        { numRuns: 40 },
      );
    }
    expect(await balance()).toBe(before);
    expect(await rewardsPaid()).toEqual(paid);
    await ledgerBalances();
  }, 120_000);
});
