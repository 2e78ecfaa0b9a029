import { staffCalls } from '@portal/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzedBody, fuzzMemberCalls } from '../../test/fuzz.ts';
import { ALPHA, apiClient, ledgerRows, merchantIdOf } from '../../test/harness.ts';
import { brokenBody, dataUrl, imageBytes } from '../../test/images.ts';
import { insertPromotion } from '../../test/promotionsHarness.ts';
import { useStaffDesk } from '../../test/staffDesk.ts';
import {
  codeOf,
  openMerchantStaffSession,
  staffCall,
  staffClient,
} from '../../test/staffHarness.ts';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { SessionStore } from '../session/sessions.ts';
import { MerchantDirectory } from '../system/merchants.ts';
import { kindsDb } from './kinds/kindsDb.ts';
import { payReferralReward, referralCodeOf } from './kinds/referral.ts';

/**
 * The activity application on the real database: a member applies with a remark and images
 * (checked by their bytes), parallel applications make one; staff see it with its images,
 * approve it with an amount (paid once, an inbox message, audited) or reject it with a reason;
 * the applicant's own agent may not decide it, nor staff without `promotions.review`; fuzzed
 * calls answer catalogue codes and move no money.
 */
const now = new Date();
const { server, staff } = useStaffDesk(['finance', 'content'], {
  server: { jobs: false },
  db: 6,
  now,
  via: 'session',
});
const { finance, content } = staff;
let merchantId: number;
let sessions: SessionStore;
let promotionId: number;

const ledgerCount = () => ledgerRows(server.db, 'ledger_transactions');

let seq = 0;
const newMember = async (uplineId: number | null = null, referralCode = '') => {
  seq += 1;
  const row = await server.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `applicant${seq}x${Date.now() % 100_000}`,
      password_hash: 'not-a-hash',
      type: 1,
      upline_id: uplineId,
      referral_code: referralCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await sessions.start(merchantId, row.id, new Date()) };
};

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  sessions = new SessionStore(server.db);
  promotionId = (
    await insertPromotion(server.db, {
      merchantId,
      kind: 'application',
      title: 'Share your big win',
      terms: { reward: '58.00' },
    })
  ).id;
}, 180_000);

const hallStatus = async (token: string) =>
  (
    await apiClient(server.app, { token }).call('promotions', { pageNo: 1, pageSize: 50 })
  ).value.content.find((p) => p.promotionId === promotionId)?.status;

describe('applying', () => {
  it('stores one application with its checked images however many requests race', async () => {
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    expect(await hallStatus(member.token)).toBe('join');
    const png = await imageBytes('png', 16, 16);
    const jpeg = await imageBytes('jpeg', 16, 16);
    const body = {
      promotionId,
      remark: 'My 8-ball win on Tuesday',
      images: [dataUrl('png', png), dataUrl('jpeg', jpeg)],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call('applyPromotion', body)),
    );
    expect(answers.filter((a) => a.code === undefined)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.code).filter(Boolean))).toEqual(
      new Set(['promotion.already.joined']),
    );
    expect(await hallStatus(member.token)).toBe('applying');
    const stored = await kindsDb(server.db)
      .selectFrom('promotion_application_images as i')
      .innerJoin('promotion_applications as a', 'a.id', 'i.application_id')
      .select(['i.content_type', 'i.bytes', 'a.remark', 'a.status'])
      .where('a.member_id', '=', member.id)
      .orderBy('i.seq')
      .execute();
    expect(stored.map((s) => [s.content_type, s.remark, s.status])).toEqual([
      ['image/png', 'My 8-ball win on Tuesday', 'pending'],
      ['image/jpeg', 'My 8-ball win on Tuesday', 'pending'],
    ]);
    expect(stored[0]?.bytes.equals(png)).toBe(true);
  });

  it('refuses a long remark or an image whose bytes do not decode, and stores nothing', async () => {
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    const png = await imageBytes('png', 16, 16);
    expect((await api.call('applyPromotion', { promotionId, remark: 'x'.repeat(141) })).code).toBe(
      'request_param_err',
    );
    expect(
      (
        await api.call('applyPromotion', {
          promotionId,
          images: [dataUrl('png', brokenBody(png))],
        })
      ).code,
    ).toBe('promotion.application.invalid');
    // joinPromotion with a remark is the same application (the hall's join button).
    expect(
      (await api.call('joinPromotion', { promotionId, remark: 'via the hall' })).value?.status,
    ).toBe('applying');
    const rows = await kindsDb(server.db)
      .selectFrom('promotion_applications')
      .select('remark')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([{ remark: 'via the hall' }]);
  });
});

