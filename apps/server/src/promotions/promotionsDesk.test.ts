import { createHash } from 'node:crypto';
import {
  MESSENGER_TEXT_MAX,
  PROMOTION_BODY_MAX,
  type PromotionTerms,
  type StaffCallInput,
} from '@portal/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, apiClient, BETA, fixtureMerchant, ledgerRows } from '../../test/harness.ts';
import { memberIdOf, useStaffDesk } from '../../test/staffDesk.ts';
import {
  fuzzedFields,
  fuzzStaffCalls,
  openStaffSession,
  signInStaff,
  staffClient,
} from '../../test/staffHarness.ts';
import { PROMOTION_LEDGER_KINDS } from '../ledger/kinds.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { staffDb } from '../staff/staffDb.ts';
import type { Merchant } from '../system/merchants.ts';
import { grantReward } from './grants.ts';

/**
 * The console's promotions desk on the real database: content staff write, pause, resume and
 * end promotions (audited, bodies sanitised, banners checked by their decoded bytes); finance
 * forfeits a grant once through the wagering's forfeit path; roles without the permission are
 * refused; fuzzed bodies get catalogue codes, never a 5xx.
 */
const now = new Date();
const { server, staff } = useStaffDesk(['content', 'finance', 'brandsupport'], {
  server: { jobs: false },
  now,
  via: 'signIn',
});
const { content, finance, brandsupport: brandSupport } = staff;
let merchant: Merchant;
let memberId = 0;

const TERMS: PromotionTerms = {
  deposit: { which: 'first', percentBp: 5_000, maxBonus: '500.00' },
  wagering: {
    multipleMille: 10_000,
    includeDeposit: false,
    weightsBp: { LOTT: 10_000 },
    maxBet: '50.00',
    expiryDays: 7,
  },
};

const newPromotion = (): StaffCallInput<'promotionSave'> => ({
  merchantCode: ALPHA,
  kind: 'depositBonus',
  texts: {
    EN: {
      title: 'Half <b>back</b> on your first deposit',
      body: '<p onclick="steal()">Matched <strong>50%</strong>.</p><script>steal()</script>',
    },
    CN: { title: '首存返半', body: '<p>首存 50% 奖金</p>' },
  },
  startsAt: new Date(now.getTime() - 60_000).toISOString(),
  endsAt: null,
  audience: { members: true, agents: false, vipLevels: [], newMembersOnly: false },
  terms: TERMS,
  sort: 9,
});

const promotionCount = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM promotions`.execute(server.db))
      .rows[0]?.n,
  );

const forfeitMovements = async (grantId: number) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM ledger_transactions
        WHERE kind = ${PROMOTION_LEDGER_KINDS.promotionForfeit}
          AND idempotency_key = ${`promotion-end:${grantId}`}`.execute(server.db)
    ).rows[0]?.n,
  );

const hallIds = async () =>
  (await apiClient(server.app).call('promotions', { pageNo: 1, pageSize: 100 })).value.content.map(
    (p) => p.promotionId,
  );

beforeAll(async () => {
  merchant = await fixtureMerchant(server.db);
  memberId = await memberIdOf(server.db, merchant.id);
}, 180_000);

