import { brandDay, brandTimeZone, periodByKey, previousPeriod } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { callApi, merchantIdOf, signedInToken } from '../../test/harness.ts';
import { memberIdOf } from '../../test/staffDesk.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { AGENT_HOUSE, houseName } from '../ledger/accountCodes.ts';
import { LEDGER_KINDS, type LedgerKind } from '../ledger/kinds.ts';
import { openHouseAccount, openMemberWallet, transfer } from '../ledger/ledger.ts';

/*
 * My income and the member's own facts (designed calls, calls/agentTeam.ts) against the seeded
 * demo team of ALPHA (CNY, the default time zone): agent (1950) over subagent (1900) and
 * teamplayer; `demo` is outside every team, `trial` a trial account.
 */
const server = useTestServer({}, { db: 2 });
const zone = brandTimeZone({});

const idOf = async (username: string) =>
  memberIdOf(server.db, await merchantIdOf(server.db), username);

/** A keyed movement between a house account and a member's main wallet (minor units). */
const move = async (kind: LedgerKind, house: string, memberId: number, amount: bigint) => {
  const merchantId = await merchantIdOf(server.db);
  const wallet = await openMemberWallet(server.db, merchantId, memberId, 'CNY');
  const other = await openHouseAccount(server.db, merchantId, house, 'CNY');
  const posted = await transfer(server.db, {
    merchantId,
    idempotencyKey: `income-test:${kind}:${memberId}:${amount}:${Math.random()}`,
    kind,
    currency: 'CNY',
    from: amount > 0n ? other : wallet,
    to: amount > 0n ? wallet : other,
    amount: amount > 0n ? amount : -amount,
  });
  return posted.transactionId;
};

describe('my income', () => {
  it('sums rebates, salaries and dividends received per brand day, and nothing else', async () => {
    const agentId = await idOf('agent');
    const today = periodByKey('day', brandDay(new Date(), zone), zone);
    const yesterday = previousPeriod(today, zone);
    await move(LEDGER_KINDS.agentLotteryRebate, AGENT_HOUSE.rebates, agentId, 1_250n);
    await move(LEDGER_KINDS.agentSalary, AGENT_HOUSE.salaries, agentId, 10_000n);
    await move(LEDGER_KINDS.agentDividendBill, AGENT_HOUSE.dividends, agentId, 3_300n);
    // A bill this agent paid its downline is money out, not income; a transfer is not income.
    await move(LEDGER_KINDS.agentDividendBill, AGENT_HOUSE.dividends, agentId, -500n);
    await move(LEDGER_KINDS.agentTransfer, houseName.promotions, agentId, 7_700n);
    // Yesterday's dividend: the movement moved back in time, one minute before today began.
    const earlier = await move(LEDGER_KINDS.agentDividend, AGENT_HOUSE.dividends, agentId, 900n);
    await server.db
      .updateTable('ledger_transactions')
      .set({ created_at: new Date(today.start.getTime() - 60_000) })
      .where('id', '=', String(earlier))
      .execute();

    const token = await signedInToken(server.app, 'agent', 'Agent@2026');
    const both = await callApi(
      server.app,
      'agentIncome',
      { from: yesterday.key, to: today.key },
      { token },
    );
    expect(both.value).toEqual({
      rebates: '12.50',
      salaries: '100.00',
      dividends: '42.00',
      total: '154.50',
      days: [
        { day: today.key, rebates: '12.50', salaries: '100.00', dividends: '33.00' },
        { day: yesterday.key, rebates: '0.00', salaries: '0.00', dividends: '9.00' },
      ],
    });
    const onlyYesterday = await callApi(
      server.app,
      'agentIncome',
      { from: yesterday.key, to: yesterday.key },
      { token },
    );
    expect([onlyYesterday.value.total, onlyYesterday.value.days.length]).toEqual(['9.00', 1]);
  });

  it('is for agents: a member gets agent.required, a reversed period request_param_err', async () => {
    const day = brandDay(new Date(), zone);
    const member = await callApi(
      server.app,
      'agentIncome',
      { from: day, to: day },
      { token: await signedInToken(server.app, 'demo', 'Demo@2026') },
    );
    expect([member.response.statusCode, member.code]).toEqual([403, 'agent.required']);
    const reversed = await callApi(
      server.app,
      'agentIncome',
      { from: day, to: '2020-01-01' },
      { token: await signedInToken(server.app, 'agent', 'Agent@2026') },
    );
    expect([reversed.response.statusCode, reversed.code]).toEqual([400, 'request_param_err']);
  });
});

describe("the member's own facts", () => {
  it('tells an agent its series and upline, a member whom it may send to', async () => {
    const top = await callApi(
      server.app,
      'agentSelf',
      {},
      { token: await signedInToken(server.app, 'agent', 'Agent@2026') },
    );
    expect(top.value).toMatchObject({ series: 1950, isAgent: true });
    const sub = await callApi(
      server.app,
      'agentSelf',
      {},
      { token: await signedInToken(server.app, 'subagent', 'Agent@2026') },
    );
    expect(sub.value).toEqual({
      series: 1900,
      isAgent: true,
      upline: { memberId: await idOf('agent'), username: 'agent' },
    });
    const player = await callApi(
      server.app,
      'agentSelf',
      {},
      { token: await signedInToken(server.app, 'teamplayer', 'Player@2026') },
    );
    expect(player.value).toMatchObject({ isAgent: false, upline: { username: 'agent' } });
  });

  it('refuses a trial account', async () => {
    const trial = await callApi(
      server.app,
      'agentSelf',
      {},
      { token: await signedInToken(server.app, 'trial', 'Trial@2026') },
    );
    expect([trial.response.statusCode, trial.code]).toEqual([403, 'trial.forbidden']);
  });
});
