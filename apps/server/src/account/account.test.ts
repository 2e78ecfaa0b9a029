import { randomUUID } from 'node:crypto';
import type { CallInput, CallName } from '@portal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzMemberCalls } from '../../test/fuzz.ts';
import { ALPHA, callApi, login, tokenOf } from '../../test/harness.ts';
import { alphaGame } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { drawNumero, settleNumero } from '../lottery/drawing.ts';
import { lotteryTick } from '../lottery/lotteryJobs.ts';
import { writeMessage } from './inbox.ts';

const server = useTestServer({}, { db: 2 });
let token: string;
let memberId: number;
let merchantId: number;

const DEVICE = '5f0c8a8e-2d7a-4c1f-9d3b-7e1f00a1b2c3';

beforeAll(async () => {
  token = tokenOf(
    await login(server.app, { username: 'demo', password: 'Demo@2026', loginDeviceId: DEVICE }),
  );
  const member = await server.db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchant_id')
    .select(['members.id', 'members.merchant_id'])
    .where('merchants.merchant_code', '=', ALPHA)
    .where('members.username', '=', 'demo')
    .executeTakeFirstOrThrow();
  memberId = member.id;
  merchantId = member.merchant_id;
});

/** The demo member's calls (or another member's, `as`), typed by the contract. */
const get = <N extends CallName>(name: N, input: CallInput<N>, as = token) =>
  callApi(server.app, name, input, { token: as });
const post = <N extends CallName>(name: N, input: CallInput<N>, as: string | undefined = token) =>
  callApi(server.app, name, input, as ? { token: as } : {});
const codeOf = (response: LightMyRequestResponse) => response.json<{ code?: string }>().code;

/** One spin of the demo slot for the demo member, as the game page plays it. */
const spin = async (stake: number) => {
  const launch = await callApi(
    server.app,
    'launchGame',
    { gameType: 'RNG', vassalage: 'DEMO', gameId: 'demo-slot' },
    { token },
  );
  const url = new URL(launch.value.content.game_url, 'http://x');
  const launchToken = new URLSearchParams(url.hash.slice(1)).get('launch') ?? '';
  const roundId = randomUUID();
  const played = await server.app.inject({
    method: 'POST',
    url: '/vendor/demo/api/play',
    payload: { launch: launchToken, roundId, stake },
  });
  expect(played.statusCode, played.body).toBe(200);
  return { roundId, win: played.json<{ value: { win: number } }>().value.win };
};

