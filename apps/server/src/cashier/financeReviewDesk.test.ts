import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberCashier } from '../../test/cashierHarness.ts';
import { apiClient, login, tokenOf } from '../../test/harness.ts';
import {
  openMerchantStaffSession,
  openStaffSession,
  type SignedIn,
  staffClient,
} from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { cashierDb } from './cashierDb.ts';
import { applyPayoutEvent } from './withdrawals.ts';

/** The finance desk's review calls on the real database: risk signals, refusing a transfer. */

const server = useTestServer({ demoStaff: true }, { db: 2 });
let finance: SignedIn;
let support: SignedIn;
const cashier = memberCashier(server);
let agent = '';
let demo = '';
let playerId = 0;

const balance = async (token: string) =>
  (await apiClient(server.app, { token }).call('balance', {})).value.sumBalance;

const bankDeposit = async (token: string, amount: string, channelId = 'bank') =>
  (
    await apiClient(server.app, { token }).call('depositCreate', {
      channelId,
      amount,
      clientOrderId: `client-${randomUUID()}`,
    })
  ).value;

/** A member's deposit order as the member's cashier page reads it. */
const depositOf = async (token: string, orderNo: string) =>
  (await apiClient(server.app, { token }).call('depositOrder', { orderNo })).value;

const riskOf = (withdrawalId: number, as = finance) =>
  staffClient(server.app, as).call('financeWithdrawalRisk', { withdrawalId });

const refuse = (orderNo: string, reason: string, as = finance) =>
  staffClient(server.app, as).call('financeDepositRefuse', { orderNo, reason });

const markPaid = (
  withdrawalId: number,
  reason = 'Provider statement shows it paid',
  as = finance,
) => staffClient(server.app, as).call('financeWithdrawalMarkPaid', { withdrawalId, reason });

beforeAll(async () => {
  finance = await openStaffSession(server.app, server.db, 'finance', new Date());
  support = await openStaffSession(server.app, server.db, 'support', new Date());
  // The agent and the player sign in on one device; the demo member from the agent's address.
  agent = tokenOf(
    await login(
      server.app,
      { username: 'agent', password: 'Agent@2026', loginDeviceId: 'risk-shared-device' },
      { remoteAddress: '10.5.5.5' },
    ),
  );
  await login(
    server.app,
    { username: 'player', password: 'Player@2026', loginDeviceId: 'risk-shared-device' },
    { remoteAddress: '10.5.5.6' },
  );
  demo = tokenOf(
    await login(
      server.app,
      { username: 'demo', password: 'Demo@2026' },
      { remoteAddress: '10.5.5.5' },
    ),
  );
  playerId = (
    await server.db
      .selectFrom('members as m')
      .innerJoin('merchants as mc', 'mc.id', 'm.merchant_id')
      .select('m.id')
      .where('m.username', '=', 'player')
      .where('mc.merchant_code', '=', 'ALPHA')
      .executeTakeFirstOrThrow()
  ).id;
}, 180_000);

describe('a withdrawal’s risk signals', () => {
  it('show the turnover, recent deposits, and accounts on the same address or device', async () => {
    const card = (await cashier.bindCard(agent, 'Agent Risk', '6222000011113333')).value;
    expect((await cashier.setPin(agent, '246810')).code).toBeUndefined();
    // No deposit yet: nothing to turn over.
    const withdrawal = (await cashier.withdraw(agent, card.cardId, '100.00', '246810')).value;
    const first = (await riskOf(withdrawal.withdrawalId)).value;
    expect(first.withdrawalId).toBe(withdrawal.withdrawalId);
    expect(first.turnover).toMatchObject({ met: true, remaining: '0.00' });
    expect(first.recentDeposits).toEqual([]);
    expect(first.sameDevice).toEqual([
      {
        memberId: playerId,
        username: 'player',
        merchantCode: 'ALPHA',
        shared: 'risk-shared-device',
      },
    ]);
    expect(first.sameAddress.map((a) => a.username)).toContain('demo');
    expect(first.sameAddress.map((a) => a.username)).not.toContain('agent');

    // A bank transfer confirmed since: a recent deposit, and its turnover is not met yet.
    const order = await bankDeposit(agent, '500.00');
    const confirmed = await staffClient(server.app, finance).call('financeDepositConfirm', {
      orderNo: order.orderNo,
      amount: '500.00',
    });
    expect(confirmed.code).toBeUndefined();
    const second = (await riskOf(withdrawal.withdrawalId)).value;
    expect(second.turnover.met).toBe(false);
    expect(Number(second.turnover.remaining)).toBeGreaterThan(0);
    expect(second.recentDeposits).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, amount: '500.00', status: 'paid' }),
    ]);
  });

  it('are for finance only, and an unknown withdrawal is not found', async () => {
    const refused = await riskOf(1, support);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.code).toBe('staff.permission.denied');
    const missing = await riskOf(999_999);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.code).toBe('not.found');
  });
});