describe('reviewing', () => {
  it('approves with an amount: paid once, an inbox message, audited; a second decision is refused', async () => {
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    const applied = (
      await api.call('applyPromotion', {
        promotionId,
        remark: 'screenshot attached',
        images: [dataUrl('png', await imageBytes('png', 8, 8))],
      })
    ).value;
    const desk = staffClient(server.app, finance);
    const queue = (
      await desk.call('promotionApplicationsDesk', { status: 'pending', pageNo: 1, pageSize: 100 })
    ).value;
    const listed = queue.content.find((a) => a.applicationId === applied.applicationId);
    expect(listed).toMatchObject({
      promotionTitle: 'Share your big win',
      remark: 'screenshot attached',
      imageCount: 1,
      suggestedAmount: '58.00',
      status: 'pending',
    });
    const image = (
      await desk.call('promotionApplicationImage', {
        applicationId: applied.applicationId,
        seq: 1,
      })
    ).value;
    expect(image.dataUrl.startsWith('data:image/png;base64,')).toBe(true);

    // Content staff may read the queue, not decide it.
    const refused = await staffClient(server.app, content).call('promotionApplicationApprove', {
      applicationId: applied.applicationId,
      amount: '50.00',
    });
    expect(refused.code).toBe('staff.permission.denied');

    const before = await ledgerCount();
    const approved = (
      await desk.call('promotionApplicationApprove', {
        applicationId: applied.applicationId,
        amount: '50.00',
      })
    ).value;
    expect(approved).toMatchObject({ status: 'approved', amount: '50.00', reviewer: 'finance' });
    expect(await ledgerCount()).toBe(before + 1);
    expect(await memberWalletBalance(server.db, merchantId, member.id, 'CNY')).toBe(50_00n);
    expect(await hallStatus(member.token)).toBe('issued');

    const again = await desk.call('promotionApplicationApprove', {
      applicationId: applied.applicationId,
      amount: '50.00',
    });
    expect(again.code).toBe('staff.promotion.state');
    expect(
      (
        await desk.call('promotionApplicationReject', {
          applicationId: applied.applicationId,
          reason: 'too late',
        })
      ).code,
    ).toBe('staff.promotion.state');
    expect(await ledgerCount()).toBe(before + 1);

    const inbox = (await api.call('inbox', { pageNo: 1, pageSize: 10 })).value;
    expect(inbox.content[0]?.title).toBe('Application approved: Share your big win');
    expect(inbox.content[0]?.body).toContain('50.00 CNY');

    const audit = (
      await desk.call('auditLog', { targetType: 'promotionApplication', pageNo: 1, pageSize: 50 })
    ).value.content.filter((e) => e.targetId === String(applied.applicationId));
    expect(audit.map((e) => e.action)).toEqual(['promotionApplication.approve']);
  });

  it('rejects with a reason and pays nothing', async () => {
    const member = await newMember();
    const applied = (
      await apiClient(server.app, { token: member.token }).call('applyPromotion', {
        promotionId,
        remark: 'please',
      })
    ).value;
    const before = await ledgerCount();
    const rejected = (
      await staffClient(server.app, finance).call('promotionApplicationReject', {
        applicationId: applied.applicationId,
        reason: 'No proof of the win',
      })
    ).value;
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'No proof of the win',
      amount: null,
    });
    expect(await ledgerCount()).toBe(before);
    expect(await hallStatus(member.token)).toBe('rejected');
    // Audited with who decided and why, as an approval is.
    const audit = (
      await staffClient(server.app, finance).call('auditLog', {
        targetType: 'promotionApplication',
        pageNo: 1,
        pageSize: 50,
      })
    ).value.content.filter((entry) => entry.targetId === String(applied.applicationId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'promotionApplication.reject',
        staffUsername: expect.any(String),
        before: expect.objectContaining({ status: 'pending' }),
        after: { status: 'rejected', reason: 'No proof of the win' },
      }),
    ]);
  });

  it("refuses the applicant's own agent as the reviewer, at any level up", async () => {
    const top = await newMember();
    const agent = await newMember(top.id);
    const member = await newMember(agent.id);
    const topName = (
      await server.db
        .selectFrom('members')
        .select('username')
        .where('id', '=', top.id)
        .executeTakeFirstOrThrow()
    ).username;
    const applied = (
      await apiClient(server.app, { token: member.token }).call('applyPromotion', {
        promotionId,
        remark: 'from downline',
      })
    ).value;
    const reviewer = await openMerchantStaffSession(server.app, server.db, {
      username: topName,
      displayName: 'Top agent',
      role: 'risk',
      merchantCode: ALPHA,
    });
    const answer = await staffClient(server.app, reviewer).call('promotionApplicationApprove', {
      applicationId: applied.applicationId,
      amount: '10.00',
    });
    expect(answer.code).toBe('staff.promotion.ownAgent');
    const row = await kindsDb(server.db)
      .selectFrom('promotion_applications')
      .select('status')
      .where('id', '=', String(applied.applicationId))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('the decision’s inbox notice', () => {
  /** An application promotion written in English and Vietnamese. */
  const bilingual = async () =>
    (
      await insertPromotion(server.db, {
        merchantId,
        kind: 'application',
        texts: {
          EN: { title: 'Lucky screenshot', body: '' },
          VI: { title: 'Ảnh chụp may mắn', body: '' },
        },
        terms: { reward: '20.00' },
      })
    ).id;
  const applyAs = async (language: string, id: number) => {
    const member = await newMember();
    await server.db.updateTable('members').set({ language }).where('id', '=', member.id).execute();
    const api = apiClient(server.app, { token: member.token });
    const applied = (await api.call('applyPromotion', { promotionId: id, remark: 'see' })).value;
    return { api, applicationId: applied.applicationId };
  };
  const lastMessage = async (api: ReturnType<typeof apiClient>) =>
    (await api.call('inbox', { pageNo: 1, pageSize: 10 })).value.content[0];

  it('tells a Vietnamese member of an approval as a notice with the Vietnamese title and the amount', async () => {
    const id = await bilingual();
    const { api, applicationId } = await applyAs('VI', id);
    await staffClient(server.app, finance).call('promotionApplicationApprove', {
      applicationId,
      amount: '20.00',
    });
    const message = await lastMessage(api);
    expect(message?.notice).toEqual({
      kind: 'promotionApplicationApproved',
      reference: String(applicationId),
      subject: 'Ảnh chụp may mắn',
      amount: '20.00',
    });
    expect(message?.source).toBe('platform');
  });

  it('tells the member of a rejection, with the staff’s reason, in the member’s language', async () => {
    const id = await bilingual();
    const vi = await applyAs('VI', id);
    const en = await applyAs('EN', id);
    for (const applicant of [vi, en]) {
      expect(await lastMessage(applicant.api)).toBeUndefined();
      const rejected = await staffClient(server.app, finance).call('promotionApplicationReject', {
        applicationId: applicant.applicationId,
        reason: 'The screenshot is cut off',
      });
      expect(rejected.code).toBeUndefined();
    }
    expect((await lastMessage(vi.api))?.notice).toEqual({
      kind: 'promotionApplicationRejected',
      reference: String(vi.applicationId),
      subject: 'Ảnh chụp may mắn',
      reason: 'The screenshot is cut off',
    });
    const english = await lastMessage(en.api);
    expect(english?.notice).toMatchObject({
      kind: 'promotionApplicationRejected',
      subject: 'Lucky screenshot',
    });
    expect(english?.title).toBe('Application declined: Lucky screenshot');
    expect(english?.body).toContain('The screenshot is cut off');
  });
});

describe('held referral rewards', () => {
  it('are released once by staff who may review, or rejected, paying as the deposit would have', async () => {
    const merchant = (await new MerchantDirectory(server.db).all()).find(
      (m) => m.id === merchantId,
    );
    if (!merchant) throw new Error('no merchant');
    const referralId = (
      await insertPromotion(server.db, {
        merchantId,
        kind: 'referral',
        title: 'Invite a friend',
        terms: {
          reward: '25.00',
          extra: { referral: { minDeposit: '50.00', inviteeReward: '5.00' } },
        },
      })
    ).id;
    const referrer = await newMember();
    const code = await referralCodeOf(server.db, merchantId, referrer.id);
    const first = await newMember(null, code);
    const second = await newMember(null, code);
    // Both invited accounts were opened from the referrer's own address: held.
    await server.db
      .insertInto('known_addresses')
      .values(
        [referrer.id, first.id, second.id].map((id) => ({
          merchant_id: merchantId,
          member_id: id,
          address: '203.0.113.77',
          first_seen_at: new Date(),
          last_seen_at: new Date(),
        })),
      )
      .execute();
    for (const [i, invitee] of [first, second].entries()) {
      await addFigures(server.db, {
        merchantId,
        memberId: invitee.id,
        currency: 'CNY',
        category: NO_GAME,
        at: new Date(),
        deposits: 100_00n,
        depositCount: 1,
      });
      expect(
        await payReferralReward(server.db, merchant, {
          merchantId,
          memberId: invitee.id,
          orderNo: `HELD-${i}`,
          currency: 'CNY',
          amount: '10000',
          paidAt: new Date().toISOString(),
        }),
      ).toBe('held');
    }
    const desk = staffClient(server.app, finance);
    const held = (
      await desk.call('promotionReferralsDesk', { status: 'held', pageNo: 1, pageSize: 100 })
    ).value.content.filter((r) => r.promotionId === referralId);
    expect(held.map((r) => [r.inviteeId, r.signs, r.amount])).toEqual([
      [first.id, ['sameAddress'], '25.00'],
      [second.id, ['sameAddress'], '25.00'],
    ]);
    const [one, two] = held;
    if (!one || !two) throw new Error('two held rewards');
    expect(
      (
        await staffClient(server.app, content).call('promotionReferralRelease', {
          rewardId: one.rewardId,
        })
      ).code,
    ).toBe('staff.permission.denied');
    const before = await ledgerCount();
    const released = (await desk.call('promotionReferralRelease', { rewardId: one.rewardId }))
      .value;
    expect(released.status).toBe('paid');
    expect((await desk.call('promotionReferralRelease', { rewardId: one.rewardId })).code).toBe(
      'staff.promotion.state',
    );
    const rejected = (
      await desk.call('promotionReferralReject', { rewardId: two.rewardId, reason: 'same person' })
    ).value;
    expect(rejected.status).toBe('rejected');
    // The referrer's reward and the invited member's, once; nothing for the rejected one.
    expect(await ledgerCount()).toBe(before + 2);
    expect(await memberWalletBalance(server.db, merchantId, referrer.id, 'CNY')).toBe(25_00n);
    expect(await memberWalletBalance(server.db, merchantId, first.id, 'CNY')).toBe(5_00n);
    expect(await memberWalletBalance(server.db, merchantId, second.id, 'CNY')).toBe(0n);
    const audit = (
      await desk.call('auditLog', { targetType: 'promotionReferral', pageNo: 1, pageSize: 50 })
    ).value.content.map((e) => e.action);
    expect(audit.sort()).toEqual(['promotionReferral.reject', 'promotionReferral.release']);
  });
});

const fuzzBody = fuzzedBody(
  [
    'promotionId',
    'applicationId',
    'remark',
    'images',
    'amount',
    'reason',
    'seq',
    'status',
    'pageNo',
    'pageSize',
  ],
  ['1', '0', '-1', '1.5', '10.00', 'pending', 'data:image/png;base64,AAAA'],
  { maxKeys: 4, more: [fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 })] },
);

