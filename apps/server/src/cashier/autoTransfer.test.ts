import { calls } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import {
  apiClient,
  fixtureBrandsWith,
  fixtureMerchant,
  ledgerRows,
  login,
  tokenOf,
} from '../../test/harness.ts';
import { memberIdOf } from '../../test/staffDesk.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { CatalogueError } from '../catalogueError.ts';
import { readInvariants } from '../db/invariants.ts';
import { inTransaction } from '../ledger/ledger.ts';
import { freezeScopes } from '../member/freezes.ts';
import { autoTransferAtLaunch, autoTransferOf } from './autoTransfer.ts';

/**
 * ALPHA as a multi-wallet brand with two game wallets: the demo vendor's (its slot launches)
 * and Pragmatic Play's (only funded here, to be swept back). DS88's cockfight has no wallet of
 * its own: it plays from the main wallet.
 */
const twoGameWallets = (brand: Record<string, unknown>): void => {
  brand.cashier = {
    ...(brand.cashier as object),
    wallet: 'multi',
    vendorWallets: [
      { accountTypeId: 2, vassalage: 'DEMO', name: 'Demo games' },
      { accountTypeId: 3, vassalage: 'PP', name: 'Pragmatic Play' },
    ],
  };
};

const server = useTestServer(
  async () => ({ brandsDir: await fixtureBrandsWith('auto-transfer-', twoGameWallets) }),
  { db: 2 },
);

const tokens: Record<'demo' | 'player' | 'agent' | 'weak' | 'trial' | 'secure', string> = {
  demo: '',
  player: '',
  agent: '',
  weak: '',
  trial: '',
  secure: '',
};
const PASSWORDS = {
  demo: 'Demo@2026',
  player: 'Player@2026',
  agent: 'Agent@2026',
  weak: '123456',
  trial: 'Trial@2026',
  secure: 'Secure@2026',
} as const;

beforeAll(async () => {
  for (const [username, password] of Object.entries(PASSWORDS)) {
    tokens[username as keyof typeof tokens] = tokenOf(
      await login(server.app, { username, password }),
    );
  }
}, 120_000);

const api = (who: keyof typeof tokens) => apiClient(server.app, { token: tokens[who] });

/** The member's wallets, main first: [main, DEMO, PP] as the wire's decimal strings. */
const wallets = async (who: keyof typeof tokens) =>
  (await api(who).call('balance', {})).value.balance.map((b) => b.availBalance);

const launchDemo = (who: keyof typeof tokens, launchId?: string) =>
  api(who).call('launchGame', {
    gameType: 'RNG',
    vassalage: 'DEMO',
    gameId: 'demo-slot',
    ...(launchId ? { launchId } : {}),
  });

/** A game of a vendor without a wallet of its own: it plays from the main wallet. */
const launchCockfight = (who: keyof typeof tokens, launchId?: string) =>
  api(who).call('launchGame', {
    gameType: 'COCKFIGHT',
    vassalage: 'DS88',
    ...(launchId ? { launchId } : {}),
  });

const setAuto = (who: keyof typeof tokens, enabled: boolean) =>
  api(who).call('setAutoTransfer', { enabled });

/** The automatic transfers a launch id made: their keys, in order. */
const autoMovements = async (launchId: string) =>
  (
    await sql<{ idempotency_key: string; kind: string }>`
      SELECT idempotency_key, kind FROM ledger_transactions
      WHERE idempotency_key LIKE ${`wallet-auto:%:${launchId}:%`} ORDER BY id
    `.execute(server.db)
  ).rows;

const expectLedgerSound = async () => {
  const invariants = await readInvariants(server.db, { ackedRoundIds: [], openBefore: new Date() });
  expect({
    unbalanced: invariants.unbalancedTransactions,
    mismatches: invariants.balanceMismatches,
    negative: invariants.negativeMembers,
  }).toEqual({ unbalanced: 0, mismatches: 0, negative: 0 });
};