describe('records', () => {
  it('show a demo-slot spin in the betting record, the account record, profit and loss and the CSV', async () => {
    const { roundId, win } = await spin(10);
    const bets = await get('betRecords', { period: 'today' });
    expect(bets.response.statusCode).toBe(200);
    const bet = bets.value.content.find((b) => b.betId === roundId);
    expect(bet).toMatchObject({
      category: 'RNG',
      betAmount: '10.00',
      winAmount: win.toFixed(2),
      status: win > 0 ? 'won' : 'lost',
    });
    const today = new Date().toISOString().slice(0, 10);
    const movements = await get('memberTransactions', { startDate: today, endDate: today });
    expect(movements.response.statusCode).toBe(200);
    const kinds = movements.value.content.map((m) => m.transType);
    expect(kinds).toContain('bet');
    const stake = movements.value.content.find((m) => m.transType === 'bet');
    expect(stake?.amount).toBe('-10.00');
    const balance = await get('balance', {});
    expect(movements.value.content[0]?.balanceAfter).toBe(balance.value.sumBalance);

    const pl = await get('profitLoss', { period: 'last7Days' });
    expect(pl.value.categories).toEqual([
      expect.objectContaining({ category: 'RNG', bets: 1, profit: (win - 10).toFixed(2) }),
    ]);
    const csv = await get('accountHistoryCsv', {
      period: 'today',
    });
    expect(csv.value.fileName).toBe(`account-history-${today}-${today}.csv`);
    expect(csv.value.csv.split('\r\n')[0]).toBe(
      'time,transaction,type,amount,balance_after,kind,wallet',
    );
    expect(csv.value.csv).toContain(',bet,-10.00,');
  });

  it('filters the betting record by category and status and pages it on the server', async () => {
    await spin(1);
    await spin(1);
    const paged = await get('betRecords', { period: 'today', pageSize: '1' });
    expect(paged.value.content).toHaveLength(1);
    expect(paged.value.totalPages).toBeGreaterThanOrEqual(3);
    expect(paged.value.totals.betAmount).toBe('12.00');
    const live = await get('betRecords', { period: 'today', category: 'LIVE' });
    expect(live.value.content).toEqual([]);
    const pending = await get('betRecords', { period: 'today', status: 'pending' });
    expect(pending.value.content).toEqual([]);
    const yesterday = await get('betRecords', { period: 'yesterday' });
    expect(yesterday.value.content).toEqual([]);
  });

  it('show lottery orders beside the game rounds: pending until drawn, then won or lost, in profit and loss', async () => {
    const { gameId } = await alphaGame(server.db);
    // This server runs no jobs: the lottery's schedule is written here, as its tick would.
    await lotteryTick(server.db, new Date());
    // The numero on sale of a one-minute game, with time to buy before its lock. Only the
    // next draw is sold, and nothing between its lock and its draw: when it locks within 5 s
    // (or has locked), the test waits for that draw's time and takes the one after.
    const openDraw = async () => {
      for (;;) {
        const next = await server.db
          .selectFrom('lottery_draws')
          .select(['numero', 'draw_at', 'lock_at'])
          .where('game_id', '=', gameId)
          .where('state', '=', 'open')
          .where('draw_at', '>', new Date())
          .orderBy('draw_at')
          .executeTakeFirstOrThrow();
        // Every scheduled draw has its lock time (written with it).
        const lockAt = next.lock_at?.getTime() ?? next.draw_at.getTime();
        if (lockAt - Date.now() > 5_000) return next;
        await new Promise((resolve) =>
          setTimeout(resolve, next.draw_at.getTime() - Date.now() + 100),
        );
      }
    };
    let draw = await openDraw();
    // Every sum of three dice, one bet each: exactly one of the 16 orders wins.
    const bets = Array.from({ length: 16 }, (_, i) => ({
      play: 'K3.sum',
      selection: [[i + 3]],
      unit: 1 as const,
      multiplier: 1,
    }));
    let placed = await post('placeLotteryOrder', {
      gameId,
      numero: draw.numero,
      bets,
    });
    if (codeOf(placed.response) === 'lottery.closed') {
      draw = await openDraw();
      placed = await post('placeLotteryOrder', { gameId, numero: draw.numero, bets });
    }
    expect(placed.response.statusCode, placed.response.body).toBe(200);
    // The lottery's answers are not enveloped.
    const stake = placed.response.json<{ total: string }>().total;

    const lottery = () => get('betRecords', { period: 'today', category: 'LOTT' });
    const pending = await lottery();
    expect(pending.value.content).toHaveLength(16);
    expect(new Set(pending.value.content.map((b) => b.status))).toEqual(new Set(['pending']));
    expect(pending.value.totals.betAmount).toBe(stake);

    const after = new Date(draw.draw_at.getTime() + 1_000);
    await drawNumero(server.db, gameId, draw.numero, after);
    await settleNumero(server.db, gameId, draw.numero, after);
    const settled = await lottery();
    const statuses = settled.value.content.map((b) => b.status).sort();
    expect(statuses.filter((s) => s === 'won')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'lost')).toHaveLength(15);
    const won = settled.value.content.find((b) => b.status === 'won');
    expect(Number(won?.winAmount)).toBeGreaterThan(0);
    expect(settled.value.totals).toMatchObject({
      betAmount: stake,
      winAmount: won?.winAmount,
    });
    expect(
      (await get('betRecords', { period: 'today', category: 'LOTT', status: 'won' })).value.content,
    ).toHaveLength(1);

    const pl = await get('profitLoss', { period: 'today' });
    const lott = pl.value.categories.find((c) => c.category === 'LOTT');
    expect(lott?.bets).toBe(16);
    expect(Number(lott?.profit)).toBeCloseTo(Number(won?.winAmount ?? 0) - Number(stake), 2);
    // The game rounds are still there beside them.
    expect(pl.value.categories.map((c) => c.category)).toContain('RNG');
  });

  it('refuses a custom range over 90 days, backwards or in the future', async () => {
    for (const [startDate, endDate] of [
      ['2026-01-01', '2026-04-01'],
      ['2026-03-02', '2026-03-01'],
      ['2999-01-01', '2999-01-02'],
      ['2026-02-30', '2026-03-01'],
    ]) {
      const { response } = await get('betRecords', {
        period: 'custom',
        startDate: startDate ?? '',
        endDate: endDate ?? '',
      });
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('records.range.invalid');
    }
    const ninety = await get('betRecords', {
      period: 'custom',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
    });
    expect(ninety.response.statusCode).toBe(200);
  });
});

