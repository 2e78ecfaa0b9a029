import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, apiClient, signedInToken } from '../../../test/harness.ts';
import { useTestServer } from '../../../test/useTestServer.ts';
import { freezeScopes, liftScopes } from '../../member/freezes.ts';
import { hashPassword } from '../../session/passwords.ts';
import { type Merchant, MerchantDirectory } from '../../system/merchants.ts';
import { answerRequest, offerContract } from './contracts.ts';
import { rateToMillionths } from './tiers.ts';

/*
 * Who answers a contract request (issue 24): an offer always waits for the downline, a request
 * to end a contract for the side that did not ask, the upline included. The consolidated info
 * lists every request the member answers with the side that asked, and each contract says
 * which side answers its open request.
 */

// Sign-ins run on the real clock; the contract calls then run on a fixed time.
let realClock = true;
const now = new Date('2026-11-21T04:50:00.000Z');
const server = useTestServer({ clock: () => (realClock ? new Date() : now) }, { db: 2 });

const PASSWORD = 'Agent@2026';
let alpha: Merchant;
const ids = { top: 0, down: 0 };
const tokens = { top: '', down: '' };
const as = (who: keyof typeof tokens) => apiClient(server.app, { token: tokens[who] });
const tier = (rate: string) => ({ rate, activeMembers: 0, periodValidBet: '0.00' });

