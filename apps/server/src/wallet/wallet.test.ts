import { balanceSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BETA, callApi, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { seedBrands, seedDemoMembers } from '../seed/seed.ts';
import { readBrands } from '../system/brands.ts';

const server = useTestServer({}, { db: 2 });

const balanceFor = async (username: string, password: string) => {
  const token = tokenOf(await login(server.app, { username, password }));
  const answer = await callApi(server.app, 'balance', {}, { token });
  expect(answer.response.statusCode).toBe(200);
  // Parsed, not only typed: the wire shape itself is what this test holds.
  return v.parse(balanceSchema, answer.value);
};

describe('wallet balance', () => {
  it('shows each demo account its seeded opening balance from the ledger', async () => {
    const demo = await balanceFor('demo', 'Demo@2026');
    expect(demo).toEqual({
      sumBalance: '10000.00',
      balance: [{ accountTypeId: 1, availBalance: '10000.00' }],
      currency: 'CNY',
      currencySymbol: '¥',
    });
    expect((await balanceFor('agent', 'Agent@2026')).sumBalance).toBe('50000.00');
  });

  it('is switched off where the brand has no wallet module', async () => {
    const token = tokenOf(
      await login(server.app, { username: 'demo', password: 'Demo@2026' }, { merchant: BETA }),
    );
    const answer = await callApi(server.app, 'balance', {}, { merchant: BETA, token });
    expect(answer.response.statusCode).toBe(403);
    expect(answer.code).toBe('function.not.available');
  });
});

describe('seeding', () => {
  it('changes nothing when it runs again', async () => {
    const snapshot = async () => ({
      members: await server.db
        .selectFrom('members')
        .select(['id', 'username', 'password_hash'])
        .orderBy('id')
        .execute(),
      transactions: await server.db
        .selectFrom('ledger_transactions')
        .select(['id'])
        .orderBy('id')
        .execute(),
      balances: await server.db
        .selectFrom('ledger_accounts')
        .select(['id', 'balance'])
        .orderBy('id')
        .execute(),
    });
    const before = await snapshot();
    expect(before.members.length).toBe(demoAccounts.length * 2);
    const brands = readBrands(server.brandsDir);
    await seedBrands(server.db, brands);
    await seedDemoMembers(server.db, brands);
    expect(await snapshot()).toEqual(before);
  });

  it('posts opening balances as balanced movements from the house account', async () => {
    const rows = await server.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .select(['ledger_accounts.code', 'ledger_entries.amount', 'ledger_transactions.kind'])
      .execute();
    expect(rows.every((r) => r.kind === 'opening_balance')).toBe(true);
    const house = rows
      .filter((r) => r.code === 'house:opening')
      .reduce((s, r) => s + BigInt(r.amount), 0n);
    const wallets = rows
      .filter((r) => r.code !== 'house:opening')
      .reduce((s, r) => s + BigInt(r.amount), 0n);
    expect(house + wallets).toBe(0n);
    // Two brands, each with the demo accounts' opening balances.
    const opening = demoAccounts.reduce((sum, account) => sum + account.openingBalance, 0n);
    expect(opening).toBe(10_000_00n + 10_000_00n + 50_000_00n);
    expect(wallets).toBe(2n * opening);
  });
});