describe('inbox', () => {
  it('counts a platform message unread until it is read, then deletes it', async () => {
    const before = (await get('unreadCount', {})).value.unreadMessage;
    const id = await writeMessage(server.db, {
      merchantId,
      memberId,
      title: 'Deposit credited',
      body: '100.00 is in your wallet.',
      at: new Date(),
    });
    expect((await get('unreadCount', {})).value.unreadMessage).toBe(before + 1);
    const unread = await get('inbox', { filter: 'unread' });
    expect(unread.value.content[0]).toMatchObject({
      messageId: id,
      title: 'Deposit credited',
      read: false,
      source: 'platform',
    });
    const read = await post('readMessages', { messageIds: [id] });
    expect(read.value.unreadMessage).toBe(before);
    expect((await get('inbox', { filter: 'read' })).value.content[0]?.messageId).toBe(id);
    await post('deleteMessages', { messageIds: [id] });
    expect((await get('inbox', {})).value.content.map((m) => m.messageId)).not.toContain(id);
  });

  it("shows a brand's broadcast to its members, and never another member's message", async () => {
    const broadcast = await writeMessage(server.db, {
      merchantId,
      memberId: null,
      title: 'Maintenance tonight',
      body: 'From 02:00 to 03:00.',
      at: new Date(),
      source: 'staff',
    });
    const agent = await server.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    const private_ = await writeMessage(server.db, {
      merchantId,
      memberId: agent.id,
      title: 'For the agent',
      body: 'Only theirs.',
      at: new Date(),
    });
    const inbox = await get('inbox', {});
    const ids = inbox.value.content.map((m) => m.messageId);
    expect(ids).toContain(broadcast);
    expect(ids).not.toContain(private_);
    const before = inbox.value.unreadMessage;
    // Marking another member's message read changes nothing for anyone.
    expect((await post('readMessages', { messageIds: [private_] })).value.unreadMessage).toBe(
      before,
    );
    const agentToken = tokenOf(
      await login(server.app, { username: 'agent', password: 'Agent@2026' }),
    );
    const agentInbox = await get('inbox', { filter: 'unread' }, agentToken);
    expect(agentInbox.value.content.map((m) => m.messageId)).toEqual([private_, broadcast]);
  });

  it('has no inbox for a trial member', async () => {
    const trial = tokenOf(await login(server.app, { username: 'trial', password: 'Trial@2026' }));
    const { response } = await get('unreadCount', {}, trial);
    expect(codeOf(response)).toBe('trial.forbidden');
  });
});