const inboxOf = async (memberId: number) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM inbox_messages WHERE member_id = ${memberId}`.execute(server.db)
    ).rows[0]?.n,
  );

/** The platform offers the top-level agent a flat contract; `accept` answers it at once. */
const platformGives = async (
  type: 'dailySalary' | 'hourlySalary',
  rate: string,
  accept: boolean,
) => {
  const { requestId } = await offerContract(server.db, {
    merchant: alpha,
    uplineId: null,
    downlineId: ids.top,
    type,
    period: null,
    tiers: [
      { rateMillionths: rateToMillionths(rate), activeMembers: 0, validBet: 0n, teamLoss: 0n },
    ],
    now,
  });
  if (accept) {
    await answerRequest(server.db, {
      merchant: alpha,
      memberId: ids.top,
      type,
      requestId,
      action: 'accept',
      confirmCancelDownlines: false,
      now,
    });
  }
  return requestId;
};

/** The top agent offers its downline a daily salary, which the downline accepts. */
const dailyInForce = async (rate: string) => {
  const offered = await as('top').call('createContract', {
    contractType: 'dailySalary',
    downlineId: ids.down,
    tiers: [tier(rate)],
  });
  const accepted = await as('down').call('processDailySalaryContract', {
    requestId: offered.value.requestId,
    action: 'accept',
    confirmCancelDownlines: false,
  });
  expect(accepted.value.status).toBe('accepted');
  const held = await as('down').call('contracts', {
    contractType: 'dailySalary',
    side: 'upline',
    pageNo: 1,
    pageSize: 20,
  });
  const contract = held.value.content.find((c) => c.status === 'accepted');
  if (!contract) throw new Error('no daily contract in force');
  return contract.contractId;
};

beforeAll(async () => {
  alpha = (await new MerchantDirectory(server.db).all()).find(
    (m) => m.merchantCode === ALPHA,
  ) as Merchant;
  ids.top = (
    await server.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', alpha.id)
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow()
  ).id;
  ids.down = (
    await server.db
      .insertInto('members')
      .values({
        merchant_id: alpha.id,
        username: 'askdownline',
        password_hash: await hashPassword(PASSWORD),
        type: 1,
        upline_id: ids.top,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  tokens.top = await signedInToken(server.app, 'agent', PASSWORD);
  tokens.down = await signedInToken(server.app, 'askdownline', PASSWORD);
  realClock = false;
  await platformGives('dailySalary', '2', true);
}, 120_000);

describe('contract requests, whoever answers them', () => {
  it("lists a downline's request to end a contract for the upline, next to an offer it must answer, and the upline answers it", async () => {
    const contractId = await dailyInForce('1');
    // An offer from the platform waits for the top agent, and its downline asks to end the
    // daily contract: both are the top agent's to answer, each with the side that asked.
    const offerId = await platformGives('hourlySalary', '1', false);
    const asked = await as('down').call('terminateContract', { contractId, reason: 'moving on' });
    const topInbox = await inboxOf(ids.top);

    const info = (await as('top').call('consolidatedContractInfo', {})).value;
    expect(info).toMatchObject({ dailysalreqtype: 'terminate', contracthoursalreq: 'create' });
    expect(
      info.requests.map((r) => [r.requestId, r.kind, r.from, r.contract.contractType]),
    ).toEqual([
      [offerId, 'create', 'upline', 'hourlySalary'],
      [asked.value.requestId, 'terminate', 'downline', 'dailySalary'],
    ]);
    expect(info.requests[1]?.contract).toMatchObject({
      contractId,
      downlineAccount: 'askdownline',
      answeredBy: 'upline',
      tiers: [{ rate: '1', activeMembers: 0 }],
    });
    // The one who asked has nothing to answer; its list says the upline answers.
    expect((await as('down').call('consolidatedContractInfo', {})).value.requests).toEqual([]);
    const given = await as('top').call('contracts', {
      contractType: 'dailySalary',
      side: 'downline',
      pageNo: 1,
      pageSize: 20,
    });
    expect(given.value.content.find((c) => c.contractId === contractId)).toMatchObject({
      pendingRequest: 'terminate',
      requestId: asked.value.requestId,
      answeredBy: 'upline',
    });

    // Only the side asked answers: the downline cannot accept its own request.
    const own = await as('down').call('processDailySalaryContract', {
      requestId: asked.value.requestId,
      action: 'accept',
      confirmCancelDownlines: false,
    });
    expect(own.code).toBe('not.found');
    const downInbox = await inboxOf(ids.down);
    const ended = await as('top').call('processDailySalaryContract', {
      requestId: asked.value.requestId,
      action: 'accept',
      confirmCancelDownlines: false,
    });
    expect(ended.value).toEqual({ status: 'terminated', cancelledDownlineIds: [] });
    expect(await inboxOf(ids.down)).toBe(downInbox + 1);
    expect(await inboxOf(ids.top)).toBe(topInbox);
    // The offer still waits, alone now.
    const after = (await as('top').call('consolidatedContractInfo', {})).value;
    expect(after.requests.map((r) => r.requestId)).toEqual([offerId]);
    expect(after).toMatchObject({ dailysalreqtype: null, contracthoursalreq: 'create' });
  });

  it("lists the upline's request to end a contract for the downline, which rejects it", async () => {
    const contractId = await dailyInForce('0.5');
    const asked = await as('top').call('terminateContract', { contractId });
    const info = (await as('down').call('consolidatedContractInfo', {})).value;
    expect(info.requests.map((r) => [r.requestId, r.kind, r.from])).toEqual([
      [asked.value.requestId, 'terminate', 'upline'],
    ]);
    expect(info.requests[0]?.contract.answeredBy).toBe('downline');
    // The upline's own request is not among those it answers.
    const top = (await as('top').call('consolidatedContractInfo', {})).value;
    expect(top.requests.some((r) => r.requestId === asked.value.requestId)).toBe(false);
    const rejected = await as('down').call('processDailySalaryContract', {
      requestId: asked.value.requestId,
      action: 'reject',
      confirmCancelDownlines: false,
    });
    expect(rejected.value.status).toBe('accepted');
    expect((await as('down').call('consolidatedContractInfo', {})).value.requests).toEqual([]);
  });

  it('withdraws an unanswered offer: the downline is told and has nothing left to answer', async () => {
    const held = await as('down').call('contracts', {
      contractType: 'dailySalary',
      side: 'upline',
      pageNo: 1,
      pageSize: 20,
    });
    const inForce = held.value.content.find((c) => c.status === 'accepted');
    if (inForce) {
      // Room for a new offer: the top agent asks to end the contract, the downline agrees.
      const asked = await as('top').call('terminateContract', { contractId: inForce.contractId });
      await as('down').call('processDailySalaryContract', {
        requestId: asked.value.requestId,
        action: 'accept',
        confirmCancelDownlines: false,
      });
    }
    const offered = await as('top').call('createContract', {
      contractType: 'dailySalary',
      downlineId: ids.down,
      tiers: [tier('0.8')],
    });
    const info = (await as('down').call('consolidatedContractInfo', {})).value;
    expect(info.requests.map((r) => [r.kind, r.from])).toEqual([['create', 'upline']]);
    const inbox = await inboxOf(ids.down);
    // Only the upline that offered withdraws it.
    const byDownline = await as('down').call('withdrawContractOffer', {
      requestId: offered.value.requestId,
    });
    expect(byDownline.code).toBe('not.found');
    const withdrawn = await as('top').call('withdrawContractOffer', {
      requestId: offered.value.requestId,
    });
    expect(withdrawn.value).toEqual({ requestId: offered.value.requestId, status: 'rejected' });
    expect(await inboxOf(ids.down)).toBe(inbox + 1);
    expect((await as('down').call('consolidatedContractInfo', {})).value.requests).toEqual([]);
    const again = await as('top').call('withdrawContractOffer', {
      requestId: offered.value.requestId,
    });
    expect(again.code).toBe('contract.request.closed');
  });

  it('refuses an offer from an upline frozen for an unpaid bill, and takes it once the freeze lifts', async () => {
    // The top agent's own hourly salary: the platform's offer the first test left, or a new one.
    const waiting = (await as('top').call('consolidatedContractInfo', {})).value.requests.find(
      (r) => r.contract.contractType === 'hourlySalary' && r.kind === 'create',
    );
    if (waiting) {
      const accepted = await as('top').call('processHourlySalaryContract', {
        requestId: waiting.requestId,
        action: 'accept',
        confirmCancelDownlines: false,
      });
      expect(accepted.value.status).toBe('accepted');
    } else {
      await platformGives('hourlySalary', '1', true);
    }
    const requests = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM agent_contract_requests
            WHERE merchant_id = ${alpha.id}`.execute(server.db)
        ).rows[0]?.n,
      );
    const offer = () =>
      as('top').call('createContract', {
        contractType: 'hourlySalary',
        downlineId: ids.down,
        tiers: [tier('0.5')],
      });
    // agent-rules "Unpaid": a frozen upline makes no new contracts (the bill's team scope).
    await freezeScopes(server.db, {
      merchantId: alpha.id,
      memberId: ids.top,
      scopes: ['team', 'withdrawals', 'transfers'],
      source: 'bill',
      at: now,
    });
    const before = await requests();
    const frozen = await offer();
    expect([frozen.response.statusCode, frozen.code]).toEqual([403, 'member.frozen']);
    expect(await requests()).toBe(before);
    await liftScopes(server.db, ids.top, 'bill');
    const offered = await offer();
    expect(offered.value.requestId).toBeGreaterThan(0);
    expect(await requests()).toBe(before + 1);
  });
});
