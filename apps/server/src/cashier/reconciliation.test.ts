import { randomUUID } from 'node:crypto';
import { brandDay, periodByKey, shiftPeriod, staffCalls } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashierActors, memberCashier, useCashierServer } from '../../test/cashierHarness.ts';
import { ALPHA, apiClient, waitFor } from '../../test/harness.ts';
import {
  codeOf,
  openStaffSession,
  type SignedIn,
  staffCall,
  staffClient,
} from '../../test/staffHarness.ts';
import type { Db } from '../db/database.ts';
import { SandboxProvider, signedCallback } from '../payments/sandboxProvider.ts';
import { MerchantDirectory } from '../system/merchants.ts';
import { reconcileDue, reconciliationFigures } from './reconciliation.ts';

/**
 * The daily reconciliation on the real database: one day of deposits through the sandbox's
 * page, a withdrawal paid out through it, and a suspense credit the provider never sent (a
 * forged second payment, signed with the merchant's secret) that must show as a mismatch.
 */

const server = useCashierServer(2);

let db: Db;
let demo: string;
const cashier = memberCashier(server);
let agent: string;
let finance: SignedIn;
let merchantId: number;

/** A deposit paid on the sandbox's page (the payer may pay another amount), once credited. */
const paidDeposit = async (token: string, amount: string, paid?: string) => {
  const member = apiClient(server.app, { token });
  const order = (
    await member.call('depositCreate', {
      channelId: 'sandbox',
      amount,
      clientOrderId: `client-${randomUUID()}`,
    })
  ).value;
  const answer = await server.app.inject({
    method: 'POST',
    url: order.cashierUrl ?? '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      decision: 'approve',
      ...(paid ? { amount: paid } : {}),
    }).toString(),
  });
  expect(answer.statusCode).toBeLessThan(400);
  return waitFor(
    async () => (await member.call('depositOrder', { orderNo: order.orderNo })).value,
    (o) => o.status === 'paid',
  );
};

const alpha = async () => {
  const merchant = (await new MerchantDirectory(db).all()).find((m) => m.merchantCode === ALPHA);
  if (!merchant) throw new Error('no ALPHA');
  return merchant;
};

const minor = (money: string) => BigInt(Math.round(Number(money) * 100));

beforeAll(async () => {
  ({ db, finance, demo, agent, merchantId } = await cashierActors(server));
}, 180_000);

