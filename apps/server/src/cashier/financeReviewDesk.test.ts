import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  calls,
  type DepositOrder,
  type StaffDeposit,
  type StaffWithdrawal,
  type Withdrawal,
  type WithdrawalRisk,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberCashier } from '../../test/cashierHarness.ts';
import { call, login, tokenOf, value } from '../../test/harness.ts';
import {
  codeOf,
  openMerchantStaffSession,
  openStaffSession,
  type SignedIn,
  staffCall,
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
  value<{ sumBalance: number }>(await call(server.app, 'GET', calls.balance.path, { token }))
    .sumBalance;

const bankDeposit = async (token: string, amount: string, channelId = 'bank') =>
  value<DepositOrder>(
    await call(server.app, 'POST', calls.depositCreate.path, {
      token,
      body: { channelId, amount, clientOrderId: `client-${randomUUID()}` },
    }),
  );

const riskOf = (withdrawalId: number, as = finance) =>
  staffCall(server.app, 'GET', `/staff/finance/withdrawals/${withdrawalId}/risk`, { as });

const refuse = (orderNo: string, reason: string) =>
  staffCall(server.app, 'POST', `/staff/finance/deposits/${orderNo}/refuse`, {
    as: finance,
    body: { reason },
  });

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
    const card = value<{ cardId: number }>(
      await cashier.bindCard(agent, 'Agent Risk', '6222000011113333'),
    );
    value(await cashier.setPin(agent, '246810'));
    // No deposit yet: nothing to turn over.
    const withdrawal = value<Withdrawal>(
      await cashier.withdraw(agent, card.cardId, '100.00', '246810'),
    );
    const first = value<WithdrawalRisk>(await riskOf(withdrawal.withdrawalId));
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
    value<StaffDeposit>(
      await staffCall(server.app, 'POST', `/staff/finance/deposits/${order.orderNo}/confirm`, {
        as: finance,
        body: { amount: '500.00' },
      }),
    );
    const second = value<WithdrawalRisk>(await riskOf(withdrawal.withdrawalId));
    expect(second.turnover.met).toBe(false);
    expect(Number(second.turnover.remaining)).toBeGreaterThan(0);
    expect(second.recentDeposits).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, amount: '500.00', status: 'paid' }),
    ]);
  });

  it('are for finance only, and an unknown withdrawal is not found', async () => {
    const refused = await riskOf(1, support);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('staff.permission.denied');
    const missing = await riskOf(999_999);
    expect(missing.statusCode).toBe(404);
    expect(codeOf(missing)).toBe('not.found');
  });
});

describe('marking a payout paid', () => {
  const markPaid = (withdrawalId: number, reason = 'Provider statement shows it paid') =>
    staffCall(server.app, 'POST', `/staff/finance/withdrawals/${withdrawalId}/mark-paid`, {
      as: finance,
      body: { reason },
    });
  const paidMovements = async (withdrawalId: number) =>
    (
      await server.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `withdrawal:${withdrawalId}:paid`)
        .execute()
    ).length;

  it('posts what the callback would, once, audited with the reason; a late callback changes nothing', async () => {
    const [pending] = value<{ content: StaffWithdrawal[] }>(
      await staffCall(server.app, 'GET', '/staff/finance/withdrawals', {
        as: finance,
        query: { status: 'pending' },
      }),
    ).content;
    if (!pending) throw new Error('no pending withdrawal');
    // Not approved yet: nothing was sent, nothing can be marked paid.
    expect(codeOf(await markPaid(pending.withdrawalId))).toBe('staff.finance.closed');
    value<StaffWithdrawal>(
      await staffCall(
        server.app,
        'POST',
        `/staff/finance/withdrawals/${pending.withdrawalId}/approve`,
        { as: finance, body: {} },
      ),
    );
    // The jobs are off here: the provider's callback never comes.
    const paid = value<StaffWithdrawal>(await markPaid(pending.withdrawalId));
    expect(paid).toMatchObject({ status: 'paid', confirmation: 'awaiting' });
    expect(await paidMovements(pending.withdrawalId)).toBe(1);
    const toConfirm = value<{ list: { withdrawalId: number }[] }>(
      await call(server.app, 'GET', calls.unconfirmedWithdrawals.path, { token: agent }),
    ).list;
    expect(toConfirm.map((w) => w.withdrawalId)).toContain(pending.withdrawalId);

    expect(codeOf(await markPaid(pending.withdrawalId))).toBe('staff.finance.closed');
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

    const [entry] = value<{ content: AuditEntry[] }>(
      await staffCall(server.app, 'GET', '/staff/audit', {
        as: finance,
        query: { action: 'withdrawal.markPaid' },
      }),
    ).content;
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
    const refused = value<StaffDeposit>(await refuse(order.orderNo, 'No transfer arrived'));
    expect(refused).toMatchObject({ orderNo: order.orderNo, status: 'failed', paidAmount: null });
    expect(await balance(demo)).toBe(before);

    const memberView = value<DepositOrder>(
      await call(server.app, 'GET', calls.depositOrder.path, {
        token: demo,
        query: { orderNo: order.orderNo },
      }),
    );
    expect(memberView.status).toBe('failed');

    const confirm = await staffCall(
      server.app,
      'POST',
      `/staff/finance/deposits/${order.orderNo}/confirm`,
      { as: finance, body: { amount: '300.00' } },
    );
    expect(codeOf(confirm)).toBe('staff.finance.closed');
    expect(codeOf(await refuse(order.orderNo, 'again'))).toBe('staff.finance.closed');
    expect(await balance(demo)).toBe(before);

    const [entry, ...more] = value<{ content: AuditEntry[] }>(
      await staffCall(server.app, 'GET', '/staff/audit', {
        as: finance,
        query: { action: 'deposit.refuse' },
      }),
    ).content;
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
    expect(codeOf(await refuse(ewallet.orderNo, 'not a transfer'))).toBe('staff.finance.closed');
    const order = await bankDeposit(demo, '200.00');
    const empty = await refuse(order.orderNo, '');
    expect(empty.statusCode).toBe(400);
    expect(codeOf(empty)).toBe('request_param_err');
    const unknown = await refuse('DNOSUCHORDER1', 'unknown');
    expect(unknown.statusCode).toBe(404);
    const still = value<DepositOrder>(
      await call(server.app, 'GET', calls.depositOrder.path, {
        token: demo,
        query: { orderNo: order.orderNo },
      }),
    );
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

    expect((await riskOf(alphaWithdrawal.id, betaFinance)).statusCode).toBe(404);
    const refused = await staffCall(
      server.app,
      'POST',
      `/staff/finance/deposits/${order.orderNo}/refuse`,
      { as: betaFinance, body: { reason: 'not ours' } },
    );
    expect(refused.statusCode).toBe(404);
    const marked = await staffCall(
      server.app,
      'POST',
      `/staff/finance/withdrawals/${alphaWithdrawal.id}/mark-paid`,
      { as: betaFinance, body: { reason: 'not ours' } },
    );
    expect(marked.statusCode).toBe(404);
    const still = value<DepositOrder>(
      await call(server.app, 'GET', calls.depositOrder.path, {
        token: demo,
        query: { orderNo: order.orderNo },
      }),
    );
    expect(still.status).toBe('pending');
    const listed = value<{ content: StaffWithdrawal[] }>(
      await staffCall(server.app, 'GET', '/staff/finance/withdrawals', { as: betaFinance }),
    ).content;
    expect(listed.every((w) => w.merchantCode === 'BETA')).toBe(true);
  });
});
