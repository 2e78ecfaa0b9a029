import type { StaffCallInput, StaffCallName } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, apiClient, BETA, ledgerRows, signedInToken } from '../../../test/harness.ts';
import {
  callStaff,
  fuzzStaffPaths,
  type SignedIn,
  signInStaff,
  staffClient,
} from '../../../test/staffHarness.ts';
import { useTestServer } from '../../../test/useTestServer.ts';
import { hashPassword } from '../../session/passwords.ts';

// Sign-ins run on the real clock; the contract calls then run on a fixed time.
let realClock = true;
const now = new Date('2026-11-21T04:50:00.000Z');
const server = useTestServer(
  { demoStaff: true, clock: () => (realClock ? new Date() : now) },
  { db: 2 },
);

const PASSWORD = 'Agent@2026';
let risk: SignedIn;
let finance: SignedIn;
let content: SignedIn;
let agentToken = '';
let downlineToken = '';
let agentId = 0;
let downlineId = 0;

/** A call of the desk as risk (which holds agentPay.manage). */
const staff = <N extends StaffCallName>(name: N, input: StaffCallInput<N>) =>
  callStaff(server.app, name, input, { as: risk });
const agent = () => apiClient(server.app, { token: agentToken });

const offerDaily = async (rate = '2') =>
  (
    await staff('agentPayContractOffer', {
      merchantCode: ALPHA,
      agentId,
      contractType: 'dailySalary',
      tiers: [{ rate, activeMembers: 0, periodValidBet: '0.00' }],
    })
  ).value.requestId;

const platformContracts = async () =>
  (await staff('agentPayContracts', { merchantCode: ALPHA, contractType: 'dailySalary' })).value
    .content;

