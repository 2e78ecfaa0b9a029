import { randomUUID } from 'node:crypto';
import type { AgentTransferKind } from '@portal/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callApi, merchantIdOf, signedInToken } from '../../test/harness.ts';
import { memberIdOf } from '../../test/staffDesk.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { walletMovements } from '../account/records.ts';
import { turnoverOf } from '../cashier/turnover.ts';
import { readInvariants } from '../db/invariants.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { freezeScopes, frozenScopes } from '../member/freezes.ts';

/*
 * The sub-types of an upline-downline transfer (agent-rules "Transfers"), on the seeded demo
 * team of ALPHA: agent over subagent and teamplayer, subagent over subplayer. Normal and
 * promotion subsidy give the receiver a turnover requirement of the amount; a dividend payment
 * pays a bill the sender owes the receiver, with none, and closes or reduces the bill.
 */
const server = useTestServer({}, { db: 2 });
const CURRENCY = 'CNY';
const PIN = '246810';

const idOf = async (username: string) =>
  memberIdOf(server.db, await merchantIdOf(server.db), username);
const balance = async (username: string) =>
  memberWalletBalance(server.db, await merchantIdOf(server.db), await idOf(username), CURRENCY);
const turnover = async (username: string) =>
  (await turnoverOf(server.db, await merchantIdOf(server.db), await idOf(username), CURRENCY))
    .remaining;
const signedIn = async (username: string, password: string) => {
  const token = await signedInToken(server.app, username, password);
  await callApi(server.app, 'paymentPasswordSet', { password: PIN }, { token });
  return token;
};
const send = (
  token: string,
  to: number,
  amount: string,
  kind?: AgentTransferKind,
  extra: object = {},
) =>
  callApi(
    server.app,
    'agentTransfer',
    {
      toMemberId: to,
      amount,
      paymentPassword: PIN,
      clientId: randomUUID(),
      ...(kind ? { kind } : {}),
      ...extra,
    },
    { token },
  );

/** The ledger kind of the transfer's movement and the account record's type for the receiver. */
const recorded = async (transferId: string, receiver: string) => {
  const kind = (
    await sql<{ kind: string }>`
      SELECT DISTINCT t.kind FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      WHERE e.reference = ${`agent-transfer:${transferId}`}`.execute(server.db)
  ).rows.map((r) => r.kind);
  const day = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
  const { content } = await walletMovements(
    server.db,
    await idOf(receiver),
    { ...day, startDate: '', endDate: '' },
    null,
  );
  return {
    kind,
    types: content.filter((row) => kind.includes(row.remark)).map((r) => r.transType),
  };
};

/** A dividend bill the agent owes subagent, due already (its grace is over). */
const billOf = async (amount: bigint) => {
  const merchantId = await merchantIdOf(server.db);
  const start = new Date('2026-10-01T00:00:00.000Z');
  await sql`INSERT INTO agent_pay_runs (merchant_id, contract_type, window_start, window_end)
    VALUES (${merchantId}, 'dividend:monthly', ${start}, ${start}) `.execute(server.db);
  return (
    await sql<{ id: number }>`
      INSERT INTO agent_dividend_bills (merchant_id, run_type, period_start, payer_id, payee_id,
        amount, currency, issued_at, due_at)
      VALUES (${merchantId}, 'dividend:monthly', ${start}, ${await idOf('agent')},
        ${await idOf('subagent')}, ${String(amount)}::bigint, ${CURRENCY}, now(), now())
      RETURNING id`.execute(server.db)
  ).rows[0]?.id as number;
};
const billState = async (billId: number) =>
  (
    await sql<{ collected: string; status: string }>`
      SELECT collected, status FROM agent_dividend_bills WHERE id = ${billId}`.execute(server.db)
  ).rows[0];

