import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALPHA,
  apiClient,
  fixtureBrandsWith,
  login,
  multiWalletAlpha,
  tokenOf,
} from '../../test/harness.ts';
import { codeOf, openStaffSession, staffClient } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { bet, rollback } from '../games/seamlessWallet.ts';

/** A multi-wallet brand: the fixture ALPHA with a wallet of its own for the demo vendor. */
const server = useTestServer(
  async () => ({
    brandsDir: await fixtureBrandsWith('cashier-wallets-', multiWalletAlpha),
    demoStaff: true,
  }),
  { db: 2 },
);

let token: string;
beforeAll(async () => {
  token = tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' }));
}, 60_000);

const transfer = (from: number, to: number, amount: string, transactionId: string) =>
  apiClient(server.app, { token }).call('walletTransfer', {
    fromAccountTypeId: from,
    toAccountTypeId: to,
    amount,
    transactionId,
  });

const wallets = async () =>
  (await apiClient(server.app, { token }).call('balance', {})).value.balance;

describe('multi-wallet brands', () => {
  it('say so, and list the main wallet and each vendor wallet', async () => {
    const info = (await apiClient(server.app, { token }).call('merchantWallet', {})).value;
    expect(info.isSingle).toBe(0);
    expect(info.wallets?.map((w) => w.vassalage)).toEqual([null, 'DEMO']);
    expect(await wallets()).toEqual([
      { accountTypeId: 1, availBalance: '10000.00' },
      { accountTypeId: 2, availBalance: '0.00' },
    ]);
  });

  it('move money to a vendor wallet once per client id, whatever the retries', async () => {
    const id = 'transfer-0001-abcd';
    const answers = await Promise.all([
      transfer(1, 2, '250.00', id),
      transfer(1, 2, '250.00', id),
      transfer(1, 2, '250.00', id),
    ]);
    expect(answers.map((a) => a.response.statusCode)).toEqual([200, 200, 200]);
    // Every wallet in one read of the ledger (issue 26: the balance call is asked per page view;
    // it read the main wallet, then each vendor wallet's id, then its balance, one by one).
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      expect(await wallets()).toEqual([
        { accountTypeId: 1, availBalance: '9750.00' },
        { accountTypeId: 2, availBalance: '250.00' },
      ]);
      const reads = spy.mock.calls.filter(([query]) =>
        /ledger_accounts/.test(
          typeof query === 'string' ? query : String((query as { text?: string }).text),
        ),
      );
      expect(reads).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    // The same id for another movement is refused and changes nothing.
    expect((await transfer(1, 2, '99.00', id)).code).toBe('wallet.idempotency.conflict');
    expect((await transfer(2, 1, '999.00', 'transfer-0002-abcd')).code).toBe(
      'wallet.insufficient.funds',
    );
    expect((await transfer(2, 2, '1.00', 'transfer-0003-abcd')).code).toBe('request_param_err');
    expect((await transfer(1, 7, '1.00', 'transfer-0004-abcd')).code).toBe('request_param_err');
  });

  it('recall every vendor wallet to the main wallet, once', async () => {
    const recall = () =>
      apiClient(server.app, { token }).call('walletRecall', { transactionId: 'recall-0001-abcd' });
    const after = (await recall()).value.balance;
    expect(after.balance).toEqual([
      { accountTypeId: 1, availBalance: '10000.00' },
      { accountTypeId: 2, availBalance: '0.00' },
    ]);
    expect(after.sumBalance).toBe('10000.00');
    expect((await recall()).code).toBeUndefined();
    expect((await wallets())[0]?.availBalance).toBe('10000.00');
  });
});