const audited = async (action: string) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM staff_audit WHERE action = ${action}`.execute(server.db)
    ).rows[0]?.n,
  );

beforeAll(async () => {
  const top = await server.db
    .selectFrom('members as m')
    .innerJoin('merchants as b', 'b.id', 'm.merchant_id')
    .select(['m.id', 'm.merchant_id'])
    .where('b.merchant_code', '=', ALPHA)
    .where('m.username', '=', 'agent')
    .executeTakeFirstOrThrow();
  agentId = top.id;
  // A downline agent of its own: the platform's contracts are with top-level agents only.
  downlineId = (
    await server.db
      .insertInto('members')
      .values({
        merchant_id: top.merchant_id,
        username: 'deskdownline',
        password_hash: await hashPassword(PASSWORD),
        type: 1,
        upline_id: agentId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  agentToken = await signedInToken(server.app, 'agent', PASSWORD);
  downlineToken = await signedInToken(server.app, 'deskdownline', PASSWORD);
  risk = await signInStaff(server.app, 'risk', new Date());
  finance = await signInStaff(server.app, 'finance', new Date());
  content = await signInStaff(server.app, 'content', new Date());
  realClock = false;
}, 180_000);

describe("the platform's contracts with top-level agents (console)", () => {
  it('lists an offer as pending, withdraws it once (audited), and the agent can no longer accept it', async () => {
    const requestId = await offerDaily();
    const [listed] = await platformContracts();
    expect(listed).toMatchObject({
      agentId,
      agentAccount: 'agent',
      state: 'pending',
      tiers: [{ rate: '2', activeMembers: 0 }],
      request: { requestId, kind: 'create', askedBy: 'platform' },
    });
    expect((await agent().call('consolidatedContractInfo', {})).value.dailysalreqtype).toBe(
      'create',
    );

    const withdrawn = await staff('agentPayContractWithdraw', {
      merchantCode: ALPHA,
      requestId,
    });
    expect(withdrawn.value).toEqual({ requestId, state: 'withdrawn' });
    expect((await platformContracts())[0]).toMatchObject({ state: 'withdrawn', request: null });
    expect((await agent().call('consolidatedContractInfo', {})).value.dailysalreqtype).toBeNull();
    const late = await agent().call('processDailySalaryContract', {
      requestId,
      action: 'accept',
    });
    expect(late.code).toBe('contract.request.closed');
    expect((await staff('agentPayContractWithdraw', { merchantCode: ALPHA, requestId })).code).toBe(
      'contract.request.closed',
    );
    // Another brand's desk does not reach it.
    expect((await staff('agentPayContractWithdraw', { merchantCode: BETA, requestId })).code).toBe(
      'not.found',
    );
    expect(await audited('agentPay.contractWithdraw')).toBe(1);
  });

  it("does not withdraw an agent's own offer to its downline", async () => {
    const own = await agent().call('createContract', {
      contractType: 'hourlySalary',
      downlineId,
      tiers: [{ rate: '0.5', activeMembers: 0, periodValidBet: '0.00' }],
    });
    // The agent holds no hourly contract, so it cannot offer one: the platform offers first.
    expect(own.code).toBe('contract.not.allowed');
    const hourly = await staff('agentPayContractOffer', {
      merchantCode: ALPHA,
      agentId,
      contractType: 'hourlySalary',
      tiers: [{ rate: '1', activeMembers: 0, periodValidBet: '0.00' }],
    });
    await agent().call('processHourlySalaryContract', {
      requestId: hourly.value.requestId,
      action: 'accept',
    });
    const toDownline = await agent().call('createContract', {
      contractType: 'hourlySalary',
      downlineId,
      tiers: [{ rate: '0.5', activeMembers: 0, periodValidBet: '0.00' }],
    });
    const refused = await staff('agentPayContractWithdraw', {
      merchantCode: ALPHA,
      requestId: toDownline.value.requestId,
    });
    expect(refused.code).toBe('not.found');
    // And the downline's contract is not the platform's: it is not listed.
    const hourlyList = await staff('agentPayContracts', {
      merchantCode: ALPHA,
      contractType: 'hourlySalary',
    });
    expect(hourlyList.value.content.map((c) => c.agentId)).toEqual([agentId]);
  });

  it("asks the agent to end a contract in force; the agent's acceptance ends it with the day", async () => {
    const requestId = await offerDaily();
    await agent().call('processDailySalaryContract', { requestId, action: 'accept' });
    const [active] = await platformContracts();
    expect(active).toMatchObject({ state: 'active', request: null, inForceUntil: null });
    const contractId = active?.contractId ?? 0;

    const asked = await staff('agentPayContractTerminate', {
      merchantCode: ALPHA,
      contractId,
      reason: 'new terms next month',
    });
    const termination = asked.value.requestId;
    expect((await platformContracts())[0]?.request).toMatchObject({
      requestId: termination,
      kind: 'terminate',
      askedBy: 'platform',
      reason: 'new terms next month',
    });
    expect((await agent().call('consolidatedContractInfo', {})).value.dailysalreqtype).toBe(
      'terminate',
    );
    // One open request per contract: staff cannot ask twice, nor answer their own request.
    expect(
      (
        await staff('agentPayContractTerminate', {
          merchantCode: ALPHA,
          contractId,
          reason: 'again',
        })
      ).code,
    ).toBe('contract.request.closed');
    expect(
      (
        await staff('agentPayContractAnswer', {
          merchantCode: ALPHA,
          requestId: termination,
          action: 'accept',
        })
      ).code,
    ).toBe('not.found');

    await agent().call('processDailySalaryContract', { requestId: termination, action: 'accept' });
    expect((await platformContracts())[0]).toMatchObject({
      state: 'terminated',
      request: null,
    });
    // "From the next period": in force to the end of the brand day it was accepted in.
    const until = Date.parse((await platformContracts())[0]?.inForceUntil ?? '');
    expect(until).toBeGreaterThan(now.getTime());
    expect(until - now.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await audited('agentPay.contractTerminate')).toBe(1);
  });

  it("answers the agent's request to end: rejected keeps it in force, accepted ends it (audited)", async () => {
    const requestId = await offerDaily('1.5');
    await agent().call('processDailySalaryContract', { requestId, action: 'accept' });
    const contractId = (await platformContracts())[0]?.contractId ?? 0;
    const ask = async () =>
      (await agent().call('terminateContract', { contractId, reason: 'going solo' })).value
        .requestId;

    const first = await ask();
    expect((await platformContracts())[0]?.request).toMatchObject({
      requestId: first,
      kind: 'terminate',
      askedBy: 'agent',
      reason: 'going solo',
    });
    const kept = await staff('agentPayContractAnswer', {
      merchantCode: ALPHA,
      requestId: first,
      action: 'reject',
    });
    expect(kept.value).toEqual({ state: 'active' });
    expect((await platformContracts())[0]).toMatchObject({ state: 'active', request: null });

    const second = await ask();
    // Finance reads the desk but does not change contracts; content does not see it at all.
    const byFinance = await staffClient(server.app, finance).call('agentPayContractAnswer', {
      merchantCode: ALPHA,
      requestId: second,
      action: 'accept',
    });
    expect(byFinance.response.statusCode).toBe(403);
    expect(
      (await staffClient(server.app, finance).call('agentPayContracts', { merchantCode: ALPHA }))
        .response.statusCode,
    ).toBe(200);
    expect(
      (await staffClient(server.app, content).call('agentPayContracts', { merchantCode: ALPHA }))
        .response.statusCode,
    ).toBe(403);

    const ended = await staff('agentPayContractAnswer', {
      merchantCode: ALPHA,
      requestId: second,
      action: 'accept',
    });
    expect(ended.value).toEqual({ state: 'terminated' });
    const [row] = await platformContracts();
    expect(row?.state).toBe('terminated');
    expect(Date.parse(row?.inForceUntil ?? '')).toBeGreaterThan(now.getTime());
    expect(
      (
        await staff('agentPayContractAnswer', {
          merchantCode: ALPHA,
          requestId: second,
          action: 'accept',
        })
      ).code,
    ).toBe('contract.request.closed');
    expect(await audited('agentPay.contractAnswer')).toBe(2);
  });

  it('answers fuzzed requests with a catalogue code, never a 5xx, and moves no money', async () => {
    const entries = () => ledgerRows(server.db);
    const before = await entries();
    const body = fc.oneof(
      fc.record(
        {
          merchantCode: fc.constantFrom(ALPHA, BETA, 'NOPE', ''),
          requestId: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.string()),
          contractId: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.string()),
          contractType: fc.constantFrom('dailySalary', 'dividend', 'x'),
          action: fc.constantFrom('accept', 'reject', 'x'),
          reason: fc.string(),
          pageNo: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.string()),
        },
        { requiredKeys: [] },
      ),
      fc.anything({ maxDepth: 2 }),
    );
    // Raw on purpose: fuzzed bodies of any shape, sent to each desk path as they are.
    const calls = [
      ['GET', '/staff/agent-pay/contracts'],
      ['POST', '/staff/agent-pay/contracts/withdraw'],
      ['POST', '/staff/agent-pay/contracts/terminate'],
      ['POST', '/staff/agent-pay/contracts/answer'],
    ] as const;
    await fuzzStaffPaths(server.app, risk, calls, body, 15);
    expect(await entries()).toBe(before);
  }, 120_000);
});

describe('contract inbox notices', () => {
  const member = (token: string) => apiClient(server.app, { token });
  /** The newest inbox message's notice: what the portal words in the member's language. */
  const lastNotice = async (token: string) =>
    (await member(token).call('inbox', { filter: 'all', pageNo: 1, pageSize: 1 })).value.content[0]
      ?.notice;

  it("leaves each request and answer in the other side's inbox as a notice, not as English text", async () => {
    const type = 'realTimeSalary' as const;
    const tiers = (rate: string) => [{ rate, activeMembers: 0, periodValidBet: '0.00' }];
    const fromPlatform = await staff('agentPayContractOffer', {
      merchantCode: ALPHA,
      agentId,
      contractType: type,
      tiers: [...tiers('1'), { rate: '1.25', activeMembers: 3, periodValidBet: '100.00' }],
    });
    const platformContract = (await staff('agentPayContracts', { merchantCode: ALPHA })).value
      .content[0];
    expect(await lastNotice(agentToken)).toEqual({
      kind: 'agentContractOffered',
      reference: String(platformContract?.contractId),
      contractType: type,
      rate: '1.25',
    });
    await member(agentToken).call('processRealTimeSalaryContract', {
      requestId: fromPlatform.value.requestId,
      action: 'accept',
    });

    const offerDown = async () =>
      (
        await member(agentToken).call('createContract', {
          contractType: type,
          downlineId,
          tiers: tiers('0.5'),
        })
      ).value.requestId;
    const answer = (requestId: number, action: 'accept' | 'reject', token = downlineToken) =>
      member(token).call('processRealTimeSalaryContract', { requestId, action });

    const first = await offerDown();
    expect(await lastNotice(downlineToken)).toMatchObject({
      kind: 'agentContractOffered',
      contractType: type,
      rate: '0.5',
    });
    await answer(first, 'reject');
    expect(await lastNotice(agentToken)).toMatchObject({
      kind: 'agentContractRejected',
      contractType: type,
    });

    const second = await offerDown();
    await member(agentToken).call('withdrawContractOffer', { requestId: second });
    expect(await lastNotice(downlineToken)).toMatchObject({
      kind: 'agentContractWithdrawn',
      contractType: type,
    });

    const third = await offerDown();
    await answer(third, 'accept');
    expect(await lastNotice(agentToken)).toMatchObject({
      kind: 'agentContractAccepted',
      contractType: type,
    });
    const contractId = (
      await member(downlineToken).call('contracts', {
        contractType: type,
        side: 'upline',
        pageNo: 1,
        pageSize: 5,
      })
    ).value.content[0]?.contractId as number;

    const ask = await member(agentToken).call('terminateContract', {
      contractId,
      reason: 'restructure',
    });
    expect(await lastNotice(downlineToken)).toEqual({
      kind: 'agentContractTerminateAsked',
      reference: String(contractId),
      contractType: type,
      reason: 'restructure',
    });
    await answer(ask.value.requestId, 'reject');
    expect(await lastNotice(agentToken)).toMatchObject({
      kind: 'agentContractEndRejected',
      contractType: type,
    });

    const back = await member(downlineToken).call('terminateContract', { contractId });
    expect(await lastNotice(agentToken)).toMatchObject({
      kind: 'agentContractTerminateAsked',
      reason: '',
    });
    await answer(back.value.requestId, 'accept', agentToken);
    expect(await lastNotice(downlineToken)).toMatchObject({
      kind: 'agentContractEndAccepted',
      reference: String(contractId),
    });
  });
});
