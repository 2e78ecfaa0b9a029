import { randomUUID } from 'node:crypto';
import {
  type CallInput,
  type CallName,
  calls,
  DEFAULT_TRIAL_TYPES,
  type DepositOrder,
  isErrorCode,
  staffCalls,
} from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashierActors, memberCashier, useCashierServer } from '../../test/cashierHarness.ts';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import { ALPHA, apiClient, login, tokenOf, waitFor } from '../../test/harness.ts';
import { brokenBody, dataUrl, imageBytes } from '../../test/images.ts';
import {
  codeOf,
  openStaffSession,
  type SignedIn,
  staffCall,
  staffClient,
} from '../../test/staffHarness.ts';
import type { Db } from '../db/database.ts';
import { bet } from '../games/seamlessWallet.ts';
import { CASHIER_KINDS, LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  SANDBOX,
  SANDBOX_DELIVERY_TASK,
  type SandboxEvent,
  SandboxProvider,
  sandboxTasks,
  signedCallback,
} from '../payments/sandboxProvider.ts';
import { merchantSecret, SIGNATURE_HEADER, signatureHeader } from '../payments/signature.ts';
import { bonusWagering } from '../promotions/wagering.ts';
import type { Merchant } from '../system/merchants.ts';
import { expireDeposit } from './deposits.ts';
import { applyPayoutEvent, autoReceive, requestWithdrawal } from './withdrawals.ts';

/**
 * The money path on the real database with the real job runner: deposits through the sandbox
 * provider's page and its signed callbacks, withdrawals with review, payout and confirmation.
 */

const server = useCashierServer(4);

let db: Db;
let finance: SignedIn;
let demo: string;
let agent: string;
let merchantId: number;
const PIN = '246810';

/** The typed client for one signed-in member. */
const as = (token: string) => apiClient(server.app, { token });

/** The balance in major units as a number, for the tests' sums (the wire carries a string). */
const balance = async (token: string): Promise<number> =>
  Number((await as(token).call('balance', {})).value.sumBalance);

const clientId = () => `client-${randomUUID()}`;

const deposit = async (token: string, amount: string, channelId = 'sandbox') =>
  (await as(token).call('depositCreate', { channelId, amount, clientOrderId: clientId() })).value;

const orderOf = async (token: string, orderNo: string) =>
  (await as(token).call('depositOrder', { orderNo })).value;

/** The member's first bound card's id (0 when none). */
const firstCardOf = async (token: string) =>
  (await as(token).call('bankCards', {})).value.list[0]?.cardId ?? 0;

const withdrawalInfoOf = async (token: string) =>
  (await as(token).call('withdrawalInfo', {})).value;

/** The member's answer on a paid withdrawal. */
const confirmWithdrawal = (token: string, input: CallInput<'confirmWithdrawal'>) =>
  as(token).call('confirmWithdrawal', input);

/** The payer's answer on the sandbox's hosted page, as the browser's form posts it. */
const payerAnswers = (cashierUrl: string, decision: 'approve' | 'decline', amount?: string) =>
  server.app.inject({
    method: 'POST',
    url: cashierUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision, ...(amount ? { amount } : {}) }).toString(),
  });

const ledgerSnapshot = async () => {
  const { rows } = await sql<{ n: string; total: string | null }>`
    SELECT count(*) AS n, (SELECT sum(abs(balance)) FROM ledger_accounts) AS total
    FROM ledger_transactions`.execute(db);
  return rows[0];
};

/** What the test merchant holds in suspense: money that came for no open order (minor units). */
const suspenseBalance = async () =>
  Number(
    (
      await sql<{ balance: string }>`
        SELECT balance FROM ledger_accounts WHERE code = 'house:deposit_suspense'
        AND merchant_id = ${merchantId}`.execute(db)
    ).rows[0]?.balance ?? 0,
  );

/** The kinds of the movements posted after transaction `sinceId`, with their counts. */
const movementsSince = async (sinceId: string) => {
  const { rows } = await sql<{ kind: string; n: string }>`
    SELECT kind, count(*) AS n FROM ledger_transactions WHERE id > ${sinceId}
    GROUP BY kind ORDER BY kind`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
};

const lastMovementId = async () => {
  const { rows } = await sql<{ id: string }>`
    SELECT coalesce(max(id), 0)::text AS id FROM ledger_transactions`.execute(db);
  return rows[0]?.id ?? '0';
};

const ledgerBalanced = async () => {
  const { rows } = await sql<{ unbalanced: string; mismatched: string; negative: string }>`
    SELECT
      (SELECT count(*) FROM ledger_transactions t
        WHERE (SELECT coalesce(sum(amount), 1) FROM ledger_entries e WHERE e.transaction_id = t.id) <> 0)
        AS unbalanced,
      (SELECT count(*) FROM ledger_accounts a
        WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.account_id = a.id), 0))
        AS mismatched,
      (SELECT count(*) FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0) AS negative
  `.execute(db);
  return rows[0];
};

const signedDelivery = async (event: SandboxEvent, at = new Date()) => {
  const { body, headers } = await signedCallback(db, merchantId, event, at);
  return server.app.inject({
    method: 'POST',
    url: `/payments/sandbox/webhook/${ALPHA}`,
    headers,
    payload: body,
  });
};

const providerRefOf = async (orderNo: string) =>
  (
    await sql<{ provider_ref: string }>`
      SELECT provider_ref FROM deposit_orders WHERE order_no = ${orderNo}`.execute(db)
  ).rows[0]?.provider_ref ?? '';

/** The provider's "paid" event for a deposit order (`amount` in fen), as the sandbox sends it. */
const payinEvent = async (
  order: DepositOrder,
  eventId: string,
  amount: string,
): Promise<SandboxEvent> => ({
  eventId,
  type: 'payin.succeeded',
  providerRef: await providerRefOf(order.orderNo),
  reference: order.orderNo,
  amount,
  currency: 'CNY',
});

const { bindCard, setPin, ...cashier } = memberCashier(server);
const withdraw = (token: string, cardId: number, amount: string, paymentPassword = PIN) =>
  cashier.withdraw(token, cardId, amount, paymentPassword);