describe('marking a payout paid', () => {
  const paidMovements = async (withdrawalId: number) =>
    (
      await server.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `withdrawal:${withdrawalId}:paid`)
        .execute()
    ).length;

  it('posts what the callback would, once, audited with the reason; a late callback changes nothing', async () => {
    const desk = staffClient(server.app, finance);
    const [pending] = (await desk.call('financeWithdrawals', { status: 'pending' })).value.content;
    if (!pending) throw new Error('no pending withdrawal');
    // Not approved yet: nothing was sent, nothing can be marked paid.
    expect((await markPaid(pending.withdrawalId)).code).toBe('staff.finance.closed');
    const approved = await desk.call('financeWithdrawalApprove', {
      withdrawalId: pending.withdrawalId,
    });
    expect(approved.code).toBeUndefined();
    // The jobs are off here: the provider's callback never comes.
    const paid = (await markPaid(pending.withdrawalId)).value;
    expect(paid).toMatchObject({ status: 'paid', confirmation: 'awaiting' });
    expect(await paidMovements(pending.withdrawalId)).toBe(1);
    const toConfirm = (
      await apiClient(server.app, { token: agent }).call('unconfirmedWithdrawals', {})
    ).value.list;
    expect(toConfirm.map((w) => w.withdrawalId)).toContain(pending.withdrawalId);

    expect((await markPaid(pending.withdrawalId)).code).toBe('staff.finance.closed');
    const { provider_ref: providerRef } = await cashierDb(server.db)
      .selectFrom('withdrawals')
      .select('provider_ref')
      .where('id', '=', pending.withdrawalId)
      .executeTakeFirstOrThrow();
    const late = await applyPayoutEvent(
      server.db,
      'sandbox',
      {
        eventId: `late-${pending.withdrawalId}`,
        type: 'payout.paid',
        providerRef: providerRef ?? '',
        reference: String(pending.withdrawalId),
        amount: 10_000n,
        currency: 'CNY',
      },
      () => 60,
      new Date(),
    );
    expect(late).toBe('applied');
    expect(await paidMovements(pending.withdrawalId)).toBe(1);

    const [entry] = (await desk.call('auditLog', { action: 'withdrawal.markPaid' })).value.content;
    expect(entry).toMatchObject({
      targetId: String(pending.withdrawalId),
      before: { status: 'approved' },
      after: { status: 'paid', reason: 'Provider statement shows it paid' },
    });
  });
});

describe('refusing a manual bank transfer', () => {
  it('fails the order with a reason, moves nothing, audited; it cannot be confirmed after', async () => {
    const before = await balance(demo);
    const order = await bankDeposit(demo, '300.00');
    const refused = (await refuse(order.orderNo, 'No transfer arrived')).value;
    expect(refused).toMatchObject({ orderNo: order.orderNo, status: 'failed', paidAmount: null });
    expect(await balance(demo)).toBe(before);

    const memberView = await depositOf(demo, order.orderNo);
    expect(memberView.status).toBe('failed');

    const desk = staffClient(server.app, finance);
    const confirm = await desk.call('financeDepositConfirm', {
      orderNo: order.orderNo,
      amount: '300.00',
    });
    expect(confirm.code).toBe('staff.finance.closed');
    expect((await refuse(order.orderNo, 'again')).code).toBe('staff.finance.closed');
    expect(await balance(demo)).toBe(before);

    const [entry, ...more] = (await desk.call('auditLog', { action: 'deposit.refuse' })).value
      .content;
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      staffUsername: 'finance',
      targetType: 'deposit',
      targetId: order.orderNo,
      before: { status: 'pending' },
      after: { status: 'failed', reason: 'No transfer arrived' },
    });
  });

  it('refuses only pending bank transfers, and bad input changes nothing', async () => {
    const ewallet = await bankDeposit(demo, '100.00', 'sandbox');
    expect((await refuse(ewallet.orderNo, 'not a transfer')).code).toBe('staff.finance.closed');
    const order = await bankDeposit(demo, '200.00');
    const empty = await refuse(order.orderNo, '');
    expect(empty.response.statusCode).toBe(400);
    expect(empty.code).toBe('request_param_err');
    const unknown = await refuse('DNOSUCHORDER1', 'unknown');
    expect(unknown.response.statusCode).toBe(404);
    const still = await depositOf(demo, order.orderNo);
    expect(still.status).toBe('pending');
  });
});

describe("a merchant's own finance staff", () => {
  it("reach only their merchant's withdrawals and deposits", async () => {
    const betaFinance = await openMerchantStaffSession(server.app, server.db, {
      username: 'betafinance',
      displayName: 'Beta Finance',
      role: 'finance',
      merchantCode: 'BETA',
    });
    const alphaWithdrawal = await cashierDb(server.db)
      .selectFrom('withdrawals as w')
      .innerJoin('merchants as m', 'm.id', 'w.merchant_id')
      .select('w.id')
      .where('m.merchant_code', '=', 'ALPHA')
      .executeTakeFirstOrThrow();
    const order = await bankDeposit(demo, '150.00');

    expect((await riskOf(alphaWithdrawal.id, betaFinance)).response.statusCode).toBe(404);
    const refused = await refuse(order.orderNo, 'not ours', betaFinance);
    expect(refused.response.statusCode).toBe(404);
    const marked = await markPaid(alphaWithdrawal.id, 'not ours', betaFinance);
    expect(marked.response.statusCode).toBe(404);
    const still = await depositOf(demo, order.orderNo);
    expect(still.status).toBe('pending');
    const listed = (await staffClient(server.app, betaFinance).call('financeWithdrawals', {})).value
      .content;
    expect(listed.every((w) => w.merchantCode === 'BETA')).toBe(true);
  });
});