describe('the automatic-transfer setting', () => {
  it('is off until the member turns it on, and is kept per member', async () => {
    expect((await api('demo').call('autoTransfer', {})).value).toEqual({ enabled: false });
    expect((await setAuto('demo', true)).value).toEqual({ enabled: true });
    expect((await api('demo').call('autoTransfer', {})).value).toEqual({ enabled: true });
    expect((await api('player').call('autoTransfer', {})).value).toEqual({ enabled: false });
    expect((await setAuto('demo', false)).value).toEqual({ enabled: false });
    expect((await api('demo').call('autoTransfer', {})).value).toEqual({ enabled: false });
  });

  it('is refused to a trial or frozen member as a transfer is, and then does not change', async () => {
    expect((await setAuto('trial', true)).code).toBe('trial.forbidden');
    expect((await api('trial').call('autoTransfer', {})).value).toEqual({ enabled: false });
    const merchant = await fixtureMerchant(server.db);
    const agentId = await memberIdOf(server.db, merchant.id, 'agent');
    expect((await setAuto('agent', true)).value).toEqual({ enabled: true });
    await freezeScopes(server.db, {
      merchantId: merchant.id,
      memberId: agentId,
      scopes: ['transfers'],
      source: 'staff',
      reason: 'test',
      at: new Date(),
    });
    expect((await setAuto('agent', false)).code).toBe('member.frozen');
    expect((await api('agent').call('autoTransfer', {})).value).toEqual({ enabled: true });
    // Frozen since turning it on: the launch opens the game and moves nothing (the transfer
    // call would refuse the member; betting is still allowed, which is how a bill is paid).
    const rows = await ledgerRows(server.db);
    expect((await launchDemo('agent', 'launch-frozen-0001')).code).toBeUndefined();
    expect(await ledgerRows(server.db)).toBe(rows);
    expect((await wallets('agent'))[0]).toBe('50000.00');
  });
});

