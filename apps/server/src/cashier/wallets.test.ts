import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Balance, calls, type MerchantWallet } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, FIXTURE_BRANDS, login, tokenOf } from '../../test/harness.ts';
import { codeOf } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

/** A multi-wallet brand: the fixture ALPHA with a wallet of its own for the demo vendor. */
const server = useTestServer(async () => {
  const brandsDir = await mkdtemp(join(tmpdir(), 'cashier-wallets-'));
  await cp(FIXTURE_BRANDS, brandsDir, { recursive: true });
  const file = join(brandsDir, 'alpha', 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8'));
  brand.cashier = {
    ...brand.cashier,
    wallet: 'multi',
    vendorWallets: [{ accountTypeId: 2, vassalage: 'DEMO', name: 'Demo games' }],
  };
  await writeFile(file, JSON.stringify(brand));
  return { brandsDir };
});

let token: string;
beforeAll(async () => {
  token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
}, 60_000);

const value = <T>(response: LightMyRequestResponse): T => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{ value: T }>().value;
};

const transfer = (from: number, to: number, amount: string, transactionId: string) =>
  call(server.app, 'POST', calls.walletTransfer.path, {
    token,
    body: { fromAccountTypeId: from, toAccountTypeId: to, amount, transactionId },
  });

const wallets = async () =>
  value<Balance>(await call(server.app, 'GET', calls.balance.path, { token })).balance;

describe('multi-wallet brands', () => {
  it('say so, and list the main wallet and each vendor wallet', async () => {
    const info = value<MerchantWallet>(
      await call(server.app, 'GET', calls.merchantWallet.path, { token }),
    );
    expect(info.isSingle).toBe(0);
    expect(info.wallets?.map((w) => w.vassalage)).toEqual([null, 'DEMO']);
    expect(await wallets()).toEqual([
      { accountTypeId: 1, availBalance: 10_000 },
      { accountTypeId: 2, availBalance: 0 },
    ]);
  });

  it('move money to a vendor wallet once per client id, whatever the retries', async () => {
    const id = 'transfer-0001-abcd';
    const answers = await Promise.all([
      transfer(1, 2, '250.00', id),
      transfer(1, 2, '250.00', id),
      transfer(1, 2, '250.00', id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await wallets()).toEqual([
      { accountTypeId: 1, availBalance: 9_750 },
      { accountTypeId: 2, availBalance: 250 },
    ]);
    // The same id for another movement is refused and changes nothing.
    expect(codeOf(await transfer(1, 2, '99.00', id))).toBe('wallet.idempotency.conflict');
    expect(codeOf(await transfer(2, 1, '999.00', 'transfer-0002-abcd'))).toBe(
      'wallet.insufficient.funds',
    );
    expect(codeOf(await transfer(2, 2, '1.00', 'transfer-0003-abcd'))).toBe('request_param_err');
    expect(codeOf(await transfer(1, 7, '1.00', 'transfer-0004-abcd'))).toBe('request_param_err');
  });

  it('recall every vendor wallet to the main wallet, once', async () => {
    const recall = () =>
      call(server.app, 'POST', calls.walletRecall.path, {
        token,
        body: { transactionId: 'recall-0001-abcd' },
      });
    const after = value<{ balance: Balance }>(await recall()).balance;
    expect(after.balance).toEqual([
      { accountTypeId: 1, availBalance: 10_000 },
      { accountTypeId: 2, availBalance: 0 },
    ]);
    expect(after.sumBalance).toBe(10_000);
    value(await recall());
    expect((await wallets())[0]?.availBalance).toBe(10_000);
  });
});
