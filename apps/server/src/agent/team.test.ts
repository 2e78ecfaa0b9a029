import { randomUUID } from 'node:crypto';
import type { CallName, TeamBetPage } from '@portal/contract';
import { agentTeamCalls, DEFAULT_TRIAL_TYPES } from '@portal/contract';
import fc from 'fast-check';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fuzzedBody, fuzzMemberCalls } from '../../test/fuzz.ts';
import {
  BETA,
  callApi,
  fixtureBrandsWith,
  ledgerRows,
  merchantIdOf,
  signedInToken,
  solvedChallenge,
} from '../../test/harness.ts';
import { alphaGame, fundedMembers } from '../../test/lotteryHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { betPageQuery, betRecordsAfter } from '../account/records.ts';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { turnoverOf } from '../cashier/turnover.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { moneyOf } from '../ledger/money.ts';
import { placeOrders } from '../lottery/orders.ts';
import { freezeScopes, liftScopes } from '../member/freezes.ts';
import { teamBetReaders, teamBettors } from './teamReports.ts';
import { isInTeam } from './tree.ts';

/*
 * The agent centre's team calls against the seeded demo team of ALPHA (seed/demoAccounts.ts):
 * agent (1950) over subagent (1900) and teamplayer (1900); subagent over subplayer (1850).
 * `demo` is a member outside every team; `trial` a trial account.
 */
// ALPHA's transfer limits made small, so the day's limit is reached with the demo balances.
const server = useTestServer(
  async () => ({
    brandsDir: await fixtureBrandsWith('agent-team-', (brand) => {
      brand.agentTransfer = { min: 1, max: 100, dailyMax: 150 };
    }),
  }),
  { db: 2 },
);

const token = (username: string, password: string, merchant?: string) =>
  signedInToken(server.app, username, password, merchant);
