import type {
  AuditEntry,
  StaffCallInput,
  StaffPointReward,
  StaffRedemption,
} from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, fixtureMerchant } from '../../test/harness.ts';
import { memberIdOf, useStaffDesk } from '../../test/staffDesk.ts';
import {
  callStaff,
  codeOf,
  fuzzedFields,
  fuzzStaffCalls,
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

const answerOf = <T>(response: { statusCode: number; body: string; json<U>(): U }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ value: T }>().value;
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
    expect(
      codeOf((await callStaff(server.app, 'pointRewardSave', body, { as: support })).response),
    ).toBe('staff.permission.denied');
    const saved = answerOf<StaffPointReward>(
      (await callStaff(server.app, 'pointRewardSave', body, { as: content })).response,
    );
    expect(saved).toMatchObject({ productName: 'Lucky mug', stock: 3, amountNeeded: '5.00' });
    const edited = answerOf<StaffPointReward>(
      (
        await callStaff(
          server.app,
          'pointRewardSave',
          { ...body, rewardId: saved.rewardId, stock: 2 },
          { as: content },
        )
      ).response,
    );
    expect(edited.stock).toBe(2);
    // An edit is the same call with the item's id: support may not make it either.
    expect(
      codeOf(
        (
          await callStaff(
            server.app,
            'pointRewardSave',
            { ...body, rewardId: saved.rewardId, stock: 0 },
            { as: support },
          )
        ).response,
      ),
    ).toBe('staff.permission.denied');
    const bad = (
      await callStaff(
        server.app,
        'pointRewardSave',
        { ...body, amountNeeded: '1.005' },
        { as: content },
      )
    ).response;
    expect(codeOf(bad)).toBe('wallet.amount.invalid');
    const audit = answerOf<{ content: AuditEntry[] }>(
      (await callStaff(server.app, 'auditLog', { action: 'pointReward.save' }, { as: finance }))
        .response,
    );
    expect(audit.content.length).toBeGreaterThanOrEqual(2);
    // The edit's entry holds the item before and after: the stock went from 3 to 2, once.
    const edits = audit.content.filter(
      (entry) => entry.targetId === String(saved.rewardId) && entry.before !== null,
    );
    expect(edits).toHaveLength(1);
    expect(edits[0]?.before).toMatchObject({ stock: 3, productName: 'Lucky mug' });
    expect(edits[0]?.after).toMatchObject({ stock: 2, productName: 'Lucky mug' });
    const listed = answerOf<{ content: StaffPointReward[] }>(
      (await callStaff(server.app, 'pointRewardsDesk', {}, { as: content })).response,
    );
    expect(listed.content.find((r) => r.rewardId === saved.rewardId)?.stock).toBe(2);
  });

  it('rejects a redemption from the queue: points and amount return, once', async () => {
    const list = answerOf<{ content: StaffPointReward[] }>(
      (await callStaff(server.app, 'pointRewardsDesk', {}, { as: content })).response,
    );
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
    const queue = answerOf<{ content: StaffRedemption[] }>(
      (await callStaff(server.app, 'pointRedemptionsDesk', { status: 'applying' }, { as: finance }))
        .response,
    );
    const row = queue.content.find((r) => r.transactionNo === done.transactionNo);
    expect(row).toMatchObject({ deliveryAddress: '1 Lucky Road', amount: '5.00', points: 300 });
    const decide = async (decision: 'approve' | 'reject') =>
      (
        await callStaff(
          server.app,
          'pointRedemptionDecide',
          { redemptionId: row?.redemptionId ?? 0, decision, remark: 'no stock at the warehouse' },
          { as: finance },
        )
      ).response;
    // Content staff set up items but do not decide redemptions: refused, nothing moves.
    const byContent = (
      await callStaff(
        server.app,
        'pointRedemptionDecide',
        { redemptionId: row?.redemptionId ?? 0, decision: 'reject', remark: 'not mine to decide' },
        { as: content },
      )
    ).response;
    expect(codeOf(byContent)).toBe('staff.permission.denied');
    expect(await memberPointsBalance(server.db, merchant.id, memberId)).toBe(700n);
    expect(answerOf<StaffRedemption>(await decide('reject')).status).toBe('rejected');
    expect(codeOf(await decide('reject'))).toBe('staff.finance.closed');
    // The member is told, once, as a notice the portal words in its language.
    const { rows: told } = await sql<{ notice: unknown }>`
      SELECT notice FROM inbox_messages WHERE member_id = ${memberId}
        AND notice->>'reference' = ${done.transactionNo}`.execute(server.db);
    expect(told.map((m) => m.notice)).toEqual([
      {
        kind: 'pointsRedemptionRejected',
        reference: done.transactionNo,
        subject: 'Lucky mug',
        reason: 'no stock at the warehouse',
      },
    ]);
    expect(await memberPointsBalance(server.db, merchant.id, memberId)).toBe(1_000n);
    expect(await memberWalletBalance(server.db, merchant.id, memberId, 'CNY')).toBe(cash);
    const ledger = answerOf<{ balance: number; content: { kind: string; points: number }[] }>(
      (
        await callStaff(
          server.app,
          'memberPointsLedger',
          { memberId: String(memberId) },
          { as: finance },
        )
      ).response,
    );
    expect(ledger.balance).toBe(1_000);
    // The decision is audited once, by finance, with the status before and after and the
    // remark; the refused attempts (content's, the second reject) left no entry.
    const decisions = answerOf<{ content: AuditEntry[] }>(
      (await callStaff(server.app, 'auditLog', { targetType: 'pointRedemption' }, { as: finance }))
        .response,
    ).content.filter((e) => e.targetId === done.transactionNo);
    expect(
      decisions.map((e) => ({ action: e.action, role: e.role, before: e.before, after: e.after })),
    ).toEqual([
      {
        action: 'pointRedemption.reject',
        role: 'finance',
        before: { status: 'applying' },
        after: { status: 'rejected', remark: 'no stock at the warehouse', shippedAt: null },
      },
    ]);
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

const fuzzed = fuzzedFields(
  FIELDS,
  [
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
  ],
  { maxKeys: 6, more: [fc.constant([]), fc.boolean()] },
);

describe('fuzzed points desk calls', () => {
  it('answer a catalogue code, never a 5xx, and change no ledger', async () => {
    // The code of the server's own (real) clock now: the file's `now` is minutes old on a loaded machine,
    // past the TOTP window (seen: staff.totp.invalid in a run at load 17).
    const owner = await signInStaff(server.app, 'owner', new Date());
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
      fuzzed,
      30,
    );
    expect(await ledger()).toEqual(before);
  });
});