describe('a launch with the automatic transfer', () => {
  it('moves nothing while the setting is off', async () => {
    expect((await api('demo').call('autoTransfer', {})).value.enabled).toBe(false);
    const rows = await ledgerRows(server.db, 'ledger_transactions');
    expect((await launchDemo('demo', 'launch-off-0001')).code).toBeUndefined();
    expect(await ledgerRows(server.db, 'ledger_transactions')).toBe(rows);
    expect(await wallets('demo')).toEqual(['10000.00', '0.00', '0.00']);
  });

  it('on: sweeps the other game wallets home, then moves the main balance into the game’s wallet', async () => {
    const moved = await api('demo').call('walletTransfer', {
      fromAccountTypeId: 1,
      toAccountTypeId: 3,
      amount: '300.00',
      transactionId: 'to-pp-0001-abcd',
    });
    expect(moved.code).toBeUndefined();
    expect(await wallets('demo')).toEqual(['9700.00', '0.00', '300.00']);
    await setAuto('demo', true);
    expect((await launchDemo('demo', 'launch-on-0001')).code).toBeUndefined();
    expect(await wallets('demo')).toEqual(['0.00', '10000.00', '0.00']);
    // Two movements, of the wallet-transfer kind the transfer call uses, keyed by the launch.
    const demoId = await memberIdOf(server.db, (await fixtureMerchant(server.db)).id, 'demo');
    expect(await autoMovements('launch-on-0001')).toEqual([
      { idempotency_key: `wallet-auto:${demoId}:launch-on-0001:out:PP`, kind: 'wallet_transfer' },
      { idempotency_key: `wallet-auto:${demoId}:launch-on-0001:in:DEMO`, kind: 'wallet_transfer' },
    ]);
    await expectLedgerSound();
  });

  it('moves nothing twice when the same launch is retried', async () => {
    // The member brings some back by hand; a retry of the launch must not move it again.
    await api('demo').call('walletTransfer', {
      fromAccountTypeId: 2,
      toAccountTypeId: 1,
      amount: '40.00',
      transactionId: 'from-demo-0001-abcd',
    });
    const rows = await ledgerRows(server.db, 'ledger_transactions');
    const retried = await Promise.all([
      launchDemo('demo', 'launch-on-0001'),
      launchDemo('demo', 'launch-on-0001'),
    ]);
    expect(retried.map((r) => r.code)).toEqual([undefined, undefined]);
    expect(await ledgerRows(server.db, 'ledger_transactions')).toBe(rows);
    expect(await wallets('demo')).toEqual(['40.00', '9960.00', '0.00']);
    // A new launch is a new press: it moves what is in the main wallet now.
    expect((await launchDemo('demo', 'launch-on-0002')).code).toBeUndefined();
    expect(await wallets('demo')).toEqual(['0.00', '10000.00', '0.00']);
    await expectLedgerSound();
  });

  it('brings the money home at the next launch of a game that plays from the main wallet', async () => {
    expect((await launchCockfight('demo', 'launch-main-0001')).code).toBeUndefined();
    expect(await wallets('demo')).toEqual(['10000.00', '0.00', '0.00']);
    const keys = (await autoMovements('launch-main-0001')).map((m) => m.idempotency_key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/:launch-main-0001:out:DEMO$/);
    // Without a launch id from the client the server keys the launch itself.
    expect((await launchDemo('demo')).code).toBeUndefined();
    expect(await wallets('demo')).toEqual(['0.00', '10000.00', '0.00']);
    await expectLedgerSound();
  });

  it('moves nothing from empty wallets, and the game still opens', async () => {
    await setAuto('weak', true);
    expect(await wallets('weak')).toEqual(['0.00', '0.00', '0.00']);
    const rows = await ledgerRows(server.db);
    const launched = await launchDemo('weak', 'launch-empty-0001');
    expect(launched.value.content.game_url).toMatch(/#launch=/);
    expect(await ledgerRows(server.db)).toBe(rows);
  });

  it('takes turns when two launches race: every cent is in one wallet, none made or lost', async () => {
    await setAuto('player', true);
    const [slot, cockfight] = await Promise.all([
      launchDemo('player', 'launch-race-0001'),
      launchCockfight('player', 'launch-race-0002'),
    ]);
    expect([slot.code, cockfight.code]).toEqual([undefined, undefined]);
    const after = await wallets('player');
    // Whichever ran second decided where the money is: the slot's wallet, or the main one.
    expect([
      ['0.00', '10000.00', '0.00'],
      ['10000.00', '0.00', '0.00'],
    ]).toContainEqual(after);
    // The same launch sent twice at once moves once.
    const twice = await Promise.all([
      launchDemo('player', 'launch-race-0003'),
      launchDemo('player', 'launch-race-0003'),
    ]);
    expect(twice.map((r) => r.code)).toEqual([undefined, undefined]);
    expect(await wallets('player')).toEqual(['0.00', '10000.00', '0.00']);
    expect((await autoMovements('launch-race-0003')).length).toBeLessThanOrEqual(1);
    // Two presses on the same game at once, each its own launch: one moves the money and the
    // other finds it moved (unlocked, both would read the whole main balance and the second
    // would be refused for want of funds).
    expect((await launchCockfight('player', 'launch-race-0004')).code).toBeUndefined();
    expect(await wallets('player')).toEqual(['10000.00', '0.00', '0.00']);
    const both = await Promise.all([
      launchDemo('player', 'launch-race-0005'),
      launchDemo('player', 'launch-race-0006'),
    ]);
    expect(both.map((r) => r.code)).toEqual([undefined, undefined]);
    expect(await wallets('player')).toEqual(['0.00', '10000.00', '0.00']);
    await expectLedgerSound();
  });
});

/**
 * The calls' refusal in a real single-wallet brand is in games.test.ts (the fixture's ALPHA). A
 * brand that lists game wallets but runs one wallet is the case a guard must catch: here.
 */
describe('a single-wallet brand that still lists game wallets', () => {
  it('has no setting, and ignores one left from another configuration', async () => {
    const multi = await fixtureMerchant(server.db);
    const single = {
      ...multi,
      brand: { ...multi.brand, cashier: { ...multi.brand.cashier, wallet: 'single' as const } },
    };
    const demoId = await memberIdOf(server.db, multi.id, 'demo');
    await expect(autoTransferOf(server.db, single, demoId)).rejects.toEqual(
      new CatalogueError('function.not.available'),
    );
    // demo has it on (above) and money in the main wallet's ledger account: nothing moves.
    await setAuto('demo', true);
    await launchCockfight('demo', 'launch-single-0000');
    const rows = await ledgerRows(server.db);
    await inTransaction(server.db, (trx) =>
      autoTransferAtLaunch(trx, single, {
        memberId: demoId,
        vassalage: 'DEMO',
        launchId: 'launch-single-0001',
        now: new Date(),
      }),
    );
    expect(await ledgerRows(server.db)).toBe(rows);
    expect(await wallets('demo')).toEqual(['10000.00', '0.00', '0.00']);
  });
});

describe('fuzzed automatic-transfer calls', () => {
  it('answer any input with a catalogue code, never a 5xx, and move no money', async () => {
    const rows = await ledgerRows(server.db);
    const input = fc.dictionary(
      fc.constantFrom('enabled', 'launchId', 'x'),
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string())),
    );
    for (const name of ['autoTransfer', 'setAutoTransfer'] as const) {
      await fc.assert(
        fc.asyncProperty(input, async (body) => {
          const response = await sendFuzzed(server.app, calls[name], body, {
            token: tokens.secure,
          });
          expectCatalogueAnswer(name, response);
        }),
        { numRuns: 40 },
      );
    }
    expect(await ledgerRows(server.db)).toBe(rows);
  });
});