const agentToken = (merchant?: string) => token('agent', 'Agent@2026', merchant);
const idOf = async (username: string, merchant?: string) =>
  (
    await server.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', await merchantIdOf(server.db, merchant))
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

describe('the agent centre gate', () => {
  it('refuses a non-agent with agent.required and a trial account with trial.forbidden', async () => {
    const period = { from: '2026-01-01', to: '2026-01-02' };
    const member = await callApi(server.app, 'agentTeamOverview', period, {
      token: await token('demo', 'Demo@2026'),
    });
    expect([member.response.statusCode, member.code]).toEqual([403, 'agent.required']);
    const trial = await callApi(
      server.app,
      'agentLinks',
      {},
      {
        token: await token('trial', 'Trial@2026'),
      },
    );
    expect([trial.response.statusCode, trial.code]).toEqual([403, 'trial.forbidden']);
  });

  it('holds on every agent-only call: a member gets agent.required, a trial account trial.forbidden', async () => {
    const days = { from: '2026-01-01', to: '2026-01-02' };
    // Each call with a body its schema takes, so the gate, not the validation, answers.
    const asked: [CallName, object][] = [
      ['agentLinks', {}],
      ['agentLinkCreate', { type: 0, series: 1800 }],
      ['agentLinkDelete', { linkId: 1 }],
      [
        'agentRegisterDownline',
        { username: 'gate01', password: 'Gate@2026x', type: 0, series: 1800 },
      ],
      ['agentTeamOverview', days],
      ['agentTeamMembers', {}],
      ['agentUserLoss', days],
      ['agentTeamBets', { memberId: 1 }],
      ['agentIncome', days],
    ];
    const member = await token('demo', 'Demo@2026');
    const trial = await token('trial', 'Trial@2026');
    const answers = [];
    for (const [name, input] of asked) {
      const asMember = await callApi(server.app, name, input as never, { token: member });
      const asTrial = await callApi(server.app, name, input as never, { token: trial });
      answers.push([name, asMember.response.statusCode, asMember.code, asTrial.code]);
    }
    expect(answers).toEqual(
      asked.map(([name]) => [name, 403, 'agent.required', 'trial.forbidden']),
    );
  });
});

describe('team management', () => {
  it('lists direct downlines with their team size and drills down one level', async () => {
    const agent = await agentToken();
    const top = await callApi(server.app, 'agentTeamMembers', {}, { token: agent });
    const rows = top.value.content.map((r) => [r.username, r.series, r.teamSize]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['subagent', 1900, 2],
        ['teamplayer', 1900, 1],
      ]),
    );
    expect(rows.map((r) => r[0])).not.toContain('subplayer');
    const down = await callApi(
      server.app,
      'agentTeamMembers',
      { parentId: await idOf('subagent') },
      { token: agent },
    );
    expect(down.value.content.map((r) => r.username)).toEqual(['subplayer']);
    const found = await callApi(
      server.app,
      'agentTeamMembers',
      { search: 'team' },
      { token: agent },
    );
    expect(found.value.content.map((r) => r.username)).toEqual(['teamplayer']);
  });

  it('shows each downline type, prize group and contract states (offered, active, ending)', async () => {
    const merchantId = await merchantIdOf(server.db);
    const [agentId, subagentId] = [await idOf('agent'), await idOf('subagent')];
    const contract = async (type: string, status: string, period: string | null = null) =>
      (
        await sql<{ id: number }>`
          INSERT INTO agent_contracts (merchant_id, contract_type, upline_id, downline_id,
            period, status, in_force_from)
          VALUES (${merchantId}, ${type}, ${agentId}, ${subagentId}, ${period}, ${status},
            ${status === 'active' ? new Date() : null})
          RETURNING id`.execute(server.db)
      ).rows[0]?.id as number;
    const rowOf = async () =>
      (
        await callApi(server.app, 'agentTeamMembers', {}, { token: await agentToken() })
      ).value.content.find((r) => r.username === 'subagent');
    expect(await rowOf()).toMatchObject({ type: 1, series: 1900, contracts: [] });
    const daily = await contract('dailySalary', 'active');
    await contract('dividend', 'pending', 'monthly');
    await contract('hourlySalary', 'rejected');
    try {
      expect((await rowOf())?.contracts).toEqual([
        { type: 'dividend', state: 'offered' },
        { type: 'dailySalary', state: 'active' },
      ]);
      await sql`INSERT INTO agent_contract_requests (merchant_id, contract_id, kind, asked_by,
        answered_by, status) VALUES (${merchantId}, ${daily}, 'terminate', ${agentId},
        ${subagentId}, 'open')`.execute(server.db);
      expect((await rowOf())?.contracts).toEqual([
        { type: 'dividend', state: 'offered' },
        { type: 'dailySalary', state: 'ending' },
      ]);
    } finally {
      await sql`DELETE FROM agent_contracts WHERE downline_id = ${subagentId}
        AND upline_id = ${agentId}`.execute(server.db);
    }
  });

  it('answers not.found for a member outside the caller team, and for the upline', async () => {
    const outside = await callApi(
      server.app,
      'agentTeamMembers',
      { parentId: await idOf('demo') },
      { token: await agentToken() },
    );
    expect([outside.response.statusCode, outside.code]).toEqual([404, 'not.found']);
    const upward = await callApi(
      server.app,
      'agentUserLoss',
      { from: '2026-01-01', to: '2026-01-01', parentId: await idOf('agent') },
      { token: await token('subagent', 'Agent@2026') },
    );
    expect([upward.response.statusCode, upward.code]).toEqual([404, 'not.found']);
  });
});