describe('transfer sub-types', () => {
  it('a normal transfer (the default) gives the receiver a turnover requirement, recorded as a transfer', async () => {
    const agent = await signedIn('agent', 'Agent@2026');
    const before = await turnover('subplayer');
    const sent = await send(agent, await idOf('subplayer'), '10.00');
    expect(sent.code).toBeUndefined();
    expect(await turnover('subplayer')).toBe(before + 10_00n);
    expect(await recorded(sent.value.transferId, 'subplayer')).toEqual({
      kind: ['agent_transfer'],
      types: ['transfer'],
    });
  });

  it("a promotion subsidy is an agent's to its team, with a turnover requirement and a kind of its own", async () => {
    const agent = await signedIn('agent', 'Agent@2026');
    const before = await turnover('subplayer');
    const sent = await send(agent, await idOf('subplayer'), '5.00', 'promotionSubsidy');
    expect(sent.code).toBeUndefined();
    expect(await turnover('subplayer')).toBe(before + 5_00n);
    expect(await recorded(sent.value.transferId, 'subplayer')).toEqual({
      kind: ['agent_transfer_subsidy'],
      types: ['transfer'],
    });
    // A member sends its upline a normal transfer only.
    const player = await signedIn('subplayer', 'Player@2026');
    const upline = await idOf('subagent');
    const balanceBefore = await balance('subplayer');
    expect((await send(player, upline, '1.00', 'promotionSubsidy')).code).toBe('not.found');
    expect(await balance('subplayer')).toBe(balanceBefore);
    expect((await send(player, upline, '1.00')).code).toBeUndefined();
  });

  it('a dividend payment pays a bill in part then in full, with no turnover requirement, and lifts the freeze', async () => {
    const agent = await signedIn('agent', 'Agent@2026');
    const agentId = await idOf('agent');
    const subagent = await idOf('subagent');
    const billId = await billOf(30_00n);
    // The grace is over and the wallet was short: the agent is frozen (agent-rules "Unpaid").
    await freezeScopes(server.db, {
      merchantId: await merchantIdOf(server.db),
      memberId: agentId,
      scopes: ['team', 'transfers', 'withdrawals'],
      source: 'bill',
      at: new Date(),
    });
    // A normal transfer or a subsidy is refused while the bill is unpaid.
    expect((await send(agent, subagent, '1.00')).code).toBe('member.frozen');
    expect((await send(agent, subagent, '1.00', 'promotionSubsidy')).code).toBe('member.frozen');
    // A dividend payment names its bill; a bill names no other sub-type.
    expect((await send(agent, subagent, '1.00', 'dividendPayment')).code).toBe('request_param_err');
    expect((await send(agent, subagent, '1.00', 'normal', { billId })).code).toBe(
      'request_param_err',
    );
    // The bill is subagent's: paying it to anyone else answers as a bill that does not exist.
    expect(
      (await send(agent, await idOf('teamplayer'), '1.00', 'dividendPayment', { billId })).code,
    ).toBe('not.found');

    const turnoverBefore = await turnover('subagent');
    const before = [await balance('agent'), await balance('subagent')];
    const part = await send(agent, subagent, '10.00', 'dividendPayment', { billId });
    expect(part.code).toBeUndefined();
    expect(await billState(billId)).toEqual({ collected: '1000', status: 'issued' });
    expect(await recorded(part.value.transferId, 'subagent')).toEqual({
      kind: ['agent_transfer_bill'],
      types: ['dividend'],
    });
    // More than the bill still owes: refused, nothing moves.
    expect((await send(agent, subagent, '20.01', 'dividendPayment', { billId })).code).toBe(
      'agent.bill.amount',
    );
    expect(await billState(billId)).toEqual({ collected: '1000', status: 'issued' });
    expect(await frozenScopes(server.db, agentId)).toContain('transfers');

    const rest = await send(agent, subagent, '20.00', 'dividendPayment', { billId });
    expect(rest.code).toBeUndefined();
    expect(await billState(billId)).toEqual({ collected: '3000', status: 'paid' });
    expect([await balance('agent'), await balance('subagent')]).toEqual([
      (before[0] as bigint) - 30_00n,
      (before[1] as bigint) + 30_00n,
    ]);
    // No turnover requirement for a bill's payment; the bill's freeze is lifted.
    expect(await turnover('subagent')).toBe(turnoverBefore);
    expect([...(await frozenScopes(server.db, agentId))]).toEqual([]);
    expect((await send(agent, subagent, '1.00', 'dividendPayment', { billId })).code).toBe(
      'contract.request.closed',
    );
    // Paid, the agent sends normal transfers again.
    expect((await send(agent, subagent, '1.00')).code).toBeUndefined();
    const invariants = await readInvariants(server.db, {
      ackedRoundIds: [],
      openBefore: new Date(),
    });
    expect([invariants.unbalancedTransactions, invariants.balanceMismatches]).toEqual([0, 0]);
  });
});