describe('fuzzed application calls', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const member = await newMember();
    // Nothing left pending: a fuzzed approval of a real application would rightly pay.
    await kindsDb(server.db)
      .updateTable('promotion_applications')
      .set({ status: 'rejected', reason: 'closed before fuzzing', decided_at: new Date() })
      .where('status', '=', 'pending')
      .execute();
    await kindsDb(server.db)
      .updateTable('referral_rewards')
      .set({ status: 'rejected' })
      .where('status', '=', 'held')
      .execute();
    const before = await ledgerCount();
    await fuzzMemberCalls(
      server.app,
      ['applyPromotion'],
      fuzzBody,
      { token: member.token },
      {
        numRuns: 30,
      },
    );
    for (const name of [
      'promotionApplicationsDesk',
      'promotionApplicationImage',
      'promotionApplicationApprove',
      'promotionApplicationReject',
      'promotionReferralsDesk',
      'promotionReferralRelease',
      'promotionReferralReject',
    ] as const) {
      const spec = staffCalls[name];
      await fc.assert(
        fc.asyncProperty(fuzzBody, async (body) => {
          const fields = typeof body === 'object' && body !== null ? body : { value: body };
          const path = spec.path.replace(/\{(\w+)\}/g, (_m, key: string) =>
            encodeURIComponent(String((fields as Record<string, unknown>)[key] ?? 'x')),
          );
          const response = await staffCall(server.app, spec.method, path, {
            as: finance,
            ...(spec.method === 'GET'
              ? {
                  query: Object.fromEntries(
                    Object.entries(fields).map(([k, v]) => [
                      k,
                      typeof v === 'string' ? v : JSON.stringify(v),
                    ]),
                  ),
                }
              : { body }),
          });
          expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(codeOf(response)).toBeTruthy();
        }),
        { numRuns: 30 },
      );
    }
    expect(await ledgerCount()).toBe(before);
  });
});