describe('team betting', () => {
  it("lists the team's bets at every level or one down, keyset paged, never a bet outside the team", async () => {
    const { merchantId, game } = await alphaGame(server.db);
    // deep under subagent (two levels below agent), near directly under agent, away in no team.
    const [deep, near, away] = await fundedMembers(server.db, merchantId, 'tbet', 3, () => 500_00n);
    if (!deep || !near || !away) throw new Error('members missing');
    await sql`UPDATE members SET upline_id = ${await idOf('subagent')} WHERE id = ${deep.id}`.execute(
      server.db,
    );
    await sql`UPDATE members SET upline_id = ${await idOf('agent')} WHERE id = ${near.id}`.execute(
      server.db,
    );
    const bet = (memberId: number, at: string) =>
      placeOrders(server.db, {
        merchantId,
        memberId,
        trialTypes: DEFAULT_TRIAL_TYPES,
        currency: 'CNY',
        game,
        numero: '20261121-0700',
        mode: 'LOTT',
        bets: [{ play: 'K3.sum', selection: [[10, 11]], unit: 1, multiplier: 1 }],
        now: new Date(at),
      });
    await bet(deep.id, '2026-11-21T11:39:00.000Z');
    await bet(near.id, '2026-11-21T11:39:10.000Z');
    await bet(away.id, '2026-11-21T11:39:20.000Z');
    await bet(deep.id, '2026-11-21T11:39:30.000Z');

    const agent = await agentToken();
    const range = { period: 'custom', startDate: '2026-11-21', endDate: '2026-11-21' } as const;
    const teamBets = async (input: Record<string, unknown>, as = agent) => {
      const answer = await callApi(
        server.app,
        'agentTeamBets',
        { ...range, ...input },
        { token: as },
      );
      return answer;
    };
    const who = (answer: Awaited<ReturnType<typeof teamBets>>) =>
      (answer.value as TeamBetPage).content.map((b) => [b.username, b.betAt]);
    // Every level, newest first, with whose bet it is; `away` is in no team.
    expect(who(await teamBets({}))).toEqual([
      ['tbet000', '2026-11-21T11:39:30.000Z'],
      ['tbet001', '2026-11-21T11:39:10.000Z'],
      ['tbet000', '2026-11-21T11:39:00.000Z'],
    ]);
    expect(who(await teamBets({ levels: 'direct' }))).toEqual([
      ['tbet001', '2026-11-21T11:39:10.000Z'],
    ]);
    expect(who(await teamBets({ memberId: deep.id }))).toHaveLength(2);
    // Keyset pages: each bet once, then no cursor.
    const seen: unknown[] = [];
    let cursor: string | undefined;
    for (let pageNo = 0; pageNo < 5; pageNo++) {
      const answer = await teamBets({ pageSize: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...who(answer));
      const next = (answer.value as TeamBetPage).nextCursor;
      if (next === null) break;
      cursor = next;
    }
    expect(seen).toEqual(who(await teamBets({})));
    // A wide team's page walks the brand's bets instead of each bettor's: the same rows.
    const agentId = await idOf('agent');
    const day = {
      from: new Date('2026-11-21T00:00:00.000Z'),
      to: new Date('2026-11-22T00:00:00.000Z'),
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    };
    for (const levels of ['all', 'direct'] as const) {
      const read = (walkBrand?: number) =>
        betRecordsAfter(
          server.db,
          teamBettors(agentId, { levels }),
          day,
          { pageSize: 20 },
          'CNY',
          walkBrand,
        );
      const walked = await read(merchantId);
      expect(walked.content.length).toBeGreaterThan(0);
      expect(walked).toEqual(await read());
    }
    // The demo team is small: the call names its bettors, the same rows again.
    for (const levels of ['all', 'direct'] as const) {
      const small = await teamBetReaders(server.db, agentId, { levels });
      expect(small.wide).toBe(false);
      expect(await betRecordsAfter(server.db, small.who, day, { pageSize: 20 }, 'CNY')).toEqual(
        await betRecordsAfter(
          server.db,
          teamBettors(agentId, { levels }),
          day,
          { pageSize: 20 },
          'CNY',
        ),
      );
    }
    // The sub-agent's team is its own: deep only.
    const sub = await token('subagent', 'Agent@2026');
    expect(who(await teamBets({}, sub)).map(([name]) => name)).toEqual(['tbet000', 'tbet000']);
    // A member outside the team, or above it, answers as not found; a forged cursor is refused.
    for (const memberId of [away.id, near.id]) {
      const outside = await teamBets({ memberId }, sub);
      expect([outside.response.statusCode, outside.code]).toEqual([404, 'not.found']);
    }
    const forged = await teamBets({ cursor: 'x' });
    expect([forged.response.statusCode, forged.code]).toEqual([400, 'request_param_err']);
    // The team reports below count the seeded team: these two leave it again.
    await sql`UPDATE members SET upline_id = NULL WHERE id IN (${deep.id}, ${near.id})`.execute(
      server.db,
    );
  });
  // Ours (the specs give no plan): a team's page is read by each bettor's placing range on
  // the bets' own member-and-placed indexes (migrations 0051, 0053), a wide team's by the brand's
  // bets newest first, never by scanning every bet of the brand; scans are priced out so the
  // small test tables cannot hide a missing index.
  it('reads a team page by index: each bettor placing range, or the brand bets newest first', async () => {
    const agent = await idOf('agent');
    const range = {
      from: new Date('2026-11-21T00:00:00.000Z'),
      to: new Date('2026-11-22T00:00:00.000Z'),
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    };
    const planOf = (who: Parameters<typeof betPageQuery>[1], walkBrand?: number) =>
      server.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const query = betPageQuery(trx, who, range, { pageSize: 20 }, walkBrand).compile();
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
        );
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    for (const who of [
      teamBettors(agent, { levels: 'all' }),
      teamBettors(agent, { levels: 'direct' }),
      teamBettors(agent, { memberId: await idOf('subplayer'), levels: 'all' }),
      (await teamBetReaders(server.db, agent, { levels: 'all' })).who,
    ]) {
      const plan = await planOf(who);
      expect(plan).toContain('vendor_rounds_member_placed');
      expect(plan).toContain('lottery_orders_member_placed');
      expect(plan).not.toMatch(/Seq Scan on (vendor_rounds|lottery_orders)/);
    }
    // A wide team: the brand's bets newest first, by the brand-and-placed indexes.
    const walked = await planOf(
      teamBettors(agent, { levels: 'all' }),
      await merchantIdOf(server.db),
    );
    expect(walked).toMatch(/Index Scan Backward using vendor_rounds_placed/);
    expect(walked).toMatch(/Index Scan Backward using lottery_orders_placed/);
  });
});