describe('a launch in a multi-wallet brand', () => {
  const launch = async () => {
    const response = await apiClient(server.app, { token }).call('launchGame', {
      gameType: 'RNG',
      vassalage: 'DEMO',
      gameId: 'demo-slot',
    });
    const url = new URL(response.value.content.game_url, 'http://x');
    return new URLSearchParams(url.hash.slice(1)).get('launch') ?? '';
  };
  // The demo vendor's own game API: no catalogue call, so a raw request.
  const play = (launchToken: string, roundId: string, stake: number) =>
    server.app.inject({
      method: 'POST',
      url: '/vendor/demo/api/play',
      payload: { launch: launchToken, roundId, stake },
    });
  /** The member account each ledger line of a round's movements touched. */
  const roundAccounts = async (roundId: string) => {
    const { rows } = await sql<{ code: string }>`
      SELECT DISTINCT a.code FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.idempotency_key LIKE ${`vendor:DEMO:%:${roundId}`} AND a.member_id IS NOT NULL
    `.execute(server.db);
    return rows.map((r) => r.code);
  };

  it("refuses a bet the vendor's wallet cannot cover with the vendor's code, though the main wallet could", async () => {
    const launchToken = await launch();
    const before = await wallets();
    expect(before[1]?.availBalance).toBe('0.00');
    const refused = await play(launchToken, 'round-vendor-short-1', 5);
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)).toBe('wallet.vendor.insufficient.funds');
    expect(await wallets()).toEqual(before);
    const rounds = await server.db
      .selectFrom('vendor_rounds')
      .select('transaction_id')
      .where('transaction_id', '=', 'round-vendor-short-1')
      .execute();
    expect(rounds).toEqual([]);
  });

  it("bets and wins against the vendor's wallet; the main wallet is untouched", async () => {
    expect((await transfer(1, 2, '100.00', 'transfer-play-0001')).response.statusCode).toBe(200);
    const launchToken = await launch();
    const session = await server.app.inject({
      method: 'GET',
      url: '/vendor/demo/api/session',
      headers: { 'x-launch-token': launchToken },
    });
    // The game page shows the balance it plays with: the vendor's wallet. (The vendor's
    // routes are not in the catalogue: their answers are read raw.)
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json<{ value: { balance: number } }>().value.balance).toBe(100);
    const main = (await wallets())[0]?.availBalance;
    const played = await play(launchToken, 'round-vendor-play-1', 10);
    expect(played.statusCode, played.body).toBe(200);
    const round = played.json<{ value: { win: number; balance: number } }>().value;
    const after = await wallets();
    expect(after[0]?.availBalance).toBe(main);
    expect(after[1]?.availBalance).toBe((100 - 10 + round.win).toFixed(2));
    expect(round.balance).toBe(100 - 10 + round.win);
    const { rows } = await sql<{ id: string }>`SELECT id FROM members WHERE username = 'demo'
      AND merchant_id = (SELECT id FROM merchants WHERE merchant_code = ${ALPHA})`.execute(
      server.db,
    );
    expect(await roundAccounts('round-vendor-play-1')).toEqual([
      `member:${rows[0]?.id}:vendor:DEMO`,
    ]);

    // The account record holds every entry of the member: the transfer out of the main
    // wallet, into the vendor's, and the bet there, each with its wallet's balance after it.
    const today = new Date().toISOString().slice(0, 10);
    const record = (
      await apiClient(server.app, { token }).call('memberTransactions', {
        startDate: today,
        endDate: today,
        pageSize: 100,
      })
    ).value.content;
    const seen = record.map((m) => [m.transType, m.amount, m.wallet]);
    expect(seen).toContainEqual(['transfer', '-100.00', null]);
    expect(seen).toContainEqual(['transfer', '100.00', 'Demo games']);
    expect(seen).toContainEqual(['bet', '-10.00', 'Demo games']);
    // Newest first: the last entry on the vendor's wallet ends at its balance.
    expect(record.find((m) => m.wallet === 'Demo games')?.balanceAfter).toBe(
      after[1]?.availBalance,
    );
    expect(record.find((m) => m.wallet === null)?.balanceAfter).toBe(main);
  });

  it("returns a rolled-back stake to the vendor's wallet it came from", async () => {
    const { rows } = await sql<{ id: number; merchant_id: number }>`
      SELECT id, merchant_id FROM members WHERE username = 'demo'
      AND merchant_id = (SELECT id FROM merchants WHERE merchant_code = ${ALPHA})`.execute(
      server.db,
    );
    const member = rows[0];
    if (!member) throw new Error('no demo member');
    const game = await server.db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', member.merchant_id)
      .where('vassalage', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const before = await wallets();
    const key = {
      merchantId: member.merchant_id,
      currency: 'CNY',
      vassalage: 'DEMO',
      transactionId: 'round-vendor-rollback-1',
    };
    const now = new Date();
    await bet(server.db, {
      ...key,
      memberId: member.id,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId: game.id,
      amount: 500n,
      now,
      fromVendorWallet: true,
    });
    expect(Number((await wallets())[1]?.availBalance)).toBe(
      Number(before[1]?.availBalance ?? 0) - 5,
    );
    await rollback(server.db, { ...key, now });
    expect(await wallets()).toEqual(before);
  });
});

describe('a closed account in a multi-wallet brand', () => {
  it('is paid out whole by finance: the game wallets come back to the main wallet first', async () => {
    const finance = await openStaffSession(server.app, server.db, 'finance', new Date());
    const player = tokenOf(
      await login(server.app, { username: 'player', password: 'Player@2026' }),
    );
    const asPlayer = apiClient(server.app, { token: player });
    expect(
      (
        await asPlayer.call('walletTransfer', {
          fromAccountTypeId: 1,
          toAccountTypeId: 2,
          amount: '250.00',
          transactionId: 'closed-payout-play-1',
        })
      ).response.statusCode,
    ).toBe(200);
    const total = (await asPlayer.call('balance', {})).value.sumBalance;
    const card = (
      await asPlayer.call('bankCardBind', {
        bankName: 'Test Bank',
        accountNumber: '6222000012121212',
        payee: 'Pat Player',
      })
    ).value.cardId;
    const excluded = await asPlayer.call('selfExclude', {
      months: 6,
      password: 'Player@2026',
      confirmed: true,
    });
    expect(excluded.code).toBeUndefined();
    const { rows } = await sql<{ id: number }>`SELECT id FROM members WHERE username = 'player'
      AND merchant_id = (SELECT id FROM merchants WHERE merchant_code = ${ALPHA})`.execute(
      server.db,
    );
    const memberId = rows[0]?.id;
    if (memberId === undefined) throw new Error('no player member');
    const paid = (
      await staffClient(server.app, finance).call('financeClosedAccountPayout', {
        memberId,
        cardId: card,
        reason: 'Self-excluded; asked for the balance',
      })
    ).value;
    expect(paid.status).toBe('approved');
    expect(paid.amount).toBe(total);
    const { rows: left } = await sql<{ code: string; balance: string }>`
      SELECT code, balance::text FROM ledger_accounts WHERE member_id = ${rows[0]?.id}
      ORDER BY code`.execute(server.db);
    expect(left.map((a) => a.balance)).toEqual(left.map(() => '0'));
    expect(left.map((a) => a.code)).toContain(`member:${rows[0]?.id}:vendor:DEMO`);
  });
});
