import type { AgentApplication, AgentTree, StaffCallInput } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, merchantIdOf, signedInToken, value } from '../../test/harness.ts';
import { memberIdOf } from '../../test/staffDesk.ts';
import {
  callStaff,
  codeOf,
  fuzzedFields,
  fuzzStaffCalls,
  type SignedIn,
  signInStaff,
} from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { MerchantDirectory } from '../system/merchants.ts';
import { applyDueMoves } from './moves.ts';
import { isInTeam, pathAbove } from './tree.ts';

/*
 * The console's agent desk (team part) on ALPHA's demo team: agent over subagent and
 * teamplayer, subagent over subplayer. ALPHA names no time zone: its brand days are UTC days.
 */
const now = new Date();
const server = useTestServer({ demoStaff: true, clock: () => now }, { db: 2 });
let risk: SignedIn;
let support: SignedIn;

beforeAll(async () => {
  risk = await signInStaff(server.app, 'risk', now);
  support = await signInStaff(server.app, 'support', now);
}, 180_000);

const idOf = async (username: string) =>
  memberIdOf(server.db, await merchantIdOf(server.db), username);

const tree = async (query: Omit<StaffCallInput<'agentTree'>, 'merchantCode'>) =>
  value<AgentTree>(
    (await callStaff(server.app, 'agentTree', { merchantCode: 'ALPHA', ...query }, { as: risk }))
      .response,
  );

const move = async (as: SignedIn, memberId: number, toUplineId: number | null) =>
  (
    await callStaff(
      server.app,
      'agentMove',
      { merchantCode: 'ALPHA', memberId, toUplineId, reason: 'asked by the brand' },
      { as },
    )
  ).response;

describe('the agent desk tree', () => {
  it("shows the brand's top level, and a member's uplines and direct downlines", async () => {
    const top = await tree({ pageSize: '100' });
    expect(top.member).toBeNull();
    const names = top.downlines.content.map((m) => m.username);
    expect(names).toEqual(expect.arrayContaining(['agent', 'demo']));
    expect(names).not.toContain('subagent');
    const sub = await tree({ username: 'subagent' });
    expect(sub.member).toMatchObject({ username: 'subagent', teamSize: 2, pendingMove: null });
    expect(sub.above.map((m) => m.username)).toEqual(['agent']);
    expect(sub.downlines.content.map((m) => m.username)).toEqual(['subplayer']);
  });

  it('moves a member and its team from the next brand day, audited, refusing cycles and series', async () => {
    const subplayer = await idOf('subplayer');
    const teamplayer = await idOf('teamplayer');
    expect((await move(support, subplayer, teamplayer)).statusCode).toBe(403);
    expect(codeOf(await move(risk, await idOf('agent'), subplayer))).toBe('agent.move.cycle');
    expect(codeOf(await move(risk, await idOf('subagent'), await idOf('demo')))).toBe(
      'agent.series.too.high',
    );

    const asked = await move(risk, subplayer, teamplayer);
    expect(asked.statusCode, asked.body).toBe(200);
    const nextDay = new Date(now);
    nextDay.setUTCHours(24, 0, 0, 0);
    expect(asked.json<{ value: { effectiveAt: string } }>().value.effectiveAt).toBe(
      nextDay.toISOString(),
    );
    const merchants = await new MerchantDirectory(server.db).all();
    // Nothing changes inside the open day.
    expect(await applyDueMoves(server.db, now, merchants)).toBe(0);
    expect(await isInTeam(server.db, await idOf('subagent'), subplayer)).toBe(true);
    expect((await tree({ username: 'subplayer' })).member?.pendingMove?.toUpline).toBe(
      'teamplayer',
    );

    expect(await applyDueMoves(server.db, nextDay, merchants)).toBe(1);
    expect(await applyDueMoves(server.db, nextDay, merchants)).toBe(0);
    expect((await pathAbove(server.db, subplayer)).map((a) => a.memberId)).toEqual([
      teamplayer,
      await idOf('agent'),
    ]);
    expect(await isInTeam(server.db, await idOf('subagent'), subplayer)).toBe(false);
    // The day the move waited for was summed for the team overview on the tree it was played on.
    const rolled = await sql<{ day: string }>`
      SELECT day::text AS day FROM agent_rollup_days
      WHERE merchant_id = ${await merchantIdOf(server.db)}`.execute(server.db);
    expect(rolled.rows.map((r) => r.day)).toContain(now.toISOString().slice(0, 10));

    const audit = await sql<{ action: string; after: { uplineId: number } }>`
      SELECT action, after FROM staff_audit WHERE action = 'agents.move'`.execute(server.db);
    expect(audit.rows).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ uplineId: teamplayer }) }),
    ]);
  });
});