describe('team reports', () => {
  it('counts a depositor once a day and once over the period, whatever it deposited or played', async () => {
    const merchantId = await merchantIdOf(server.db);
    const at =
      (iso: string, change: { deposits?: bigint; validBet?: bigint }) => async (username: string) =>
        addFigures(server.db, {
          merchantId,
          memberId: await idOf(username),
          currency: 'CNY',
          category: change.deposits === undefined ? 'LOTT' : NO_GAME,
          at: new Date(iso),
          ...(change.deposits === undefined ? {} : { deposits: change.deposits, depositCount: 1 }),
          ...(change.validBet === undefined ? {} : { validBet: change.validBet }),
        });
    // Two deposits and a bet on one day, a deposit the next: one depositor each day, one in all.
    await at('2026-04-10T03:00:00Z', { deposits: 10_00n })('subplayer');
    await at('2026-04-10T05:00:00Z', { deposits: 20_00n })('subplayer');
    await at('2026-04-10T06:00:00Z', { validBet: 5_00n })('subplayer');
    await at('2026-04-11T06:00:00Z', { deposits: 30_00n })('subplayer');
    await at('2026-04-11T07:00:00Z', { deposits: 40_00n })('teamplayer');
    await at('2026-04-11T07:00:00Z', { deposits: 99_00n })('demo');
    const overview = await callApi(
      server.app,
      'agentTeamOverview',
      { from: '2026-04-10', to: '2026-04-11' },
      { token: await agentToken() },
    );
    expect(overview.value.days.map((d) => [d.day, d.deposits, d.depositors])).toEqual([
      ['2026-04-10', '30.00', 1],
      ['2026-04-11', '70.00', 2],
    ]);
    expect([overview.value.deposits, overview.value.depositors]).toEqual(['100.00', 2]);
  });

  it('sums the team figures of the period per day and per downline, outsiders left out', async () => {
    const merchantId = await merchantIdOf(server.db);
    const day = new Date('2026-03-10T06:00:00Z');
    const figure = async (username: string, validBet: bigint, prizes: bigint) =>
      addFigures(server.db, {
        merchantId,
        memberId: await idOf(username),
        currency: 'CNY',
        category: 'LOTT',
        at: day,
        validBet,
        stake: validBet,
        prizes,
      });
    await figure('subplayer', 100_00n, 30_00n);
    await figure('teamplayer', 50_00n, 0n);
    await figure('demo', 999_00n, 0n);
    const agent = await agentToken();
    const overview = await callApi(
      server.app,
      'agentTeamOverview',
      { from: '2026-03-09', to: '2026-03-11' },
      { token: agent },
    );
    expect(overview.value.validBet).toBe('150.00');
    expect(overview.value.prizes).toBe('30.00');
    expect(overview.value.profitLoss).toBe('-120.00');
    expect(overview.value.teamSize).toBe(4);
    // The team's main wallets now, the agent's own included, `demo`'s not.
    let wallets = 0n;
    for (const name of ['agent', 'subagent', 'teamplayer', 'subplayer']) {
      wallets += await memberWalletBalance(server.db, merchantId, await idOf(name), 'CNY');
    }
    expect(wallets).toBeGreaterThan(0n);
    expect(overview.value.teamBalance).toBe(moneyOf(wallets, 'CNY'));
    expect(overview.value.days.map((d) => [d.day, d.validBet])).toEqual([
      ['2026-03-09', '0.00'],
      ['2026-03-10', '150.00'],
      ['2026-03-11', '0.00'],
    ]);
    const loss = await callApi(
      server.app,
      'agentUserLoss',
      { from: '2026-03-10', to: '2026-03-10' },
      { token: agent },
    );
    expect(
      Object.fromEntries(loss.value.content.map((r) => [r.username, [r.validBet, r.profitLoss]])),
    ).toEqual({ subagent: ['100.00', '-70.00'], teamplayer: ['50.00', '-50.00'] });
  });

  it("counts new members on the brand day they joined, the period's ends included", async () => {
    const merchantId = await merchantIdOf(server.db);
    const join = async (username: string, upline: string, createdAt: string) =>
      server.db
        .insertInto('members')
        .values({
          merchant_id: merchantId,
          username,
          password_hash: 'x',
          type: 0,
          upline_id: await idOf(upline),
          created_at: new Date(createdAt),
        })
        .execute();
    await join('joinedbefore', 'subagent', '2026-05-09T23:59:59.999Z');
    await join('joinedfirst', 'subagent', '2026-05-10T00:00:00.000Z');
    await join('joinedlate', 'subplayer', '2026-05-10T23:59:59.999Z');
    await join('joinednext', 'teamplayer', '2026-05-11T00:00:00.000Z');
    await join('joinedelsewhere', 'demo', '2026-05-10T12:00:00.000Z');
    await join('joinedafter', 'subagent', '2026-05-12T00:00:00.000Z');
    const overview = await callApi(
      server.app,
      'agentTeamOverview',
      { from: '2026-05-10', to: '2026-05-11' },
      { token: await agentToken() },
    );
    expect(overview.value.days.map((d) => [d.day, d.newMembers])).toEqual([
      ['2026-05-10', 2],
      ['2026-05-11', 1],
    ]);
    expect(overview.value.newMembers).toBe(3);
  });

  it('refuses a reversed, too long or impossible period', async () => {
    const agent = await agentToken();
    for (const period of [
      { from: '2026-03-10', to: '2026-03-09' },
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2026-02-30', to: '2026-03-01' },
    ]) {
      const answer = await callApi(server.app, 'agentTeamOverview', period, { token: agent });
      expect([answer.response.statusCode, answer.code]).toEqual([400, 'request_param_err']);
    }
  });
});