describe('daily reconciliation', () => {
  const today = brandDay(new Date(), 'UTC');
  const nextDay = (day: string) => shiftPeriod(periodByKey('day', day, 'UTC'), 1, 'UTC').key;

  it('reconciles a day of deposits, a payout and an unmatched suspense credit with the expected figures', async () => {
    const first = await paidDeposit(demo, '150.00');
    await paidDeposit(demo, '80.00', '100.00');

    // A withdrawal of the agent (no deposit, so no turnover to meet), approved and paid out.
    const card = (await cashier.bindCard(agent, 'Agent Smith', '6222000011112222')).value;
    expect((await cashier.setPin(agent, '246810')).code).toBeUndefined();
    const withdrawal = (await cashier.withdraw(agent, card.cardId, '300.00', '246810')).value;
    const desk = staffClient(server.app, finance);
    const approved = await desk.call('financeWithdrawalApprove', {
      withdrawalId: withdrawal.withdrawalId,
    });
    expect(approved.code).toBeUndefined();
    await waitFor(
      async () => (await desk.call('financeWithdrawals', { status: 'paid' })).value.content,
      (list) => list.some((w) => w.withdrawalId === withdrawal.withdrawalId),
    );

    // Money the provider never collected: a second "payment" of a paid order, validly signed.
    const { rows } = await sql<{ provider_ref: string }>`
      SELECT provider_ref FROM deposit_orders WHERE order_no = ${first.orderNo}`.execute(db);
    const { body, headers } = await signedCallback(
      db,
      merchantId,
      {
        eventId: `evt_forged_${randomUUID()}`,
        type: 'payin.succeeded',
        providerRef: rows[0]?.provider_ref ?? '',
        reference: first.orderNo,
        amount: '2500',
        currency: 'CNY',
      },
      new Date(),
    );
    const delivered = await server.app.inject({
      method: 'POST',
      url: `/payments/sandbox/webhook/${ALPHA}`,
      headers,
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);

    const merchant = await alpha();
    const figures = await reconciliationFigures(
      db,
      new SandboxProvider(() => new Date()),
      merchant,
      today,
    );
    const wallets = await sql<{ total: string }>`
      SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
      WHERE merchant_id = ${merchantId} AND code LIKE 'member:%:main'`.execute(db);
    expect(figures).toMatchObject({
      day: today,
      timeZone: 'UTC',
      currency: 'CNY',
      provider: 'sandbox',
      // The provider collected 150 and 100 (the payer paid 100 for an order of 80), paid 300.
      statementPayins: minor('250.00'),
      statementPayouts: minor('300.00'),
      // The ledger also moved the forged 25 out of clearing, into suspense.
      ledgerPayins: minor('275.00'),
      ledgerPayouts: minor('300.00'),
      payinDifference: -minor('25.00'),
      payoutDifference: 0n,
      mismatch: true,
      depositSuspense: minor('25.00'),
      payoutsInTransit: 0n,
      withdrawalHolds: 0n,
      vendorWallets: 0n,
      // 275 out of clearing, 300 back into it.
      providerClearing: minor('25.00'),
      bankClearing: 0n,
      mainWallets: BigInt(wallets.rows[0]?.total ?? '-1'),
    });
    expect(figures.playerLiabilities).toBe(
      figures.mainWallets + figures.vendorWallets + figures.withdrawalHolds,
    );
  });

  it('writes one report per day however often the job runs, and staff read it', async () => {
    const provider = new SandboxProvider(() => new Date());
    const merchants = await new MerchantDirectory(db).all();
    // The day is over once the clock passes midnight: the next run writes it, once.
    const tomorrow = new Date(`${nextDay(today)}T00:30:00.000Z`);
    await Promise.all([
      reconcileDue(db, provider, merchants, tomorrow),
      reconcileDue(db, provider, merchants, tomorrow),
    ]);
    expect(await reconcileDue(db, provider, merchants, tomorrow)).toBe(0);
    const reports = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM reconciliation_reports
      WHERE merchant_id = ${merchantId} AND day = ${today}::date`.execute(db);
    expect(reports.rows[0]?.n).toBe('1');
    // Down for two more midnights: the next run writes each missed day, in order, once.
    const later = new Date(`${nextDay(nextDay(nextDay(today)))}T09:00:00.000Z`);
    await reconcileDue(db, provider, merchants, later);
    const days = await sql<{ day: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day FROM reconciliation_reports
      WHERE merchant_id = ${merchantId} ORDER BY day`.execute(db);
    expect(days.rows.map((r) => r.day)).toEqual([today, nextDay(today), nextDay(nextDay(today))]);

    const listed = (
      await staffClient(server.app, finance).call('financeReconciliation', {
        merchantCode: ALPHA,
        mismatch: '1',
      })
    ).value;
    expect(listed.content[0]).toMatchObject({
      merchantCode: ALPHA,
      day: today,
      mismatch: true,
      statementPayins: '250.00',
      ledgerPayins: '275.00',
      payinDifference: '-25.00',
      payoutDifference: '0.00',
      depositSuspense: '25.00',
    });
  });

  it('is refused to staff without the finance permission, and bad filters change nothing', async () => {
    const content = await openStaffSession(server.app, db, 'content', new Date());
    const refused = await staffClient(server.app, content).call('financeReconciliation', {});
    expect(refused.response.statusCode).toBe(403);
    expect(refused.code).toBe('staff.permission.denied');
    const badQueries: Record<string, string>[] = [
      { mismatch: 'yes' },
      { pageNo: '-1' },
      { nonsense: '1' },
    ];
    for (const query of badQueries) {
      // Raw on purpose: filters the contract refuses, which the typed client would not type.
      const bad = await staffCall(server.app, 'GET', staffCalls.financeReconciliation.path, {
        as: finance,
        query,
      });
      expect(bad.statusCode).toBe(400);
      expect(codeOf(bad)).toBe('request_param_err');
    }
  });
});