describe('the promotions desk', () => {
  it('lets content staff create and edit a promotion, sanitised and audited', async () => {
    const desk = staffClient(server.app, content);
    const created = (await desk.call('promotionSave', newPromotion())).value;
    expect(created).toMatchObject({
      merchantCode: ALPHA,
      kind: 'depositBonus',
      state: 'active',
      status: 'running',
      grants: 0,
      terms: { deposit: { maxBonus: '500.00' }, wagering: { maxBet: '50.00' } },
    });
    expect(created.texts.EN?.title).toBe('Half back on your first deposit');
    expect(created.texts.EN?.body).toBe('<p>Matched <strong>50%</strong>.</p>');
    expect(await hallIds()).toContain(created.promotionId);

    const edited = (
      await desk.call('promotionSave', {
        ...newPromotion(),
        promotionId: created.promotionId,
        texts: { EN: { title: 'Half back', body: '<p>New text</p>' } },
        sort: 2,
      })
    ).value;
    expect(edited).toMatchObject({ promotionId: created.promotionId, sort: 2 });
    expect(Object.keys(edited.texts)).toEqual(['EN']);

    const audit = (
      await staffClient(server.app, finance).call('auditLog', {
        targetType: 'promotion',
        pageNo: 1,
        pageSize: 50,
      })
    ).value.content.filter((e) => e.targetId === String(created.promotionId));
    expect(audit.map((e) => e.action).sort()).toEqual(['promotion.create', 'promotion.update']);
  });

  it('refuses bad input with a catalogue code and changes nothing', async () => {
    const desk = staffClient(server.app, content);
    const before = await promotionCount();
    const cases: [StaffCallInput<'promotionSave'>, string][] = [
      // A third decimal place CNY cannot hold.
      [{ ...newPromotion(), terms: { ...TERMS, reward: '1.005' } }, 'wallet.amount.invalid'],
      [
        { ...newPromotion(), endsAt: new Date(now.getTime() - 120_000).toISOString() },
        'request_param_err',
      ],
      [{ ...newPromotion(), terms: { wagering: TERMS.wagering } }, 'request_param_err'],
      [{ ...newPromotion(), bannerUrl: '/media/uploads/999999.png' }, 'request_param_err'],
      [{ ...newPromotion(), texts: { EN: { title: '<b></b>', body: '' } } }, 'request_param_err'],
      [{ ...newPromotion(), merchantCode: 'NOPE' }, 'not.found'],
    ];
    for (const [input, code] of cases) {
      expect((await desk.call('promotionSave', input)).code).toBe(code);
    }
    expect(await promotionCount()).toBe(before);
  });

  it("checks a special kind's terms by the contract's schema and the brand's currency", async () => {
    const desk = staffClient(server.app, content);
    const ends = new Date(now.getTime() + 86_400_000).toISOString();
    const raffle = {
      ticketBy: 'deposit',
      ticketAmount: '100.00',
      prizes: [
        { prizeId: 1, name: 'Gold', amount: '88.00', weight: 1, stock: 3 },
        { prizeId: 2, name: 'Thanks', amount: '0', weight: 9, stock: 1000 },
      ],
    };
    const special = (
      kind: 'raffle' | 'redEnvelope' | 'referral',
      extra: Record<string, unknown>,
      more: Partial<PromotionTerms> = {},
    ): StaffCallInput<'promotionSave'> => ({
      ...newPromotion(),
      kind,
      endsAt: ends,
      terms: { ...more, extra },
    });
    const before = await promotionCount();
    const cases: [StaffCallInput<'promotionSave'>, string][] = [
      // Each kind's part missing, or not of its shape.
      [special('raffle', {}), 'request_param_err'],
      [special('raffle', { raffle: { ...raffle, prizes: [] } }), 'request_param_err'],
      [
        special('raffle', { raffle: { ...raffle, prizes: [raffle.prizes[0], raffle.prizes[0]] } }),
        'request_param_err',
      ],
      // A raffle's seed is revealed when it ends: it needs an end.
      [{ ...special('raffle', { raffle }), endsAt: null }, 'request_param_err'],
      [
        special('raffle', { raffle: { ...raffle, ticketAmount: '1.005' } }),
        'wallet.amount.invalid',
      ],
      [
        special('raffle', {
          raffle: { ...raffle, prizes: raffle.prizes.map((p) => ({ ...p, stock: 0 })) },
        }),
        'request_param_err',
      ],
      [special('redEnvelope', { redEnvelope: { pool: '100.00' } }), 'request_param_err'],
      // 10 envelopes of at least 20.00 need a pool of 200.00.
      [
        special('redEnvelope', {
          redEnvelope: { pool: '100.00', envelopes: 10, minShare: '20.00' },
        }),
        'request_param_err',
      ],
      [
        special('redEnvelope', {
          redEnvelope: { pool: '100.00', envelopes: 10, maxShare: '5.00' },
        }),
        'request_param_err',
      ],
      [special('referral', { referral: { minDeposit: '100.00' } }), 'request_param_err'],
      [
        special(
          'referral',
          { referral: { minDeposit: '100.00', inviteeReward: '0' } },
          { reward: '20.00' },
        ),
        'wallet.amount.invalid',
      ],
    ];
    for (const [input, code] of cases) {
      expect((await desk.call('promotionSave', input)).code, JSON.stringify(input.terms)).toBe(
        code,
      );
    }
    expect(await promotionCount()).toBe(before);

    const saved = await Promise.all([
      desk.call('promotionSave', special('raffle', { raffle })),
      desk.call(
        'promotionSave',
        special('redEnvelope', {
          redEnvelope: { pool: '100.00', envelopes: 10, minShare: '5.00', maxShare: '20.00' },
        }),
      ),
      desk.call(
        'promotionSave',
        special(
          'referral',
          { referral: { minDeposit: '100.00', inviteeReward: '10.00' } },
          { reward: '20.00' },
        ),
      ),
    ]);
    expect(saved.map((s) => s.value.terms.extra)).toEqual([
      { raffle },
      { redEnvelope: { pool: '100.00', envelopes: 10, minShare: '5.00', maxShare: '20.00' } },
      { referral: { minDeposit: '100.00', inviteeReward: '10.00' } },
    ]);
  });

  it("shows a raffle's commitment while it runs and its seed once it has ended", async () => {
    const desk = staffClient(server.app, content);
    const raffle = (
      await desk.call('promotionSave', {
        ...newPromotion(),
        kind: 'raffle',
        endsAt: new Date(now.getTime() + 86_400_000).toISOString(),
        terms: {
          extra: {
            raffle: {
              ticketBy: 'validBet',
              ticketAmount: '50.00',
              prizes: [{ prizeId: 1, name: 'Gold', amount: '8.00', weight: 1, stock: 5 }],
            },
          },
        },
      })
    ).value;
    const running = (await desk.call('promotionRaffleSeed', { promotionId: raffle.promotionId }))
      .value;
    expect(running).toMatchObject({ promotionId: raffle.promotionId, seed: null });
    expect(running.commitment).toMatch(/^[0-9a-f]{64}$/);
    // The commitment is made once: asking again shows the same one.
    expect(
      (await desk.call('promotionRaffleSeed', { promotionId: raffle.promotionId })).value
        .commitment,
    ).toBe(running.commitment);
    await desk.call('promotionEnd', { promotionId: raffle.promotionId });
    const ended = (await desk.call('promotionRaffleSeed', { promotionId: raffle.promotionId }))
      .value;
    expect(ended.commitment).toBe(running.commitment);
    if (!ended.seed) throw new Error('the seed of an ended raffle is shown');
    // The rules' commitment, recomputed here: hex(SHA-256(the seed's bytes)).
    expect(createHash('sha256').update(Buffer.from(ended.seed, 'hex')).digest('hex')).toBe(
      ended.commitment,
    );
    // A promotion of another kind has no seed.
    const other = (await desk.call('promotionSave', newPromotion())).value;
    expect((await desk.call('promotionRaffleSeed', { promotionId: other.promotionId })).code).toBe(
      'promotion.unknown',
    );
  });

  it('refuses staff whose role lacks the permission, merchant staff included', async () => {
    const before = await promotionCount();
    expect(
      (await staffClient(server.app, brandSupport).call('promotionSave', newPromotion())).code,
    ).toBe('staff.permission.denied');
    expect(
      (await staffClient(server.app, brandSupport).call('promotionsDesk', {})).response.statusCode,
    ).toBe(403);
    // Finance may forfeit but not write.
    expect(
      (await staffClient(server.app, finance).call('promotionSave', newPromotion())).code,
    ).toBe('staff.permission.denied');
    expect(await promotionCount()).toBe(before);
  });

  it("keeps a brand's own content staff to that brand's promotions", async () => {
    const beta = await fixtureMerchant(server.db, BETA);
    // No demo account is a brand's content editor: one is made for this test.
    await staffDb(server.db)
      .insertInto('staff')
      .values({
        username: 'betacontent',
        display_name: 'Beta Content',
        role: 'content',
        merchant_id: beta.id,
        password_hash: 'not used: the session is opened directly',
        totp_secret: null,
      })
      .execute();
    const brandDesk = staffClient(
      server.app,
      await openStaffSession(server.app, server.db, 'betacontent', now),
    );
    const alphaPromotion = (
      await staffClient(server.app, content).call('promotionSave', newPromotion())
    ).value;
    // BETA's currency has no minor unit: its amounts are whole.
    const wholeTerms: PromotionTerms = {
      deposit: { which: 'first', percentBp: 5_000, maxBonus: '500000' },
    };
    expect(
      (
        await brandDesk.call('promotionSave', {
          ...newPromotion(),
          merchantCode: BETA,
          terms: { deposit: { which: 'first', percentBp: 5_000, maxBonus: '500.50' } },
        })
      ).code,
    ).toBe('wallet.amount.invalid');
    const own = (
      await brandDesk.call('promotionSave', {
        ...newPromotion(),
        merchantCode: BETA,
        terms: wholeTerms,
      })
    ).value;
    expect(own.merchantCode).toBe(BETA);
    const listed = (await brandDesk.call('promotionsDesk', { pageSize: 100 })).value.content;
    expect(new Set(listed.map((p) => p.merchantCode))).toEqual(new Set([BETA]));
    // Another brand's promotion answers as if it did not exist, and is left as it was.
    expect((await brandDesk.call('promotionSave', newPromotion())).code).toBe('not.found');
    expect(
      (await brandDesk.call('promotionPause', { promotionId: alphaPromotion.promotionId })).code,
    ).toBe('promotion.unknown');
    expect(
      (await brandDesk.call('promotionGrantsDesk', { promotionId: alphaPromotion.promotionId }))
        .code,
    ).toBe('promotion.unknown');
    const after = (
      await staffClient(server.app, content).call('promotionsDesk', { pageSize: 100 })
    ).value.content.find((p) => p.promotionId === alphaPromotion.promotionId);
    expect(after?.state).toBe('active');
  });

  it('pauses, resumes and ends a promotion: the hall follows, an ended one stays ended', async () => {
    const desk = staffClient(server.app, content);
    const { promotionId } = (await desk.call('promotionSave', newPromotion())).value;
    expect((await desk.call('promotionPause', { promotionId })).value.status).toBe('paused');
    expect(await hallIds()).not.toContain(promotionId);
    expect((await desk.call('promotionPause', { promotionId })).code).toBe('staff.promotion.state');
    expect((await desk.call('promotionResume', { promotionId })).value.status).toBe('running');
    expect(await hallIds()).toContain(promotionId);
    const ended = (await desk.call('promotionEnd', { promotionId })).value;
    expect(ended).toMatchObject({ state: 'ended', status: 'ended' });
    expect(await hallIds()).not.toContain(promotionId);
    expect((await desk.call('promotionResume', { promotionId })).code).toBe('promotion.ended');
    expect(
      (await desk.call('promotionSave', { ...newPromotion(), promotionId, sort: 1 })).code,
    ).toBe('promotion.ended');
    expect((await desk.call('promotionEnd', { promotionId: 999_999 })).code).toBe(
      'promotion.unknown',
    );
    // Each change of state that happened is audited with the state before and after; the
    // refused ones (pause twice, resume or edit once ended) left no entry.
    const audit = (
      await staffClient(server.app, finance).call('auditLog', {
        targetType: 'promotion',
        pageNo: 1,
        pageSize: 50,
      })
    ).value.content
      .filter((e) => e.targetId === String(promotionId))
      .sort((a, b) => a.id - b.id);
    expect(audit.map((e) => [e.action, e.before, e.after, e.staffUsername])).toEqual([
      [
        'promotion.create',
        null,
        expect.objectContaining({ state: 'active' }),
        content.session.staff.username,
      ],
      ['promotion.pause', { state: 'active' }, { state: 'paused' }, content.session.staff.username],
      [
        'promotion.resume',
        { state: 'paused' },
        { state: 'active' },
        content.session.staff.username,
      ],
      ['promotion.end', { state: 'active' }, { state: 'ended' }, content.session.staff.username],
    ]);
  });

  it('keeps the terms copied onto a grant when the promotion is edited later', async () => {
    const desk = staffClient(server.app, content);
    const { promotionId } = (await desk.call('promotionSave', newPromotion())).value;
    const grantUnder = async (periodKey: string) => {
      const promotion = await sql<{ id: number; kind: string; terms: PromotionTerms }>`
        SELECT id, kind, terms FROM promotions WHERE id = ${promotionId}`.execute(server.db);
      const row = promotion.rows[0];
      if (!row) throw new Error('no promotion');
      const granted = await grantReward(server.db, {
        merchantId: merchant.id,
        memberId,
        currency: merchant.brand.currency,
        promotion: row,
        periodKey,
        amount: 100_00n,
        now,
      });
      if (!granted) throw new Error('the grant was not made');
      return granted.grantId;
    };
    const grantRow = async (grantId: number) =>
      (
        await sql<{ terms: PromotionTerms; requirement: string; max_bet: string | null }>`
          SELECT terms, requirement::text, max_bet::text FROM promotion_grants
          WHERE id = ${grantId}`.execute(server.db)
      ).rows[0];

    const first = await grantUnder('deposit:T-1');
    // 100.00 x 10 = 1,000.00 to bet, at most 50.00 a bet.
    expect(await grantRow(first)).toEqual({ terms: TERMS, requirement: '100000', max_bet: '5000' });

    const newTerms: PromotionTerms = {
      deposit: { which: 'each', percentBp: 10_000, maxBonus: '800.00' },
      wagering: {
        multipleMille: 30_000,
        includeDeposit: true,
        weightsBp: { RNG: 5_000 },
        maxBet: '10.00',
        expiryDays: 3,
      },
    };
    expect(
      (await desk.call('promotionSave', { ...newPromotion(), promotionId, terms: newTerms })).value
        .terms,
    ).toEqual(newTerms);

    // The grant made before the edit keeps its terms, requirement and maximum bet...
    expect(await grantRow(first)).toEqual({ terms: TERMS, requirement: '100000', max_bet: '5000' });
    const grants = (
      await staffClient(server.app, finance).call('promotionGrantsDesk', { promotionId })
    ).value.content;
    expect(grants.find((g) => g.grantId === first)).toMatchObject({ requirement: '1000.00' });
    // ...while a grant made after it is under the new ones.
    const second = await grantUnder('deposit:T-2');
    expect(await grantRow(second)).toEqual({
      terms: newTerms,
      requirement: '300000',
      max_bet: '1000',
    });
  });

  it('commits a raffle to its seed when it is saved, before anyone looks, and keeps it on edits', async () => {
    const desk = staffClient(server.app, content);
    const raffle: StaffCallInput<'promotionSave'> = {
      ...newPromotion(),
      kind: 'raffle',
      // Starts tomorrow: the commitment is made before anyone can draw or even look.
      startsAt: new Date(now.getTime() + 86_400_000).toISOString(),
      endsAt: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
      terms: {
        extra: {
          raffle: {
            ticketBy: 'deposit',
            ticketAmount: '100.00',
            prizes: [{ prizeId: 1, name: 'Lucky', amount: '8.00', weight: 1, stock: 10 }],
          },
        },
      },
    };
    const created = (await desk.call('promotionSave', raffle)).value;
    const seeds = () =>
      sql<{ seed: string; commitment: string }>`
        SELECT seed, commitment FROM raffle_seeds
        WHERE promotion_id = ${created.promotionId}`.execute(server.db);
    // Written by the save itself (no read of the seed has happened yet).
    const [stored] = (await seeds()).rows;
    expect(stored?.commitment).toMatch(/^[0-9a-f]{64}$/);
    // Saving again keeps the one seed it committed to.
    await desk.call('promotionSave', { ...raffle, promotionId: created.promotionId, sort: 3 });
    expect((await seeds()).rows).toEqual([stored]);
    const shown = (await desk.call('promotionRaffleSeed', { promotionId: created.promotionId }))
      .value;
    expect(shown).toMatchObject({ commitment: stored?.commitment, seed: null });
    await desk.call('promotionEnd', { promotionId: created.promotionId });
    expect(
      (await desk.call('promotionRaffleSeed', { promotionId: created.promotionId })).value,
    ).toMatchObject({ commitment: stored?.commitment, seed: stored?.seed });
  });

  it('takes a Zalo or WhatsApp bonus text up to 131K characters, and no other body that long', async () => {
    const desk = staffClient(server.app, content);
    const messenger = (body: string): StaffCallInput<'promotionSave'> => ({
      ...newPromotion(),
      kind: 'messengerBonus',
      // Two languages at full length: the call's body limit takes more than one.
      texts: { EN: { title: 'Link Zalo', body }, VI: { title: 'Liên kết Zalo', body } },
      terms: { reward: '8.00' },
    });
    const full = 'Link your Zalo number and get 8.00. '.repeat(4_000).slice(0, MESSENGER_TEXT_MAX);
    const saved = (await desk.call('promotionSave', messenger(full))).value;
    expect(saved.texts.EN?.body).toHaveLength(MESSENGER_TEXT_MAX);
    const before = await promotionCount();
    expect((await desk.call('promotionSave', messenger(`${full}x`))).code).toBe(
      'request_param_err',
    );
    const long = { EN: { title: 'Half back', body: 'x'.repeat(PROMOTION_BODY_MAX + 1) } };
    expect((await desk.call('promotionSave', { ...newPromotion(), texts: long })).code).toBe(
      'request_param_err',
    );
    expect(await promotionCount()).toBe(before);
  });

  it('takes a banner only when its bytes decode as an image', async () => {
    const desk = staffClient(server.app, content);
    const png = await sharp({
      create: { width: 8, height: 4, channels: 3, background: '#c00' },
    })
      .png()
      .toBuffer();
    const banner = (
      await desk.call('promotionBannerUpload', {
        fileName: 'banner.png',
        data: png.toString('base64'),
      })
    ).value;
    expect(banner).toMatchObject({ contentType: 'image/png', size: png.length });
    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect(
      (
        await desk.call('promotionBannerUpload', {
          fileName: 'photo.png',
          declaredType: 'image/png',
          data: script,
        })
      ).code,
    ).toBe('staff.image.invalid');
    // A PNG signature over a cut-off body is not an image either.
    expect(
      (await desk.call('promotionBannerUpload', { data: png.subarray(0, 40).toString('base64') }))
        .code,
    ).toBe('staff.image.invalid');
    const saved = (await desk.call('promotionSave', { ...newPromotion(), bannerUrl: banner.url }))
      .value;
    expect(saved.bannerUrl).toBe(banner.url);
  });

  it('forfeits a grant once with a reason: one balanced movement, a second finds it ended', async () => {
    const desk = staffClient(server.app, content);
    const promotion = (await desk.call('promotionSave', newPromotion())).value;
    const granted = await grantReward(server.db, {
      merchantId: merchant.id,
      memberId,
      currency: merchant.brand.currency,
      promotion: { id: promotion.promotionId, kind: 'depositBonus', terms: TERMS },
      periodKey: 'once',
      amount: 10_000n,
      now,
    });
    if (!granted) throw new Error('the grant was not made');
    const wallet = await memberWalletBalance(
      server.db,
      merchant.id,
      memberId,
      merchant.brand.currency,
    );

    const grants = (
      await staffClient(server.app, finance).call('promotionGrantsDesk', {
        promotionId: promotion.promotionId,
      })
    ).value;
    expect(grants.content).toEqual([
      expect.objectContaining({
        grantId: granted.grantId,
        username: 'demo',
        amount: '100.00',
        requirement: '1000.00',
        status: 'active',
      }),
    ]);

    // Content writes promotions but does not take money back.
    const byContent = await desk.call('promotionGrantForfeit', {
      grantId: granted.grantId,
      reason: 'multiple accounts',
    });
    expect(byContent.code).toBe('staff.permission.denied');

    const forfeit = () =>
      staffClient(server.app, finance).call('promotionGrantForfeit', {
        grantId: granted.grantId,
        reason: 'same device as another member',
      });
    const [first, second] = await Promise.all([forfeit(), forfeit()]);
    const answers = [first, second];
    const done = answers.find((a) => a.code === undefined);
    expect(done?.value).toMatchObject({
      status: 'forfeited',
      reason: 'same device as another member',
      takenBack: '100.00',
    });
    expect(answers.map((a) => a.code ?? 'ok').sort()).toEqual(['ok', 'promotion.bonus.not.active']);
    expect(await forfeitMovements(granted.grantId)).toBe(1);
    expect(
      await memberWalletBalance(server.db, merchant.id, memberId, merchant.brand.currency),
    ).toBe(wallet - 10_000n);
    const unbalanced = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (
        SELECT e.transaction_id FROM ledger_entries e GROUP BY e.transaction_id
        HAVING sum(e.amount) <> 0) t`.execute(server.db);
    expect(unbalanced.rows[0]?.n).toBe('0');
    const audit = (
      await staffClient(server.app, finance).call('auditLog', {
        action: 'promotionGrant.forfeit',
        pageNo: 1,
        pageSize: 10,
      })
    ).value.content.filter((e) => e.targetId === String(granted.grantId));
    expect(audit).toHaveLength(1);
  });
});

const FIELDS = [
  'promotionId',
  'grantId',
  'merchantCode',
  'kind',
  'texts',
  'terms',
  'audience',
  'startsAt',
  'endsAt',
  'bannerUrl',
  'reason',
  'data',
  'status',
  'pageNo',
] as const;

const fuzzed = fuzzedFields(
  FIELDS,
  [
    ALPHA,
    '1',
    '0',
    '-1',
    '1.005',
    'depositBonus',
    'active',
    '2026-01-01T00:00:00Z',
    { EN: { title: 'x', body: '<p>x</p>' } },
    { reward: '-5' },
    'iVBORw0KGgo=',
  ],
  { maxKeys: 6 },
);

describe('fuzzed promotions desk calls', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    // The code of the server's own (real) clock now: the file's `now` is minutes old on a loaded machine,
    // past the TOTP window (seen: staff.totp.invalid in a run at load 17).
    const owner = await signInStaff(server.app, 'owner', new Date());
    const movements = () => ledgerRows(server.db, 'ledger_transactions');
    const before = await movements();
    await fuzzStaffCalls(
      server.app,
      owner,
      [
        'promotionsDesk',
        'promotionSave',
        'promotionBannerUpload',
        'promotionPause',
        'promotionResume',
        'promotionEnd',
        'promotionGrantsDesk',
        'promotionGrantForfeit',
        'promotionRaffleSeed',
      ],
      fuzzed,
      25,
    );
    expect(await movements()).toBe(before);
  });
});