describe('affiliate links and downline registration', () => {
  // BETA: its registration asks no mobile number.
  const register = async (username: string, affiliateCode: string) =>
    (
      await callApi(
        server.app,
        'register',
        {
          username,
          password: 'Secret@123',
          confirmPassword: 'Secret@123',
          registerMethod: 'WEB',
          termsAccepted: true,
          affiliateCode,
          ...(await solvedChallenge(server.app, BETA)),
        },
        { merchant: BETA, remoteAddress: '10.24.0.1' },
      )
    ).response;

  it('lands a registration under the link agent with its type and series, until deleted', async () => {
    const agent = await agentToken(BETA);
    const beta = { token: agent, merchant: BETA };
    const tooHigh = await callApi(server.app, 'agentLinkCreate', { type: 1, series: 1960 }, beta);
    expect(tooHigh.code).toBe('agent.series.too.high');
    const trialType = await callApi(server.app, 'agentLinkCreate', { type: 4, series: 1800 }, beta);
    expect(trialType.code).toBe('agent.type.invalid');
    const link = (await callApi(server.app, 'agentLinkCreate', { type: 1, series: 1920 }, beta))
      .value;
    const registered = await register('linkagent1', link.code.toLowerCase());
    expect(registered.statusCode, registered.body).toBe(200);
    const joined = await server.db
      .selectFrom('members')
      .select(['id', 'type', 'series', 'upline_id'])
      .where('username', '=', 'linkagent1')
      .executeTakeFirstOrThrow();
    expect(joined).toMatchObject({ type: 1, series: 1920, upline_id: await idOf('agent', BETA) });
    expect(await isInTeam(server.db, await idOf('agent', BETA), joined.id)).toBe(true);
    const listed = await callApi(server.app, 'agentLinks', {}, beta);
    expect(listed.value.links.find((l) => l.linkId === link.linkId)?.registrations).toBe(1);

    // Another agent cannot delete it; its owner can, and the code then registers no one.
    const other = await callApi(
      server.app,
      'agentLinkDelete',
      { linkId: link.linkId },
      {
        token: await token('subagent', 'Agent@2026', BETA),
        merchant: BETA,
      },
    );
    expect(other.code).toBe('not.found');
    await callApi(server.app, 'agentLinkDelete', { linkId: link.linkId }, beta);
    const refused = await register('linkagent2', link.code);
    expect(refused.json<{ code: string }>().code).toBe('invitation_code_error');
    const after = await callApi(server.app, 'agentLinks', {}, beta);
    expect(after.value.links.map((l) => l.linkId)).not.toContain(link.linkId);
  });

  it('registers a downline from the agent centre, never above the agent series', async () => {
    const sub = await token('subagent', 'Agent@2026');
    const tooHigh = await callApi(
      server.app,
      'agentRegisterDownline',
      { username: 'subdown1', password: 'Secret@123', type: 0, series: 1910 },
      { token: sub },
    );
    expect(tooHigh.code).toBe('agent.series.too.high');
    const made = await callApi(
      server.app,
      'agentRegisterDownline',
      { username: 'subdown1', password: 'Secret@123', type: 0, series: 1880 },
      { token: sub },
    );
    expect(made.value.username).toBe('subdown1');
    expect(await isInTeam(server.db, await idOf('agent'), made.value.memberId)).toBe(true);
    const again = await callApi(
      server.app,
      'agentRegisterDownline',
      { username: 'subdown1', password: 'Secret@123', type: 0, series: 1880 },
      { token: sub },
    );
    expect(again.code).toBe('register.username.taken');
    // The new member signs in with the password its agent gave.
    expect(await token('subdown1', 'Secret@123')).toMatch(/\S/);
  });

  it('takes no new member into a team frozen by scope team, by the agent centre or a link', async () => {
    const agent = await agentToken(BETA);
    const beta = { token: agent, merchant: BETA };
    const link = (await callApi(server.app, 'agentLinkCreate', { type: 0, series: 1800 }, beta))
      .value;
    const agentId = await idOf('agent', BETA);
    await freezeScopes(server.db, {
      merchantId: await merchantIdOf(server.db, BETA),
      memberId: agentId,
      scopes: ['team'],
      source: 'staff',
      reason: 'review',
      at: new Date(),
    });
    try {
      const made = await callApi(
        server.app,
        'agentRegisterDownline',
        { username: 'frozendown1', password: 'Secret@123', type: 0, series: 1800 },
        beta,
      );
      expect([made.response.statusCode, made.code]).toEqual([403, 'member.frozen']);
      const refused = await register('frozenlink1', link.code);
      expect(refused.json<{ code: string }>().code).toBe('invitation_code_error');
      const members = await server.db
        .selectFrom('members')
        .select('id')
        .where('username', 'in', ['frozendown1', 'frozenlink1'])
        .execute();
      expect(members).toEqual([]);
      // Only the team stops: the agent's own money is not frozen.
      expect((await callApi(server.app, 'agentLinks', {}, beta)).response.statusCode).toBe(200);
    } finally {
      await liftScopes(server.db, agentId, 'staff');
    }
    const registered = await register('frozenlink1', link.code);
    expect(registered.statusCode, registered.body).toBe(200);
  });
});