/** Staff approve a withdrawal through the finance API. */
/** The finance desk's oldest pending withdrawal (the list is oldest first). */
const firstPending = async () => {
  const [target] = (
    await staffClient(server.app, finance).call('financeWithdrawals', { status: 'pending' })
  ).value.content;
  if (!target) throw new Error('no pending withdrawal');
  return target;
};

/** The oldest pending withdrawal, approved, once its payout waits for the member's answer. */
const approvedAndPaid = async () => {
  const target = await firstPending();
  expect((await approve(target.withdrawalId)).code).toBeUndefined();
  await waitFor(
    async () => (await as(agent).call('unconfirmedWithdrawals', {})).value.list,
    (list) => list.some((w) => w.withdrawalId === target.withdrawalId),
  );
  return target;
};

const approve = (withdrawalId: number) =>
  staffClient(server.app, finance).call('financeWithdrawalApprove', { withdrawalId });

/** Staff settle a disputed withdrawal through the finance API. */
const resolveDispute = (
  withdrawalId: number,
  resolution: 'refunded' | 'paidAgain' | 'forcedReceived',
  reason: string,
) =>
  staffClient(server.app, finance).call('financeDisputeResolve', {
    withdrawalId,
    resolution,
    reason,
  });

beforeAll(async () => {
  ({ db, finance, demo, agent, merchantId } = await cashierActors(server));
}, 180_000);

describe('a single-wallet brand', () => {
  it('says so, lists only the main wallet, and refuses a transfer, moving nothing', async () => {
    const info = (await as(demo).call('merchantWallet', {})).value;
    expect(info.isSingle).toBe(1);
    expect(info.wallets?.map((w) => w.accountTypeId)).toEqual([1]);
    const listed = (await as(demo).call('balance', {})).value.balance;
    expect(listed.map((w) => w.accountTypeId)).toEqual([1]);
    const before = await ledgerSnapshot();
    const refused = await as(demo).call('walletTransfer', {
      fromAccountTypeId: 1,
      toAccountTypeId: 2,
      amount: '10.00',
      transactionId: clientId(),
    });
    expect(refused.code).toBe('function.not.available');
    expect(await ledgerSnapshot()).toEqual(before);
  });
});