describe('feedback', () => {
  it('files a member’s feedback and limits how often one caller sends', async () => {
    const remoteAddress = '10.9.9.9';
    const send = (content: string, as?: string) =>
      callApi(
        server.app,
        'feedback',
        { questionType: 'deposit', content },
        { remoteAddress, ...(as ? { token: as } : {}) },
      );
    const first = await send('My deposit is late.', token);
    expect(first.response.statusCode).toBe(200);
    const row = await server.db
      .selectFrom('feedback' as never)
      .select(['member_id' as never, 'content' as never])
      .where('id' as never, '=', first.value.feedbackId as never)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_id: memberId, content: 'My deposit is late.' });
    for (let i = 0; i < 4; i++) expect((await send(`visitor ${i}`)).response.statusCode).toBe(200);
    const sixth = await send('one too many');
    expect(sixth.response.statusCode).toBe(429);
    expect(sixth.code).toBe('too.many.requests');
    const blank = await callApi(server.app, 'feedback', {
      questionType: 'deposit',
      content: '   ',
    });
    expect(blank.code).toBe('request_param_err');
    const long = await callApi(server.app, 'feedback', {
      questionType: 'other',
      content: 'x'.repeat(1001),
    });
    expect(long.code).toBe('request_param_err');
  });
});

describe('profile', () => {
  it('sets a preset avatar and a nickname, refusing anything else', async () => {
    const icons = await get('memberIcon', {});
    const pick = icons.value.icons[3] ?? '';
    expect((await post('updateMemberIcon', { icon: pick })).value.icon).toBe(pick);
    expect((await get('memberIcon', {})).value.icon).toBe(pick);
    const bad = await post('updateMemberIcon', { icon: 'https://evil.example/x.svg' });
    expect(codeOf(bad.response)).toBe('request_param_err');
    expect((await get('memberIcon', {})).value.icon).toBe(pick);

    expect((await post('updateNickname', { nickname: ' Lucky ' })).value.nickname).toBe('Lucky');
    expect((await get('memberInfo', {})).value.nickname).toBe('Lucky');
    const hidden = await post('updateNickname', { nickname: 'a\u202eb' });
    expect(codeOf(hidden.response)).toBe('request_param_err');
  });

  it('lists the devices the member signed in from, shortened', async () => {
    const { value } = await get('loginDevices', {});
    expect(value.list).toContainEqual(expect.objectContaining({ device: `…${DEVICE.slice(-6)}` }));
    expect(JSON.stringify(value)).not.toContain(DEVICE);
  });
});

const ACCOUNT_CALLS: readonly CallName[] = [
  'betRecords',
  'profitLoss',
  'bonusRecords',
  'memberTransactions',
  'accountHistoryCsv',
  'inbox',
  'readMessages',
  'deleteMessages',
  'unreadCount',
  'feedback',
  'memberIcon',
  'updateMemberIcon',
  'updateNickname',
  'loginDevices',
  'rgSettings',
  'setRgLimit',
  'confirmRgLimit',
  'setRealityCheck',
  'realityCheck',
  // Fuzzed passwords never match the member's, so these refuse without closing the account.
  'takeTimeOut',
  'selfExclude',
];

const fuzzBody = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'period',
      'startDate',
      'endDate',
      'category',
      'status',
      'pageNo',
      'pageSize',
      'filter',
      'messageIds',
      'questionType',
      'content',
      'icon',
      'nickname',
      'kind',
      'amount',
      'minutes',
      'transType',
      'months',
      'password',
      'confirmed',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('custom', 'today', 'RNG', '2026-02-30', '0', '-1', '99999999999', 'lossDay'),
      fc.constantFrom('24h', '7d', '6w', 6, 60, true),
      fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
    ),
    { maxKeys: 6 },
  ),
  fc.anything({ maxDepth: 2 }),
);

describe('fuzzed member-centre requests', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const balanceBefore = (await get('balance', {})).value.sumBalance;
    await fuzzMemberCalls(
      server.app,
      ACCOUNT_CALLS,
      fuzzBody,
      { token, remoteAddress: '10.11.0.1' },
      { numRuns: 15 },
    );
    expect((await get('balance', {})).value.sumBalance).toBe(balanceBefore);
  }, 120_000);
});