describe('transfers', () => {
  const currency = 'CNY';
  const balance = async (username: string) =>
    memberWalletBalance(server.db, await merchantIdOf(server.db), await idOf(username), currency);
  const setPassword = (tokenValue: string) =>
    callApi(server.app, 'paymentPasswordSet', { password: '246810' }, { token: tokenValue });
  const send = (tokenValue: string, to: number, amount: string, extra: object = {}) =>
    callApi(
      server.app,
      'agentTransfer',
      { toMemberId: to, amount, paymentPassword: '246810', clientId: randomUUID(), ...extra },
      { token: tokenValue },
    );

  it('moves money once per client key, adds the receiver turnover, and refuses what it must', async () => {
    const agent = await agentToken();
    await setPassword(agent);
    const subplayer = await idOf('subplayer');
    const before = [await balance('agent'), await balance('subplayer')];
    const clientId = randomUUID();
    const first = await send(agent, subplayer, '12.50', { clientId });
    expect(first.value.amount).toBe('12.50');
    const repeat = await send(agent, subplayer, '12.50', { clientId });
    expect(repeat.value.transferId).toBe(first.value.transferId);
    expect([await balance('agent'), await balance('subplayer')]).toEqual([
      (before[0] as bigint) - 12_50n,
      (before[1] as bigint) + 12_50n,
    ]);
    const turnover = await turnoverOf(
      server.db,
      await merchantIdOf(server.db),
      subplayer,
      currency,
    );
    expect(turnover.remaining).toBe(12_50n);

    const changed = await send(agent, subplayer, '13.00', { clientId });
    expect(changed.code).toBe('wallet.idempotency.conflict');
    const refusals = [
      await send(agent, await idOf('demo'), '1.00'),
      await send(agent, subplayer, '1.00', { paymentPassword: '999999' }),
      await send(agent, subplayer, '0.50'),
      await send(agent, subplayer, '100.01'),
      await send(agent, await idOf('agent'), '1.00'),
    ];
    expect(refusals.map((r) => r.code)).toEqual([
      'not.found',
      'payment.password.wrong',
      'agent.transfer.limit',
      'agent.transfer.limit',
      'not.found',
    ]);
    expect([await balance('agent'), await balance('subplayer')]).toEqual([
      (before[0] as bigint) - 12_50n,
      (before[1] as bigint) + 12_50n,
    ]);
  });

  it("refuses a transfer past the day's limit, counting the day's earlier ones", async () => {
    const agent = await agentToken();
    await setPassword(agent);
    const teamplayer = await idOf('teamplayer');
    // 12.50 went out in the test before: 12.50 + 100 + 37.50 = 150, the limit exactly.
    expect((await send(agent, teamplayer, '100.00')).code).toBeUndefined();
    expect((await send(agent, teamplayer, '37.50')).code).toBeUndefined();
    const before = await balance('teamplayer');
    const over = await send(agent, teamplayer, '1.00');
    expect([over.response.statusCode, over.code]).toEqual([400, 'agent.transfer.limit']);
    expect(await balance('teamplayer')).toBe(before);
  });

  it('lets a member send to its direct upline only, and refuses a frozen sender', async () => {
    const player = await token('subplayer', 'Player@2026');
    await setPassword(player);
    const toAgent = await send(player, await idOf('agent'), '1.00');
    expect(toAgent.code).toBe('not.found');
    const toUpline = await send(player, await idOf('subagent'), '1.00');
    expect(toUpline.value.amount).toBe('1.00');

    await freezeScopes(server.db, {
      merchantId: await merchantIdOf(server.db),
      memberId: await idOf('subplayer'),
      scopes: ['transfers'],
      source: 'staff',
      at: new Date(),
    });
    const before = await balance('subplayer');
    const frozen = await send(player, await idOf('subagent'), '1.00');
    expect([frozen.response.statusCode, frozen.code]).toEqual([403, 'member.frozen']);
    expect(await balance('subplayer')).toBe(before);
  });
});

const FIELDS = [
  'parentId',
  'search',
  'from',
  'to',
  'type',
  'series',
  'linkId',
  'username',
  'password',
  'toMemberId',
  'amount',
  'paymentPassword',
  'clientId',
  'pageNo',
  'pageSize',
  'memberId',
  'period',
  'status',
] as const;
const fuzzBody = fuzzedBody(
  FIELDS,
  ['1', '0', '-1', '1961', '2026-02-30', '2026-03-10', '1.005', '99999999999'],
  { maxKeys: 5, more: [fc.array(fc.integer(), { maxLength: 2 })] },
);

describe('fuzzed team calls', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const agent = await agentToken();
    const ledger = () => ledgerRows(server.db, 'ledger_transactions');
    const before = await ledger();
    await fuzzMemberCalls(
      server.app,
      Object.keys(agentTeamCalls) as (keyof typeof agentTeamCalls)[],
      fuzzBody,
      { token: agent },
      { numRuns: 25, sealing: true },
    );
    expect(await ledger()).toBe(before);
  });
});