describe('deposits through the sandbox provider', () => {
  it('lists the brand channels with their limits', async () => {
    const { channels } = (await as(demo).call('depositChannels', {})).value;
    expect(channels.map((c) => c.channelId)).toEqual(['sandbox', 'bank']);
    expect(channels[0]?.minAmount).toBe('10.00');
  });

  it('refuses more places than the brand currency has with a catalogue code, moving nothing', async () => {
    const before = await ledgerSnapshot();
    // Three places pass the contract's schema (a KWD brand would take them); not in yuan.
    const refused = await as(demo).call('depositCreate', {
      channelId: 'sandbox',
      amount: '100.505',
      clientOrderId: clientId(),
    });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.code).toBe('wallet.amount.invalid');
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('credits an approved payment once, after the signed callback arrives', async () => {
    const before = await balance(demo);
    const order = await deposit(demo, '150.00');
    expect(order.status).toBe('pending');
    expect(order.cashierUrl).toMatch(/^\/sandbox-pay\/checkout\/sbx_/);
    const page = await server.app.inject({ method: 'GET', url: order.cashierUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve payment');
    expect(page.body).toContain(order.orderNo);
    expect((await payerAnswers(order.cashierUrl ?? '', 'approve')).body).toContain(
      'Payment approved',
    );
    const paid = await waitFor(
      () => orderOf(demo, order.orderNo),
      (o) => o.status === 'paid',
    );
    expect(paid.paidAmount).toBe('150.00');
    expect(await balance(demo)).toBe(before + 150);
    // The payer cannot answer twice.
    expect((await payerAnswers(order.cashierUrl ?? '', 'approve')).body).toContain(
      'already answered',
    );
  });

  it('credits nothing for a declined payment', async () => {
    const before = await balance(demo);
    const order = await deposit(demo, '80.00');
    await payerAnswers(order.cashierUrl ?? '', 'decline');
    const failed = await waitFor(
      () => orderOf(demo, order.orderNo),
      (o) => o.status === 'failed',
    );
    expect(failed.paidAmount).toBeNull();
    expect(await balance(demo)).toBe(before);
  });

  it('credits a late success after a failure once, flagged; a second payment goes to suspense', async () => {
    const order = await deposit(demo, '70.00');
    await payerAnswers(order.cashierUrl ?? '', 'decline');
    await waitFor(
      () => orderOf(demo, order.orderNo),
      (o) => o.status === 'failed',
    );
    const before = await balance(demo);
    const suspenseBefore = await suspenseBalance();
    const providerRef = await providerRefOf(order.orderNo);
    const paid = (eventId: string) =>
      signedDelivery({
        eventId,
        type: 'payin.succeeded',
        providerRef,
        reference: order.orderNo,
        amount: '7000',
        currency: 'CNY',
      });
    // Delivered twice, as providers do.
    for (let i = 0; i < 2; i += 1) expect((await paid('evt_late_success')).statusCode).toBe(200);
    expect((await orderOf(demo, order.orderNo)).status).toBe('paid');
    expect(await balance(demo)).toBe(before + 70);
    const flagged = (
      await staffClient(server.app, finance).call('financeDeposits', { flagged: '1' })
    ).value.content.find((d) => d.orderNo === order.orderNo);
    expect(flagged?.flag).toBe('paidAfterFailure');
    // The same order paid a second time (another provider event): the money waits in
    // suspense for staff; the member's balance and the order stay as they were.
    await paid('evt_second_payment');
    expect(await balance(demo)).toBe(before + 70);
    expect(await suspenseBalance()).toBe(suspenseBefore + 7000);
  });

  it('credits what was paid when it differs from the order, and flags it for staff', async () => {
    const order = await deposit(demo, '100.00');
    await payerAnswers(order.cashierUrl ?? '', 'approve', '90.50');
    const paid = await waitFor(
      () => orderOf(demo, order.orderNo),
      (o) => o.status === 'paid',
    );
    expect(paid.paidAmount).toBe('90.50');
    const flagged = (
      await staffClient(server.app, finance).call('financeDeposits', { flagged: '1' })
    ).value.content;
    expect(flagged.find((d) => d.orderNo === order.orderNo)?.flag).toBe('amountDiffers');
  });

  it('credits the same callback delivered 20 times in parallel and 5 in sequence once', async () => {
    const before = await balance(demo);
    const order = await deposit(demo, '33.00');
    const event = await payinEvent(order, 'evt_same_every_time', '3300');
    const parallel = await Promise.all(Array.from({ length: 20 }, () => signedDelivery(event)));
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (let i = 0; i < 5; i += 1) expect((await signedDelivery(event)).statusCode).toBe(200);
    expect(await balance(demo)).toBe(before + 33);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_transactions
      WHERE idempotency_key LIKE ${`deposit:${order.orderNo}%`}`.execute(db);
    expect(Number(rows[0]?.n)).toBe(1);
    // One message to the member, as a notice the portal words in their language.
    const inbox = await as(demo).call(
      'inbox',
      { filter: 'all', pageNo: 1, pageSize: 50 },
      { merchant: ALPHA },
    );
    const notices = inbox.value.content.filter((m) => m.notice?.reference === order.orderNo);
    expect(notices.map((m) => m.notice)).toEqual([
      { kind: 'depositCredited', reference: order.orderNo, amount: '33.00' },
    ]);
  });

  it('refuses a forged or stale signature and changes nothing', async () => {
    const order = await deposit(demo, '40.00');
    const event = await payinEvent(order, 'evt_forged', '4000');
    const before = await ledgerSnapshot();
    const body = JSON.stringify(event);
    const forged = await server.app.inject({
      method: 'POST',
      url: `/payments/sandbox/webhook/${ALPHA}`,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(Buffer.alloc(32, 7), body, new Date()),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect(codeOf(forged)).toBe('payment.signature.invalid');
    const stale = await signedDelivery(event, new Date(Date.now() - 6 * 60_000));
    expect(stale.statusCode).toBe(401);
    // A body changed after signing fails too.
    const { headers } = await signedCallback(db, merchantId, event, new Date());
    const tampered = await server.app.inject({
      method: 'POST',
      url: `/payments/sandbox/webhook/${ALPHA}`,
      headers,
      payload: body.replace('4000', '9000'),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await ledgerSnapshot()).toEqual(before);
    expect((await orderOf(demo, order.orderNo)).status).toBe('pending');
    // The secret itself never leaves the server: no call answers it.
    const secret = (await merchantSecret(db, merchantId, SANDBOX)).toString('hex');
    const page = await server.app.inject({ method: 'GET', url: order.cashierUrl ?? '' });
    expect(page.body).not.toContain(secret);
  });

  it('retries a callback the platform did not acknowledge: the delivery job fails and nothing moves', async () => {
    const order = await deposit(demo, '45.00');
    const event = await payinEvent(order, 'evt_unacknowledged', '4500');
    const before = await ledgerSnapshot();
    // A provider whose clock is 10 minutes behind signs a callback the platform refuses
    // (stale): the job throws, which makes the queue run it again later with a longer gap.
    const behind = () => new Date(Date.now() - 10 * 60_000);
    const deliver = sandboxTasks({
      app: server.app,
      db,
      clock: behind,
      provider: new SandboxProvider(behind, { duplicateChance: 0 }),
    })[SANDBOX_DELIVERY_TASK];
    await expect(
      deliver?.({ merchantCode: ALPHA, event, redelivery: false }, {} as never),
    ).rejects.toThrow('the platform answered 401; the callback is retried');
    expect(await ledgerSnapshot()).toEqual(before);
    expect((await orderOf(demo, order.orderNo)).status).toBe('pending');
    // The same delivery on time is acknowledged and credits the order.
    const onTime = sandboxTasks({
      app: server.app,
      db,
      clock: () => new Date(),
      provider: new SandboxProvider(() => new Date(), { duplicateChance: 0 }),
    })[SANDBOX_DELIVERY_TASK];
    await onTime?.({ merchantCode: ALPHA, event, redelivery: false }, {} as never);
    expect((await orderOf(demo, order.orderNo)).status).toBe('paid');
  });

  it('expires an unpaid order once; money after expiry goes to suspense, flagged', async () => {
    const before = await balance(demo);
    const suspenseBefore = await suspenseBalance();
    const order = await deposit(demo, '60.00');
    // The expiry is a job of the database's queue, due 30 minutes after the order.
    const { rows: jobs } = await sql<{ run_at: Date; created_at: Date }>`
      SELECT j.run_at, o.created_at FROM graphile_worker.jobs j
      JOIN deposit_orders o ON o.order_no = ${order.orderNo}
      WHERE j.key = ${`deposit-expire:${order.orderNo}`}`.execute(db);
    expect(jobs).toHaveLength(1);
    expect((jobs[0]?.run_at.getTime() ?? 0) - (jobs[0]?.created_at.getTime() ?? 0)).toBe(
      30 * 60_000,
    );
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireDeposit(db, order.orderNo, later)).toBe(true);
    expect(await expireDeposit(db, order.orderNo, later)).toBe(false);
    await signedDelivery(await payinEvent(order, 'evt_late', '6000'));
    const after = await orderOf(demo, order.orderNo);
    expect(after.status).toBe('expired');
    expect(await balance(demo)).toBe(before);
    expect(await suspenseBalance()).toBe(suspenseBefore + 6000);
  });

  it('refuses amounts outside the channel, an unknown channel, and keeps a retried client id to one order', async () => {
    const low = await as(demo).call('depositCreate', {
      channelId: 'sandbox',
      amount: '5.00',
      clientOrderId: clientId(),
    });
    expect(low.code).toBe('cashier.amount.out.of.range');
    const unknown = await as(demo).call('depositCreate', {
      channelId: 'nope',
      amount: '50.00',
      clientOrderId: clientId(),
    });
    expect(unknown.code).toBe('cashier.channel.unavailable');
    const id = clientId();
    const body = { channelId: 'sandbox', amount: '50.00', clientOrderId: id };
    const [a, b] = await Promise.all([
      as(demo).call('depositCreate', body),
      as(demo).call('depositCreate', body),
    ]);
    expect(a.value.orderNo).toBe(b.value.orderNo);
  });

  it('takes a manual bank transfer with a memo that staff confirm, once', async () => {
    const before = await balance(demo);
    const order = await deposit(demo, '500.00', 'bank');
    expect(order.memo).toMatch(/^[0-9A-F]{10}$/);
    expect(order.bankAccount?.accountNumber).toBe('100200300400');
    expect(order.cashierUrl).toBeNull();
    const confirm = () =>
      staffClient(server.app, finance).call('financeDepositConfirm', {
        orderNo: order.orderNo,
        amount: '500.00',
      });
    expect((await confirm()).value.status).toBe('paid');
    expect((await confirm()).code).toBe('staff.finance.closed');
    expect(await balance(demo)).toBe(before + 500);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM staff_audit WHERE action = 'deposit.confirm'`.execute(db);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe('bank cards and the payment password', () => {
  it('takes the first payee as the real name and refuses another', async () => {
    const first = (await bindCard(agent, 'Alex Agent', '6222000011112222')).value;
    expect(first.accountMasked).toBe('**** **** 2222');
    expect((await bindCard(agent, 'Someone Else', '6222000011113333')).code).toBe(
      'cashier.card.payee.mismatch',
    );
    expect((await bindCard(agent, 'Alex Agent', '6222000011112222')).code).toBe(
      'cashier.card.exists',
    );
    const { list, realName } = (await as(agent).call('bankCards', {})).value;
    expect(list).toHaveLength(1);
    expect(realName).toBe('Alex Agent');
    expect(JSON.stringify(list)).not.toContain('6222000011112222');
  });

  it('holds a payee to the real name given at registration', async () => {
    await sql`
      UPDATE members SET profile = '{"payeeName":"Terry Trial"}'
      WHERE username = 'trial' AND merchant_id = ${merchantId}`.execute(db);
    const trial = tokenOf(await login(server.app, { username: 'trial', password: 'Trial@2026' }));
    expect((await bindCard(trial, 'Alex Agent', '6222000077778888')).code).toBe(
      'cashier.card.payee.mismatch',
    );
    expect((await bindCard(trial, 'terry  trial', '6222000077778888')).code).toBeUndefined();
    expect((await as(trial).call('bankCards', {})).value.realName).toBe('Terry Trial');
  });

  it('locks withdrawals after five wrong payment passwords', async () => {
    const token = demo;
    expect((await bindCard(token, 'Dana Demo', '6222000044445555')).code).toBeUndefined();
    expect((await setPin(token, PIN)).code).toBeUndefined();
    // Changing it needs the current one.
    expect((await setPin(token, '111111')).code).toBe('payment.password.wrong');
    const card = await firstCardOf(token);
    const before = await balance(token);
    for (let i = 0; i < 4; i += 1) {
      expect((await withdraw(token, card, '10.00', '000000')).code).toBe('payment.password.wrong');
    }
    expect((await withdraw(token, card, '10.00', '000000')).code).toBe('payment.password.wrong');
    expect((await withdraw(token, card, '10.00', PIN)).code).toBe('payment.password.locked');
    const info = await withdrawalInfoOf(token);
    expect(info.paymentPasswordLockedUntil).not.toBeNull();
    expect(await balance(token)).toBe(before);
    await sql`UPDATE payment_passwords SET locked_until = NULL`.execute(db);
  });
});

describe('withdrawals', () => {
  let card: number;
  beforeAll(async () => {
    expect((await setPin(agent, PIN)).code).toBeUndefined();
    card = await firstCardOf(agent);
  }, 60_000);

  it('holds back the turnover: nothing is withdrawable until the deposit was played', async () => {
    // demo deposited above: the requirement is open.
    const info = await withdrawalInfoOf(demo);
    expect(Number(info.turnoverRemaining)).toBeGreaterThan(0);
    expect(info.withdrawable).toBe('0.00');
    const demoCard = await firstCardOf(demo);
    expect((await withdraw(demo, demoCard, '10.00')).code).toBe('withdrawal.turnover.open');
    // Bets count against it.
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    await bet(db, {
      merchantId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      currency: 'CNY',
      vassalage: 'DEMO',
      transactionId: `turnover-${Date.now()}`,
      memberId: member.id,
      nodeId: 1,
      amount: BigInt(Math.round(Number(info.turnoverRemaining) * 100)),
      now: new Date(),
    });
    const after = await withdrawalInfoOf(demo);
    expect(after.turnoverRemaining).toBe('0.00');
    expect(after.withdrawable).toBe(after.balance);
  });

  it('lets 50 parallel requests that exceed the balance succeed only as far as the money goes', async () => {
    const start = await balance(agent);
    const amount = Math.ceil(start / 40);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(agent, card, `${amount}.00`)),
    );
    const ok = answers.filter((r) => r.code === undefined);
    const refused = answers.filter((r) => r.code !== undefined);
    expect(ok).toHaveLength(Math.floor(start / amount));
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['wallet.insufficient.funds']));
    expect(await balance(agent)).toBeCloseTo(start - ok.length * amount, 2);
    const { rows } = await sql<{ balance: string }>`
      SELECT balance FROM ledger_accounts WHERE code = 'house:withdrawal_hold'`.execute(db);
    expect(Number(rows[0]?.balance)).toBe(ok.length * amount * 100);
  }, 180_000);

  it('is rejected by staff with a reason: the hold goes back, once', async () => {
    const target = await firstPending();
    const before = await balance(agent);
    const reject = () =>
      staffClient(server.app, finance).call('financeWithdrawalReject', {
        withdrawalId: target.withdrawalId,
        reason: 'Payee check failed',
      });
    expect((await reject()).value.status).toBe('rejected');
    expect((await reject()).code).toBe('staff.finance.closed');
    expect(await balance(agent)).toBeCloseTo(before + Number(target.amount), 2);
  });

  it('is approved by staff, paid out through the provider, and confirmed by the member', async () => {
    const target = await firstPending();
    expect((await approve(target.withdrawalId)).value.status).toBe('approved');
    expect((await approve(target.withdrawalId)).code).toBe('staff.finance.closed');
    // The audit entry holds the withdrawal as it stood and as it became (the refused second
    // try left none).
    const { rows: audited } = await sql<{ before: { status: string }; after: { status: string } }>`
      SELECT before, after FROM staff_audit
      WHERE action = 'withdrawal.approve' AND target_id = ${String(target.withdrawalId)}`.execute(
      db,
    );
    expect(audited.map((row) => [row.before.status, row.after.status])).toEqual([
      ['pending', 'approved'],
    ]);
    const [unconfirmed] = (
      await waitFor(
        async () => (await as(agent).call('unconfirmedWithdrawals', {})).value.list,
        (list) => list.some((w) => w.withdrawalId === target.withdrawalId),
      )
    ).filter((w) => w.withdrawalId === target.withdrawalId);
    expect(unconfirmed?.status).toBe('awaiting');
    const confirm = () =>
      confirmWithdrawal(agent, { withdrawalId: target.withdrawalId, answer: 'received' });
    expect((await confirm()).value.status).toBe('received');
    expect((await confirm()).code).toBe('withdrawal.already.confirmed');
    const mine = (await as(agent).call('withdrawals', { pageSize: 100 })).value.content;
    expect(mine.find((w) => w.withdrawalId === target.withdrawalId)?.status).toBe('paid');
  });

  it('counts an unconfirmed payout as received after the brand minutes, once', async () => {
    const target = await firstPending();
    expect((await approve(target.withdrawalId)).code).toBeUndefined();
    await waitFor(
      async () =>
        (
          await sql<{ status: string }>`
            SELECT status FROM withdrawals WHERE id = ${target.withdrawalId}`.execute(db)
        ).rows[0]?.status,
      (status) => status === 'paid',
    );
    // The database's job queue holds one auto-receive job for it, due at the brand's minutes
    // (60) after the payout.
    const { rows: jobs } = await sql<{ run_at: Date; paid_at: Date }>`
      SELECT j.run_at, w.paid_at FROM graphile_worker.jobs j
      JOIN withdrawals w ON w.id = ${target.withdrawalId}
      WHERE j.key = ${`auto-receive:${target.withdrawalId}`}`.execute(db);
    expect(jobs).toHaveLength(1);
    expect((jobs[0]?.run_at.getTime() ?? 0) - (jobs[0]?.paid_at.getTime() ?? 0)).toBe(60 * 60_000);
    expect(await autoReceive(db, target.withdrawalId, new Date())).toBe(false);
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await autoReceive(db, target.withdrawalId, later)).toBe(true);
    expect(await autoReceive(db, target.withdrawalId, later)).toBe(false);
  });

  it('takes "not received" only with real png or jpg proof, and staff refund the dispute', async () => {
    const target = await approvedAndPaid();
    const notReceived = (proofImages: string[]) =>
      confirmWithdrawal(agent, {
        withdrawalId: target.withdrawalId,
        answer: 'notReceived',
        proofImages,
      });
    // A "png" that is really text is refused by its bytes.
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect((await notReceived([fake])).code).toBe('withdrawal.proof.invalid');
    expect((await notReceived([])).code).toBe('withdrawal.proof.invalid');
    // A png signature over a broken body is refused by decoding it, and a real jpeg sent as
    // a png by what it claims; the withdrawal stays as it was.
    const png = await imageBytes('png', 32, 32);
    expect((await notReceived([dataUrl('png', brokenBody(png))])).code).toBe(
      'withdrawal.proof.invalid',
    );
    expect((await notReceived([dataUrl('png', await imageBytes('jpeg'))])).code).toBe(
      'withdrawal.proof.invalid',
    );
    const { rows: none } = await sql`
      SELECT 1 FROM withdrawal_proofs WHERE withdrawal_id = ${target.withdrawalId}`.execute(db);
    expect(none).toHaveLength(0);
    const answer = (await notReceived([dataUrl('png', png)])).value;
    expect(answer.status).toBe('notReceived');
    const before = await balance(agent);
    const disputed = (
      await staffClient(server.app, finance).call('financeWithdrawals', { status: 'disputed' })
    ).value.content.find((w) => w.withdrawalId === target.withdrawalId);
    expect(disputed?.proofCount).toBe(1);
    const resolve = () =>
      resolveDispute(target.withdrawalId, 'refunded', 'Bank confirmed it bounced');
    expect((await resolve()).value.status).toBe('resolved');
    expect((await resolve()).code).toBe('staff.finance.closed');
    expect(await balance(agent)).toBeCloseTo(before + Number(target.amount), 2);
  });

  it('pays a disputed payout again through the provider, once; a later "failed" moves nothing', async () => {
    const target = await approvedAndPaid();
    const png = await imageBytes('png');
    const disputed = await confirmWithdrawal(agent, {
      withdrawalId: target.withdrawalId,
      answer: 'notReceived',
      proofImages: [dataUrl('png', png)],
    });
    expect(disputed.code).toBeUndefined();
    const house = async (name: string) =>
      Number(
        (
          await sql<{ balance: string }>`
            SELECT balance FROM ledger_accounts WHERE code = ${`house:${name}`}
            AND merchant_id = (SELECT merchant_id FROM withdrawals WHERE id = ${target.withdrawalId})
          `.execute(db)
        ).rows[0]?.balance ?? 0,
      );
    const memberBefore = await balance(agent);
    const [clearingBefore, disputesBefore] = [
      await house(`${SANDBOX}_clearing`),
      await house('disputes'),
    ];
    const resolve = () =>
      resolveDispute(target.withdrawalId, 'paidAgain', 'Sent to the wrong branch; sent again');
    expect((await resolve()).value.status).toBe('resolved');
    expect((await resolve()).code).toBe('staff.finance.closed');
    // The provider's callback on the second payout arrives (a job): paid.
    const repayout = async () =>
      (
        await sql<{ repayout_ref: string | null; repayout_status: string | null }>`
          SELECT repayout_ref, repayout_status FROM withdrawals
          WHERE id = ${target.withdrawalId}`.execute(db)
      ).rows[0];
    const sent = await waitFor(repayout, (row) => row?.repayout_status === 'paid');
    const amount = Number(target.amount) * 100;
    expect(await house(`${SANDBOX}_clearing`)).toBe(clearingBefore + amount);
    expect(await house('disputes')).toBe(disputesBefore - amount);
    // Paid again from the house's disputed sum: the member's wallet is not touched.
    expect(await balance(agent)).toBeCloseTo(memberBefore, 2);

    // A "failed" for the same second payout, after its "paid": nothing moves.
    const before = await ledgerSnapshot();
    expect(
      await applyPayoutEvent(
        db,
        SANDBOX,
        {
          eventId: `late-${randomUUID()}`,
          type: 'payout.failed',
          providerRef: sent?.repayout_ref ?? '',
          reference: `${target.withdrawalId}-again`,
          amount: BigInt(amount),
          currency: 'PHP',
        },
        () => 60,
        new Date(),
      ),
    ).toBe('applied');
    expect(await ledgerSnapshot()).toEqual(before);
    expect((await repayout())?.repayout_status).toBe('paid');
  });

  it('returns a failed payout to the wallet', async () => {
    expect((await bindCard(agent, 'Alex Agent', '6222000099990000')).code).toBeUndefined();
    const cards = (await as(agent).call('bankCards', {})).value.list;
    const bouncing = cards.find((c) => c.accountMasked.endsWith('0000'))?.cardId ?? 0;
    const before = await balance(agent);
    const requested = (await withdraw(agent, bouncing, '5.00')).value;
    expect(await balance(agent)).toBeCloseTo(before - 5, 2);
    expect((await approve(requested.withdrawalId)).code).toBeUndefined();
    await waitFor(
      () => balance(agent),
      (b) => Math.abs(b - before) < 0.001,
    );
  });
});

describe('withdrawal rules and disputes', () => {
  let card: number;
  let png: string;
  let jpeg: string;
  let tooBig: string;
  beforeAll(async () => {
    card = await firstCardOf(agent);
    const bytes = await imageBytes('png');
    png = dataUrl('png', bytes);
    jpeg = dataUrl('jpeg', await imageBytes('jpeg'));
    // A real image padded past 5 MB: refused by its size before any decoding.
    tooBig = dataUrl('png', Buffer.concat([bytes, Buffer.alloc(5 * 1024 * 1024)]));
  });

  const notReceived = (withdrawalId: number, proofImages: string[]) =>
    confirmWithdrawal(agent, { withdrawalId, answer: 'notReceived', proofImages });
  const statusOf = async (withdrawalId: number) =>
    (
      await sql<{ status: string; confirmation: string }>`
        SELECT status, confirmation FROM withdrawals WHERE id = ${withdrawalId}`.execute(db)
    ).rows[0];

  it("refuses an amount outside the brand's min and max, and a request past the daily count, moving nothing", async () => {
    const before = await ledgerSnapshot();
    // The test brand allows 1.00 to 50,000.00.
    expect((await withdraw(agent, card, '0.50')).code).toBe('cashier.amount.out.of.range');
    expect((await withdraw(agent, card, '50000.01')).code).toBe('cashier.amount.out.of.range');
    // The daily count, as a brand that allows exactly what the member already asked today.
    const row = await db
      .selectFrom('merchants')
      .select(['id', 'code', 'merchant_code', 'brand'])
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const brand = row.brand as unknown as Merchant['brand'];
    const { usedToday } = await withdrawalInfoOf(agent);
    expect(usedToday).toBeGreaterThan(0);
    const strict: Merchant = {
      id: row.id,
      code: row.code,
      merchantCode: row.merchant_code,
      brand: {
        ...brand,
        cashier: {
          ...brand.cashier,
          withdrawal: { ...brand.cashier.withdrawal, dailyCount: usedToday },
        },
      },
      switches: new Map(),
    };
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    await expect(
      requestWithdrawal(db, {
        merchant: strict,
        memberId: member.id,
        cardId: card,
        amount: 100n,
        paymentPassword: PIN,
        now: new Date(),
        bonusWagering,
      }),
    ).rejects.toMatchObject({ code: 'withdrawal.daily.limit' });
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('takes a partial receipt as a dispute; a refund pays only the part that did not arrive', async () => {
    const target = await approvedAndPaid();
    const partial = (receivedAmount: string) =>
      confirmWithdrawal(agent, {
        withdrawalId: target.withdrawalId,
        answer: 'partial',
        receivedAmount,
      });
    // What arrived must be more than nothing and less than the withdrawal.
    expect((await partial(target.amount)).code).toBe('request_param_err');
    expect((await partial('0.00')).code).toBe('request_param_err');
    expect((await statusOf(target.withdrawalId))?.status).toBe('paid');
    const answer = (await partial('1.00')).value;
    expect(answer).toMatchObject({ status: 'partial', receivedAmount: '1.00' });
    expect(await statusOf(target.withdrawalId)).toEqual({
      status: 'disputed',
      confirmation: 'partial',
    });
    const before = await balance(agent);
    const refunded = await resolveDispute(
      target.withdrawalId,
      'refunded',
      'The bank sent part of it',
    );
    expect(refunded.code).toBeUndefined();
    expect(await balance(agent)).toBeCloseTo(before + Number(target.amount) - 1, 2);
  });

  it('takes at most 3 proof images under 5 MB each, a real jpg among them; "forced received" closes the dispute and moves nothing', async () => {
    const target = await approvedAndPaid();
    const before = await ledgerSnapshot();
    for (const proofs of [
      [png, png, png, png],
      [tooBig],
      // A jpg that ends without its end marker is not one.
      [dataUrl('jpeg', Buffer.from(jpeg.slice(jpeg.indexOf(',') + 1), 'base64').subarray(0, -2))],
    ]) {
      const refused = await notReceived(target.withdrawalId, proofs);
      expect(refused.response.statusCode).toBe(400);
      expect(isErrorCode(refused.code)).toBe(true);
      expect((await statusOf(target.withdrawalId))?.status).toBe('paid');
    }
    const answer = (await notReceived(target.withdrawalId, [png, jpeg, png])).value;
    expect(answer.status).toBe('notReceived');
    const { rows: stored } = await sql<{ content_type: string }>`
      SELECT content_type FROM withdrawal_proofs WHERE withdrawal_id = ${target.withdrawalId}
      ORDER BY id`.execute(db);
    expect(stored.map((p) => p.content_type)).toEqual(['image/png', 'image/jpeg', 'image/png']);
    const forced = await resolveDispute(
      target.withdrawalId,
      'forcedReceived',
      'The bank shows it delivered',
    );
    expect(forced.code).toBeUndefined();
    expect(await statusOf(target.withdrawalId)).toEqual({
      status: 'resolved',
      confirmation: 'forcedReceived',
    });
    expect(await ledgerSnapshot()).toEqual(before);
  });

  it('tells the member in the inbox when a withdrawal is approved, rejected and paid', async () => {
    const inbox = await as(agent).call('inbox', { filter: 'all', pageNo: 1, pageSize: 100 });
    const kinds = new Set(inbox.value.content.map((m) => m.notice?.kind));
    for (const kind of ['withdrawalApproved', 'withdrawalRejected', 'withdrawalPaid'] as const) {
      expect(kinds.has(kind), kind).toBe(true);
    }
  });
});

describe('a closed account', () => {
  it("cannot sign in, yet finance pay its whole balance out to its card, once; an open account's is refused", async () => {
    const player = tokenOf(
      await login(server.app, { username: 'player', password: 'Player@2026' }),
    );
    const cardId = (await bindCard(player, 'Pat Player', '6222000066667777')).value.cardId;
    const held = await balance(player);
    expect(held).toBeGreaterThan(0);
    const memberId = (
      await db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('username', '=', 'player')
        .executeTakeFirstOrThrow()
    ).id;
    const payOut = (id: number, card: number, by = finance) =>
      staffClient(server.app, by).call('financeClosedAccountPayout', {
        memberId: id,
        cardId: card,
        reason: 'Asked by phone after self-exclusion',
      });

    // While the account is open the member withdraws themselves: staff are refused.
    const snapshot = await ledgerSnapshot();
    expect((await payOut(memberId, cardId)).code).toBe('request_param_err');
    expect(await ledgerSnapshot()).toEqual(snapshot);

    const excluded = await as(player).call('selfExclude', {
      months: 6,
      password: 'Player@2026',
      confirmed: true,
    });
    expect(excluded.code).toBeUndefined();
    expect(codeOf(await login(server.app, { username: 'player', password: 'Player@2026' }))).toBe(
      'rg.self.excluded',
    );
    // The member's page shows staff the bound card (masked) the payout goes to.
    const detail = (await staffClient(server.app, finance).call('memberDetail', { memberId }))
      .value;
    expect(detail.responsibleGaming.state).toBe('selfExcluded');
    expect(detail.cards).toContainEqual({
      cardId,
      bankName: expect.any(String),
      accountMasked: '**** **** 7777',
      payee: 'Pat Player',
    });
    // A role without `finance.withdrawals` (risk reads members) is refused and moves nothing.
    const risk = await openStaffSession(server.app, db, 'risk', new Date());
    const closedSnapshot = await ledgerSnapshot();
    const forbidden = await staffClient(server.app, risk).call('financeClosedAccountPayout', {
      memberId,
      cardId,
      reason: 'Not mine to pay',
    });
    expect(forbidden.response.statusCode).toBe(403);
    expect(forbidden.code).toBe('staff.permission.denied');
    expect(await ledgerSnapshot()).toEqual(closedSnapshot);
    // Another member's card is not this member's.
    const agentCard = await firstCardOf(agent);
    expect((await payOut(memberId, agentCard)).code).toBe('not.found');

    const answers = await Promise.all([payOut(memberId, cardId), payOut(memberId, cardId)]);
    const paid = answers.filter((r) => r.code === undefined);
    expect(paid).toHaveLength(1);
    const [onlyPaid] = paid;
    if (!onlyPaid) throw new Error('no payout answered');
    const withdrawal = onlyPaid.value;
    expect(withdrawal).toMatchObject({ status: 'approved', username: 'player' });
    expect(Number(withdrawal.amount)).toBeCloseTo(held, 2);
    expect(answers.find((r) => r.code !== undefined)?.code).toBe('wallet.insufficient.funds');

    const { rows } = await sql<{ wallet: string; action: string; status: string }>`
      SELECT
        (SELECT balance::text FROM ledger_accounts WHERE code = ${`member:${memberId}:main`})
          AS wallet,
        (SELECT string_agg(action, ',') FROM staff_audit WHERE target_id = ${String(withdrawal.withdrawalId)})
          AS action,
        (SELECT status FROM withdrawals WHERE id = ${withdrawal.withdrawalId}) AS status`.execute(
      db,
    );
    expect(rows[0]?.wallet).toBe('0');
    expect(rows[0]?.action).toBe('withdrawal.closedAccountPayout');
    // The audit entry holds the balance before and after, and the withdrawal it created.
    const [audit] = (
      await sql<{ staff_username: string; before: unknown; after: unknown }>`
        SELECT staff_username, before, after FROM staff_audit
        WHERE action = 'withdrawal.closedAccountPayout'
          AND target_id = ${String(withdrawal.withdrawalId)}`.execute(db)
    ).rows;
    expect(audit?.staff_username).toBe('finance');
    expect(audit?.before).toEqual({ balance: withdrawal.amount, withdrawal: null });
    expect(audit?.after).toMatchObject({
      balance: '0.00',
      withdrawal: { withdrawalId: withdrawal.withdrawalId, amount: withdrawal.amount },
      reason: 'Asked by phone after self-exclusion',
    });
    // The payout then runs as any other: the provider's callback marks it paid.
    await waitFor(
      async () =>
        (
          await sql<{ status: string }>`
            SELECT status FROM withdrawals WHERE id = ${withdrawal.withdrawalId}`.execute(db)
        ).rows[0]?.status,
      (status) => status === 'paid',
    );
  });
});

/** Calls the cashier added, with bodies shaped like the real ones and plain garbage. */
const FUZZED: readonly CallName[] = [
  'depositChannels',
  'depositCreate',
  'depositOrder',
  'bankCards',
  'bankCardBind',
  'paymentPasswordSet',
  'paymentPasswordResetCode',
  'paymentPasswordReset',
  'withdrawalInfo',
  'withdrawalRequest',
  'withdrawals',
  'unconfirmedWithdrawals',
  'confirmWithdrawal',
  'walletTransfer',
  'walletRecall',
  'merchantWallet',
];

const fuzzBody = fc.oneof(
  fc.record(
    {
      channelId: fc.oneof(fc.string(), fc.constant('sandbox'), fc.integer()),
      amount: fc.oneof(fc.string(), fc.constant('-5'), fc.constant('0.00'), fc.double()),
      clientOrderId: fc.string(),
      orderNo: fc.oneof(fc.string(), fc.constant('D20260101ABCDEF')),
      cardId: fc.oneof(fc.integer(), fc.string()),
      paymentPassword: fc.oneof(fc.string(), fc.constant('000000')),
      password: fc.string(),
      code: fc.oneof(fc.string(), fc.constant('123456')),
      withdrawalId: fc.oneof(fc.integer(), fc.string()),
      answer: fc.oneof(fc.string(), fc.constant('partial'), fc.constant('notReceived')),
      receivedAmount: fc.string(),
      proofImages: fc.array(fc.string(), { maxLength: 4 }),
      fromAccountTypeId: fc.integer(),
      toAccountTypeId: fc.integer(),
      transactionId: fc.string(),
      bankName: fc.string(),
      accountNumber: fc.string(),
      payee: fc.string(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('fuzzed cashier requests', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
    // Settle what the jobs still carry before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sinceId = await lastMovementId();
    for (const name of FUZZED) {
      const spec = calls[name];
      await fc.assert(
        fc.asyncProperty(fuzzBody, fc.boolean(), async (body, sealed) => {
          expectCatalogueAnswer(name, await sendFuzzed(server.app, spec, body, { token }, sealed));
        }),
        { numRuns: 15 },
      );
    }
    // Fuzzed webhooks and payer forms too.
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (body, signature) => {
        const response = await server.app.inject({
          method: 'POST',
          url: `/payments/sandbox/webhook/${ALPHA}`,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          payload: body,
        });
        expect(response.statusCode).toBe(401);
      }),
      { numRuns: 30 },
    );
    // Deposit orders may have been opened (they move nothing), and a well-formed fuzzed
    // transfer between the member's own wallets may have gone through. No other cashier
    // movement may have been posted. (The jobs of earlier tests, such as the game-round
    // recovery, may move money meanwhile: those kinds are not the cashier's.)
    const moved = await movementsSince(sinceId);
    const cashierKinds: string[] = Object.values(CASHIER_KINDS).filter(
      (kind) => kind !== LEDGER_KINDS.walletTransfer,
    );
    expect(Object.keys(moved).filter((kind) => cashierKinds.includes(kind))).toEqual([]);
  }, 180_000);
});

describe('fuzzed finance desk requests', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const sinceId = await lastMovementId();
    // Ids no row has (or no id at all): a real pending withdrawal approved by the fuzz would
    // be a correct move of money, not a fault.
    const missingId = fc.oneof(
      fc.integer({ min: 100_000_000, max: 2_000_000_000 }),
      fc.integer({ max: 0 }),
      fc.string({ maxLength: 12 }),
    );
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null));
    const body = fc.oneof(
      fc.record(
        {
          reason: text,
          resolution: fc.oneof(fc.constantFrom('refunded', 'paidAgain', 'forcedReceived'), text),
          amount: fc.oneof(fc.constantFrom('10.00', '-1', '0'), text),
          cardId: fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
        },
        { requiredKeys: [] },
      ),
      fc.anything({ maxDepth: 2 }),
    );
    const query = fc.dictionary(
      fc.constantFrom('status', 'flagged', 'pageNo', 'pageSize', 'merchantId', 'day', 'from', 'to'),
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('pending', '1', '0', '-1', '2026-02-30'),
      ),
      { maxKeys: 4 },
    );
    // Raw on purpose: fuzzed requests to the finance desk's paths (sent below).
    const requests = fc.oneof(
      fc.record({
        method: fc.constant('GET'),
        path: fc.constantFrom(
          staffCalls.financeWithdrawals.path,
          staffCalls.financeDeposits.path,
          staffCalls.financeReconciliation.path,
        ),
        id: fc.constant(''),
        query,
        body: fc.constant(undefined),
      }),
      // Raw on purpose: as above, the desk's POST paths.
      fc.record({
        method: fc.constant('POST'),
        path: fc.constantFrom(
          staffCalls.financeWithdrawalApprove.path,
          staffCalls.financeWithdrawalReject.path,
          staffCalls.financeDisputeResolve.path,
          staffCalls.financeDepositConfirm.path,
          staffCalls.financeClosedAccountPayout.path,
        ),
        id: fc.oneof(
          missingId.map(String),
          fc.constantFrom('D20260101ABCDEF', '%20', 'x'.repeat(80)),
        ),
        query: fc.constant({}),
        body,
      }),
    );
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        const url = r.path.replace(/\{[A-Za-z]+\}/, encodeURIComponent(r.id));
        // Raw on purpose: fuzzed paths, queries and bodies the contract mostly refuses.
        const response = await staffCall(server.app, r.method, url, {
          as: finance,
          query: r.query,
          ...(r.body === undefined ? {} : { body: r.body }),
        });
        expect(response.statusCode, `${r.method} ${url}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(isErrorCode(codeOf(response)), `${url}: ${response.body}`).toBe(true);
        }
      }),
      { numRuns: 120 },
    );
    // No cashier movement (other jobs, such as the game-round recovery, are not the desk's).
    const cashierKinds: string[] = Object.values(CASHIER_KINDS);
    const moved = Object.keys(await movementsSince(sinceId));
    expect(moved.filter((kind) => cashierKinds.includes(kind))).toEqual([]);
  }, 120_000);
});

describe('the ledger after all of it', () => {
  it('balances: every movement sums to zero, every balance is its entries, no member below zero', async () => {
    expect(await ledgerBalanced()).toEqual({ unbalanced: '0', mismatched: '0', negative: '0' });
  });
});