describe('affiliate applications', () => {
  const queue = async () =>
    value<{ content: AgentApplication[] }>(
      (
        await callStaff(
          server.app,
          'agentApplications',
          { merchantCode: 'ALPHA', status: 'pending' },
          { as: support },
        )
      ).response,
    ).content;
  // Bodies the contract may refuse are sent as they are (hence the cast).
  const decide = async (body: object) =>
    (
      await callStaff(
        server.app,
        'agentApplicationDecide',
        body as StaffCallInput<'agentApplicationDecide'>,
        { as: support },
      )
    ).response;

  it('queues a visitor and a member, rejects with a reason, approves into an agent with an inbox message', async () => {
    const visitor = await callApi(server.app, 'agentApply', {
      name: 'Visitor Vu',
      contact: 'vu@example.com',
      note: 'I run a club',
    });
    const demo = await signedInToken(server.app, 'demo', 'Demo@2026');
    const member = await callApi(
      server.app,
      'agentApply',
      { name: 'Demo', contact: '+84 90 000 0000' },
      { token: demo },
    );
    const again = await callApi(
      server.app,
      'agentApply',
      { name: 'Demo', contact: '+84 90 000 0000' },
      { token: demo },
    );
    expect(again.code).toBe('agent.application.open');
    expect((await queue()).map((a) => [a.applicationId, a.username])).toEqual([
      [visitor.value.applicationId, null],
      [member.value.applicationId, 'demo'],
    ]);

    const noReason = await decide({
      applicationId: visitor.value.applicationId,
      decision: 'reject',
    });
    expect(codeOf(noReason)).toBe('request_param_err');
    const rejected = await decide({
      applicationId: visitor.value.applicationId,
      decision: 'reject',
      reason: 'no licence',
    });
    expect(value<AgentApplication>(rejected)).toMatchObject({
      status: 'rejected',
      reason: 'no licence',
    });

    const notAgentType = await decide({
      applicationId: member.value.applicationId,
      decision: 'approve',
      type: 0,
      series: 1900,
    });
    expect(codeOf(notAgentType)).toBe('agent.type.invalid');
    const approved = await decide({
      applicationId: member.value.applicationId,
      decision: 'approve',
      type: 1,
      series: 1900,
    });
    expect(value<AgentApplication>(approved).status).toBe('approved');
    expect(await queue()).toEqual([]);

    // The member is an agent now: the agent centre answers it.
    const links = await callApi(server.app, 'agentLinks', {}, { token: demo });
    expect(links.value.links).toEqual([]);
    const inbox = await sql<{ title: string }>`
      SELECT title FROM inbox_messages WHERE member_id = ${await idOf('demo')}`.execute(server.db);
    expect(inbox.rows.map((r) => r.title)).toContain('Your agent application is approved');
    // Both decisions are in the audit log, each naming its application (the refused
    // attempts above wrote nothing).
    const audit = await sql<{ action: string; target_id: string }>`
      SELECT action, target_id FROM staff_audit
      WHERE action IN ('agents.applicationApprove', 'agents.applicationReject')
      ORDER BY id`.execute(server.db);
    expect(audit.rows).toEqual([
      { action: 'agents.applicationReject', target_id: String(visitor.value.applicationId) },
      { action: 'agents.applicationApprove', target_id: String(member.value.applicationId) },
    ]);
  });
});

const FIELDS = [
  'merchantCode',
  'memberId',
  'username',
  'toUplineId',
  'reason',
  'status',
  'applicationId',
  'decision',
  'type',
  'series',
  'pageNo',
  'pageSize',
] as const;
const fuzzed = fuzzedFields(
  FIELDS,
  ['ALPHA', 'NOPE', '1', '0', '-1', '1961', '99999999999', 'approve', 'reject', 'pending'],
  { maxKeys: 5 },
);

describe('fuzzed agent desk calls', () => {
  it('answer a catalogue code, never a 5xx, and leave the tree as the uplines say', async () => {
    await fuzzStaffCalls(
      server.app,
      risk,
      ['agentTree', 'agentMove', 'agentApplications', 'agentApplicationDecide'],
      fuzzed,
      30,
    );
    // Whatever was moved or approved, the closure is still the uplines' (no row left behind).
    const stray = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM members m
      WHERE NOT EXISTS (SELECT 1 FROM agent_tree t WHERE t.ancestor_id = m.id AND t.descendant_id = m.id AND t.depth = 0)
         OR (m.upline_id IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM agent_tree t WHERE t.ancestor_id = m.upline_id AND t.descendant_id = m.id AND t.depth = 1))`.execute(
      server.db,
    );
    expect(stray.rows[0]?.n).toBe('0');
  });
});
