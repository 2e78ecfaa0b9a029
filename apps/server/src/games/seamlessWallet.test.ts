import { randomUUID } from 'node:crypto';
import { DEFAULT_TRIAL_TYPES } from '@portal/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, merchantIdOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { CatalogueError } from '../catalogueError.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { bet, type RoundKey, rollback, settle } from './seamlessWallet.ts';

const server = useTestServer({}, { db: 8 });
let merchantId: number;
let memberId: number;
let nodeId: number;
const currency = 'CNY';
const now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  const member = await server.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  memberId = member.id;
  const game = await server.db
    .selectFrom('games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('game_id', '=', 'demo-slot')
    .executeTakeFirstOrThrow();
  nodeId = game.id;
});

const newRound = (): RoundKey => ({
  merchantId,
  currency,
  vassalage: 'DEMO',
  transactionId: randomUUID(),
});

const balance = () => memberWalletBalance(server.db, merchantId, memberId, currency);

const ledgerRows = async (round: RoundKey, step: string) => {
  const rows = await server.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', `vendor:${round.vassalage}:${step}:${round.transactionId}`)
    .execute();
  return rows.length;
};

const codeOf = (error: unknown) => (error instanceof CatalogueError ? error.code : error);

describe('seamless wallet', () => {
  it('takes a bet replayed in sequence and in parallel exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        async (stake, sequential, parallel) => {
          const round = newRound();
          const amount = BigInt(stake);
          const before = await balance();
          const request = {
            ...round,
            memberId,
            trialTypes: DEFAULT_TRIAL_TYPES,
            nodeId,
            amount,
            now,
          };
          const answers = [];
          for (let i = 0; i < sequential; i++) answers.push(await bet(server.db, request));
          answers.push(
            ...(await Promise.all(Array.from({ length: parallel }, () => bet(server.db, request)))),
          );
          expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
          expect(await balance()).toBe(before - amount);
          expect(await ledgerRows(round, 'bet')).toBe(1);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('pays a settle once however often it is repeated, and then refuses a rollback', async () => {
    const round = newRound();
    await bet(server.db, {
      ...round,
      memberId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId,
      amount: 500n,
      now,
    });
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => settle(server.db, { ...round, win: 1_500n, now })),
    );
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await balance()).toBe(before + 1_500n);
    expect(await ledgerRows(round, 'settle')).toBe(1);
    await expect(settle(server.db, { ...round, win: 9_999n, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    await expect(rollback(server.db, { ...round, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    expect(await balance()).toBe(before + 1_500n);
  });

  it('returns a rolled back stake once, and then refuses a settle', async () => {
    const round = newRound();
    const before = await balance();
    await bet(server.db, {
      ...round,
      memberId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId,
      amount: 700n,
      now,
    });
    await Promise.all([
      rollback(server.db, { ...round, now }),
      rollback(server.db, { ...round, now }),
    ]);
    await rollback(server.db, { ...round, now });
    expect(await balance()).toBe(before);
    expect(await ledgerRows(round, 'rollback')).toBe(1);
    await expect(settle(server.db, { ...round, win: 100n, now }).catch(codeOf)).resolves.toBe(
      'wallet.idempotency.conflict',
    );
    expect(await balance()).toBe(before);
  });

  it('lets exactly one of a racing settle and rollback close the round', async () => {
    const round = newRound();
    const before = await balance();
    await bet(server.db, {
      ...round,
      memberId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId,
      amount: 300n,
      now,
    });
    const results = await Promise.allSettled([
      settle(server.db, { ...round, win: 0n, now }),
      rollback(server.db, { ...round, now }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const after = await balance();
    expect([before - 300n, before]).toContain(after);
  });

  it('refuses a bet over the balance without any effect', async () => {
    const round = newRound();
    const before = await balance();
    await expect(
      bet(server.db, {
        ...round,
        memberId,
        trialTypes: DEFAULT_TRIAL_TYPES,
        nodeId,
        amount: before + 1n,
        now,
      }).catch(codeOf),
    ).resolves.toBe('wallet.insufficient.funds');
    expect(await balance()).toBe(before);
    expect(await ledgerRows(round, 'bet')).toBe(0);
    const rounds = await server.db
      .selectFrom('vendor_rounds')
      .select('status')
      .where('transaction_id', '=', round.transactionId)
      .execute();
    expect(rounds).toEqual([]);
  });

  it('refuses to settle or roll back a bet it never took', async () => {
    const round = newRound();
    await expect(settle(server.db, { ...round, win: 1n, now }).catch(codeOf)).resolves.toBe(
      'not.found',
    );
    await expect(rollback(server.db, { ...round, now }).catch(codeOf)).resolves.toBe('not.found');
  });

  it('refuses a transaction id reused by another member', async () => {
    const round = newRound();
    await bet(server.db, {
      ...round,
      memberId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId,
      amount: 100n,
      now,
    });
    const agent = await server.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    await expect(
      bet(server.db, {
        ...round,
        memberId: agent.id,
        trialTypes: DEFAULT_TRIAL_TYPES,
        nodeId,
        amount: 100n,
        now,
      }).catch(codeOf),
    ).resolves.toBe('wallet.idempotency.conflict');
  });
});
