import type { StaffCallInput, StaffCallName } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, fixtureMerchant } from '../../test/harness.ts';
import { memberIdOf, useStaffDesk } from '../../test/staffDesk.ts';
import {
  callStaff,
  fuzzStaffCalls,
  type StaffAnswer,
  signInStaff,
} from '../../test/staffHarness.ts';
import { storePaymentPassword } from '../cashier/paymentPassword.ts';
import { memberPointsBalance, memberWalletBalance } from '../ledger/ledger.ts';
import { hashPassword } from '../session/passwords.ts';
import type { Merchant } from '../system/merchants.ts';
import { earnPoints } from './earning.ts';
import { redeemReward } from './mall.ts';

const now = new Date();
const { server, staff } = useStaffDesk(['content', 'finance', 'support'], {
  server: { jobs: false },
  db: 2,
  now,
  via: 'signIn',
});
const { content, finance, support } = staff;
let merchant: Merchant;
let memberId = 0;

beforeAll(async () => {
  merchant = await fixtureMerchant(server.db);
  memberId = await memberIdOf(server.db, merchant.id);
  await storePaymentPassword(server.db, memberId, await hashPassword('135790'));
  await earnPoints(server.db, {
    merchantId: merchant.id,
    memberId,
    movementKey: 'desk-test:opening',
    points: 1_000n,
  });
}, 180_000);

/** The value of an answer that must have succeeded (its status and body shown if not). */
const answerOf = <N extends StaffCallName>(answer: StaffAnswer<N>) => {
  expect(answer.response.statusCode, answer.response.body).toBe(200);
  return answer.value;
};

describe('the points desk', () => {
  it('lets content staff set up an item, audited, and refuses support', async () => {
    const body: StaffCallInput<'pointRewardSave'> = {
      merchantCode: ALPHA,
      category: 'gifts',
      productName: 'Lucky mug',
      imageUrls: ['https://img.example.com/mug.png'],
      pointsNeeded: 300,
      amountNeeded: '5.00',
      stock: 3,
      perMemberLimit: 1,
    };
    expect((await callStaff(server.app, 'pointRewardSave', body, { as: support })).code).toBe(
      'staff.permission.denied',
    );
    const saved = answerOf(await callStaff(server.app, 'pointRewardSave', body, { as: content }));
    expect(saved).toMatchObject({ productName: 'Lucky mug', stock: 3, amountNeeded: '5.00' });
    const edited = answerOf(
      await callStaff(
        server.app,
        'pointRewardSave',
        { ...body, rewardId: saved.rewardId, stock: 2 },
        { as: content },
      ),
    );
    expect(edited.stock).toBe(2);
    const bad = await callStaff(
      server.app,
      'pointRewardSave',
      { ...body, amountNeeded: '1.005' },
      { as: content },
    );
    expect(bad.code).toBe('wallet.amount.invalid');
    const audit = answerOf(
      await callStaff(server.app, 'auditLog', { action: 'pointReward.save' }, { as: finance }),
    );
    expect(audit.content.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects a redemption from the queue: points and amount return, once', async () => {
    const list = answerOf(await callStaff(server.app, 'pointRewardsDesk', {}, { as: content }));
    const reward = list.content.find((r) => r.productName === 'Lucky mug');
    const cash = await memberWalletBalance(server.db, merchant.id, memberId, 'CNY');
    const done = await redeemReward(server.db, {
      merchant,
      memberId,
      rewardId: reward?.rewardId ?? 0,
      quantity: 1,
      paymentPassword: '135790',
      deliveryAddress: '1 Lucky Road',
      phoneNumber: '13800138000',
      now,
    });
    expect(await memberPointsBalance(server.db, merchant.id, memberId)).toBe(700n);
    const queue = answerOf(
      await callStaff(server.app, 'pointRedemptionsDesk', { status: 'applying' }, { as: finance }),
    );
    const row = queue.content.find((r) => r.transactionNo === done.transactionNo);
    expect(row).toMatchObject({ deliveryAddress: '1 Lucky Road', amount: '5.00', points: 300 });
    const decide = (decision: StaffCallInput<'pointRedemptionDecide'>['decision']) =>
      callStaff(
        server.app,
        'pointRedemptionDecide',
        { redemptionId: row?.redemptionId ?? 0, decision, remark: 'no stock at the warehouse' },
        { as: finance },
      );
    expect(answerOf(await decide('reject')).status).toBe('rejected');
    expect((await decide('reject')).code).toBe('staff.finance.closed');
    expect(await memberPointsBalance(server.db, merchant.id, memberId)).toBe(1_000n);
    expect(await memberWalletBalance(server.db, merchant.id, memberId, 'CNY')).toBe(cash);
    const ledger = answerOf(
      await callStaff(server.app, 'memberPointsLedger', { memberId }, { as: finance }),
    );
    expect(ledger.balance).toBe(1_000);
    expect(ledger.content.map((l) => [l.kind, l.points])).toEqual([
      ['points_refunded', 300],
      ['points_redeemed', -300],
      ['points_earned', 1_000],
    ]);
  });
});

const FIELDS = [
  'rewardId',
  'merchantCode',
  'category',
  'productName',
  'description',
  'imageUrls',
  'pointsNeeded',
  'amountNeeded',
  'chipsAmount',
  'stock',
  'perMemberLimit',
  'startsAt',
  'endsAt',
  'active',
  'redemptionId',
  'decision',
  'remark',
  'status',
  'memberId',
  'pageNo',
  'pageSize',
] as const;

const fuzzValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.boolean(),
  fc.constantFrom(
    ALPHA,
    'NOPE',
    '1',
    '0',
    '-1',
    '1.005',
    '99999999999999999999',
    'chips',
    'gifts',
    'approve',
    'reject',
    'ship',
    'applying',
    '2026-01-01T00:00:00Z',
    ['https://img.example.com/a.png'],
    ['javascript:alert(1)'],
  ),
);

describe('fuzzed points desk calls', () => {
  it('answer a catalogue code, never a 5xx, and change no ledger', async () => {
    const owner = await signInStaff(server.app, 'owner', now);
    const ledger = async () =>
      (
        await sql<{ n: string; points: string }>`
          SELECT count(*)::text AS n,
            coalesce(sum(abs(amount)), 0)::text AS points FROM ledger_entries`.execute(server.db)
      ).rows[0];
    // Nothing is waiting in the queue, so no fuzzed decision can find a redemption to decide.
    const applying = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM point_redemptions WHERE status = 'applying'`.execute(
      server.db,
    );
    expect(applying.rows[0]?.n).toBe('0');
    const before = await ledger();
    await fuzzStaffCalls(
      server.app,
      owner,
      [
        'pointRewardsDesk',
        'pointRewardSave',
        'pointRedemptionsDesk',
        'pointRedemptionDecide',
        'memberPointsLedger',
      ],
      fc.dictionary(fc.constantFrom(...FIELDS), fuzzValue, { maxKeys: 6 }),
      30,
    );
    expect(await ledger()).toEqual(before);
  });
});
