import { randomUUID } from 'node:crypto';
import {
  brandTimeZone,
  DEFAULT_TRIAL_TYPES,
  type DepositOrder,
  type PromotionAudience,
  type PromotionTerms,
  periodOf,
} from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fuzzedBody, fuzzMemberCalls } from '../../test/fuzz.ts';
import {
  ALPHA,
  apiClient,
  BETA,
  ledgerRows,
  merchantIdOf,
  signedInToken,
  waitFor,
} from '../../test/harness.ts';
import {
  demoSlotId,
  expectLedgerBalanced,
  grantedUnderTerms,
  insertPromotion,
  lostSlotRound,
  promotionRow,
} from '../../test/promotionsHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { closeAccount } from '../account/rg.ts';
import { addFigures } from '../activity/figures.ts';
import { withdrawalLockOf } from '../cashier/turnover.ts';
import { bet as vendorBet, settle as vendorSettle } from '../games/seamlessWallet.ts';
import { LEDGER_KINDS } from '../ledger/kinds.ts';
import {
  memberPointsBalance,
  memberWalletBalance,
  openHouseAccount,
  openMemberWallet,
  transfer,
} from '../ledger/ledger.ts';
import { MerchantDirectory } from '../system/merchants.ts';
import { payDailyRebates, payDailyRebatesIn, rebatePromotion } from './dailyRebate.ts';
import { grantReward } from './grants.ts';
import { pointsMultiplierOf } from './hall.ts';
import { promotionsDb } from './promotionsDb.ts';
import { raiseVip, vipLevelFor } from './vip.ts';
import { renewVipWeeks, vipWeekWindow } from './vipWeek.ts';
import { bonusWagering, completeMetGrants, expireGrants } from './wagering.ts';

/**
 * The promotions core on the real database with the real job runner: the hall, one sign-up
 * and one grant however many requests race, the welcome bonus paid on a sandbox deposit,
 * giving a bonus up, the bonus details, and fuzzed calls.
 */
const server = useTestServer(
  {
    jobs: { pollIntervalMs: 50, concurrency: 2 },
    sandbox: { duplicateChance: 0, payoutDelayMs: 0 },
  },
  { db: 8 },
);

let merchantId: number;
let welcomeId: number;
let rebateId: number;

const ledgerCount = () => ledgerRows(server.db, 'ledger_transactions');

const memberIdOf = async (username: string) =>
  (
    await server.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow()
  ).id;

/** What locks the member's withdrawals: the cashier's turnover and the bonuses' wagering left. */
const lockOf = (memberId: number) =>
  withdrawalLockOf(server.db, bonusWagering, merchantId, memberId, 'CNY');

const ledgerBalanced = () => expectLedgerBalanced(server.db);

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  const seeded = await promotionsDb(server.db)
    .selectFrom('promotions')
    .select(['id', 'seed_key'])
    .where('merchant_id', '=', merchantId)
    .execute();
  welcomeId = seeded.find((p) => p.seed_key === 'promotion:welcome')?.id ?? 0;
  rebateId = seeded.find((p) => p.seed_key === 'promotion:rebate')?.id ?? 0;
}, 180_000);

describe('the promotion hall', () => {
  it('shows a visitor the seeded promotions to join, in the brand language', async () => {
    const hall = (await apiClient(server.app).call('promotions', { pageNo: 1, pageSize: 20 }))
      .value;
    const kinds = hall.content.map((p) => [p.kind, p.status]);
    expect(kinds).toEqual([
      ['depositBonus', 'join'],
      ['dailyRebate', 'join'],
      ['vipWeek', 'join'],
    ]);
    expect(hall.content[0]?.title).toBe('100% welcome bonus');
    expect(hall.content.every((p) => p.grant === null)).toBe(true);
  });

  it('writes the seeded texts in the brand language and English, the default for the rest', async () => {
    const titles = async (language: string, merchant?: string) =>
      (
        await apiClient(server.app, { headers: { language }, merchant }).call('promotions', {
          pageNo: 1,
          pageSize: 20,
        })
      ).value.content.map((p) => p.title);
    // ALPHA's default is Chinese: its members reading Chinese, or a language the seed has no
    // text in (Japanese), get the Chinese text; English readers the English one.
    expect(await titles('CN')).toEqual(['100% 首存迎新红利', '无上限每日返水', '会员 VIP 周']);
    expect(await titles('JA')).toEqual(await titles('CN'));
    expect((await titles('EN'))[0]).toBe('100% welcome bonus');
    // BETA (promotions switched off, seeded all the same) writes Vietnamese and English.
    const beta = await sql<{ texts: Record<string, { title: string }> }>`
      SELECT texts FROM promotions
      WHERE merchant_id = ${await merchantIdOf(server.db, BETA)} AND seed_key = 'promotion:welcome'`.execute(
      server.db,
    );
    expect(Object.keys(beta.rows[0]?.texts ?? {}).sort()).toEqual(['EN', 'VI']);
    expect(beta.rows[0]?.texts.VI?.title).toBe('Thưởng chào mừng 100%');
  });

  it('links the seeded banner and popups to the promotions that pay them', async () => {
    const { rows } = await sql<{ linkage: string | null; promotion_type: string | null }>`
      SELECT linkage, promotion_type FROM announcements
      WHERE merchant_id = ${merchantId} AND seed_key IN ('banner:w_home:welcome-bonus', 'popup:members')
      ORDER BY seed_key`.execute(server.db);
    expect(rows).toEqual([
      { linkage: `/promotions/${welcomeId}`, promotion_type: null },
      { linkage: null, promotion_type: String(rebateId) },
    ]);
  });
});

describe('the seeded texts', () => {
  it('say the welcome bonus needs joining before the deposit', async () => {
    // ALPHA speaks Chinese first: the English texts are the rows' EN translations (issue 27).
    const { rows } = await sql<{ seed_key: string; content: string }>`
      SELECT seed_key, translations->'EN'->>'content' AS content FROM announcements
      WHERE merchant_id = ${merchantId} AND promotion_type = ${String(welcomeId)}
      ORDER BY seed_key`.execute(server.db);
    expect(rows.map((r) => r.seed_key)).toEqual([
      'popup:first-login',
      'popup:visitors',
      'promotion:welcome',
    ]);
    for (const row of rows) expect(row.content, row.seed_key).toMatch(/\bjoin/i);
    const welcome = (
      await apiClient(server.app).call('promotions', { pageNo: 1, pageSize: 20 })
    ).value.content.find((p) => p.promotionId === welcomeId);
    expect(welcome?.content).toMatch(/Join, then make your first deposit/);
  });

  it('run the VIP week as the brand’s week, ending on Sunday at midnight, and say so', async () => {
    const merchant = (await new MerchantDirectory(server.db).all()).find(
      (m) => m.id === merchantId,
    );
    if (!merchant) throw new Error('no merchant');
    const week = periodOf('week', new Date(), brandTimeZone(merchant.brand));
    const vip = (
      await apiClient(server.app).call('promotions', { pageNo: 1, pageSize: 20 })
    ).value.content.find((p) => p.kind === 'vipWeek');
    expect(vip).toMatchObject({
      startsAt: week.start.toISOString(),
      endsAt: week.end.toISOString(),
    });
    expect(vip?.content).toMatch(/Monday 00:00 to Sunday 24:00/);
    const notice = await sql<{ content: string }>`
      SELECT translations->'EN'->>'content' AS content FROM announcements
      WHERE merchant_id = ${merchantId} AND promotion_type = ${String(vip?.promotionId)}`.execute(
      server.db,
    );
    expect(notice.rows.map((r) => r.content)).toEqual([
      expect.stringMatching(/Monday 00:00 to Sunday 24:00/),
    ]);
  });

  it('renew a weekly VIP week once it has ended, its points running on in the meantime', async () => {
    const timeZone = 'Asia/Shanghai';
    // A week of triple points on fishing games: Monday 2 to Monday 9 March, brand time.
    const first = vipWeekWindow(new Date('2026-03-04T12:00:00Z'), timeZone);
    const week = await insertPromotion(server.db, {
      merchantId,
      kind: 'vipWeek',
      title: 'Fishing week',
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      terms: { pointsMultiplier: 3, extra: { categories: ['FISH'], renewWeekly: true } },
    });
    expect(first.startsAt.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(first.endsAt.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    const member = await memberIdOf('demo');
    const windowOf = () =>
      promotionsDb(server.db)
        .selectFrom('promotions')
        .select(['starts_at', 'ends_at'])
        .where('id', '=', week.id)
        .executeTakeFirstOrThrow();
    const justBefore = new Date(first.endsAt.getTime() - 1);
    expect(await renewVipWeeks(server.db, merchantId, timeZone, justBefore)).toBe(0);
    const after = new Date(first.endsAt.getTime() + 60_000);
    // Between the end and the job's renewal the next week has begun: its points count.
    expect(await pointsMultiplierOf(server.db, merchantId, member, 'FISH', after)).toBe(3);
    expect(await renewVipWeeks(server.db, merchantId, timeZone, after)).toBe(1);
    expect(await windowOf()).toEqual({
      starts_at: first.endsAt,
      ends_at: new Date('2026-03-15T16:00:00.000Z'),
    });
    // Renewed once: a second run finds nothing to move.
    expect(await renewVipWeeks(server.db, merchantId, timeZone, after)).toBe(0);
    // Paused, it stays where it is and earns nothing more.
    await promotionsDb(server.db)
      .updateTable('promotions')
      .set({ state: 'paused' })
      .where('id', '=', week.id)
      .execute();
    const later = new Date('2026-03-20T00:00:00Z');
    expect(await renewVipWeeks(server.db, merchantId, timeZone, later)).toBe(0);
    expect(await pointsMultiplierOf(server.db, merchantId, member, 'FISH', later)).toBe(1);
  });
});

/** Promotions a test wrote for itself, ended after it so later tests' halls do not see them. */
const written: number[] = [];
afterEach(async () => {
  if (written.length === 0) return;
  await promotionsDb(server.db)
    .updateTable('promotions')
    .set({ state: 'ended' })
    .where('id', 'in', written.splice(0))
    .execute();
});

/** A one-time deposit bonus for `audience`, from `startsAt` on. */
const depositPromotion = async (
  title: string,
  audience: Partial<PromotionAudience>,
  startsAt = new Date('2026-01-01T00:00:00Z'),
) => {
  const row = await insertPromotion(server.db, {
    merchantId,
    kind: 'depositBonus',
    texts: { EN: { title, body: '' } },
    startsAt,
    audience,
    terms: { deposit: { which: 'first', percentBp: 1000, maxBonus: '10' } },
  });
  written.push(row.id);
  return row.id;
};
const statusIn = async (api: ReturnType<typeof apiClient>, promotionId: number) =>
  (await api.call('promotions', { pageNo: 1, pageSize: 50 })).value.content.find(
    (p) => p.promotionId === promotionId,
  )?.status;

describe('joining', () => {
  it('50 parallel joins of one member make one sign-up; the rest are told so', async () => {
    const token = await signedInToken(server.app, 'demo', 'Demo@2026');
    const api = apiClient(server.app, { token });
    const before = await ledgerCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.call('joinPromotion', { promotionId: welcomeId })),
    );
    expect(answers.filter((a) => a.code === undefined)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.code).filter(Boolean))).toEqual(
      new Set(['promotion.already.joined']),
    );
    const demoId = await memberIdOf('demo');
    const signups = await promotionsDb(server.db)
      .selectFrom('promotion_signups')
      .select('period_key')
      .where('member_id', '=', demoId)
      .execute();
    expect(signups).toEqual([{ period_key: 'once' }]);
    expect(await ledgerCount()).toBe(before);
    const hall = (await api.call('promotions', { pageNo: 1, pageSize: 20 })).value;
    expect(hall.content.find((p) => p.promotionId === welcomeId)?.status).toBe('signedUp');
    // A kind that runs for everyone is not joined, and an unknown promotion is said so.
    expect((await api.call('joinPromotion', { promotionId: rebateId })).code).toBe(
      'promotion.not.eligible',
    );
    expect((await api.call('joinPromotion', { promotionId: 999_999 })).code).toBe(
      'promotion.unknown',
    );
  });

  it('refuses an agent a members-only promotion and a trial account any', async () => {
    const agent = apiClient(server.app, {
      token: await signedInToken(server.app, 'agent', 'Agent@2026'),
    });
    expect((await agent.call('joinPromotion', { promotionId: welcomeId })).code).toBe(
      'promotion.not.eligible',
    );
    const agentHall = (await agent.call('promotions', { pageNo: 1, pageSize: 20 })).value;
    expect(agentHall.content.find((p) => p.promotionId === welcomeId)?.status).toBe('rejected');
    // A trial account may look but not take part: the member policy refuses it first.
    const trial = apiClient(server.app, {
      token: await signedInToken(server.app, 'trial', 'Trial@2026'),
    });
    const before = await ledgerCount();
    expect((await trial.call('joinPromotion', { promotionId: welcomeId })).code).toBe(
      'trial.forbidden',
    );
    expect((await trial.call('requestPromotionReward', { promotionId: rebateId })).code).toBe(
      'trial.forbidden',
    );
    expect(await ledgerCount()).toBe(before);
  });

  it('shows a promotion that has not started as coming soon and refuses joining it', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const id = await depositPromotion('Next week’s bonus', {}, tomorrow);
    expect(await statusIn(apiClient(server.app), id)).toBe('comingSoon');
    const member = apiClient(server.app, {
      token: await signedInToken(server.app, 'demo', 'Demo@2026'),
    });
    expect(await statusIn(member, id)).toBe('comingSoon');
    expect((await member.call('joinPromotion', { promotionId: id })).code).toBe(
      'promotion.not.started',
    );
  });

  it('admits only the VIP levels a promotion names', async () => {
    const id = await depositPromotion('VIP 2 and 3 only', { vipLevels: [2, 3] });
    const member = apiClient(server.app, {
      token: await signedInToken(server.app, 'secure', 'Secure@2026'),
    });
    // Level 0 (none reached): not allowed, and said so in the hall.
    expect(await statusIn(member, id)).toBe('rejected');
    expect((await member.call('joinPromotion', { promotionId: id })).code).toBe(
      'promotion.not.eligible',
    );
    await promotionsDb(server.db)
      .insertInto('member_vip')
      .values({ merchant_id: merchantId, member_id: await memberIdOf('secure'), level: 2 })
      .execute();
    expect(await statusIn(member, id)).toBe('join');
    expect((await member.call('joinPromotion', { promotionId: id })).value.status).toBe('signedUp');
    // Back to no level: the VIP tests below raise this member from the start.
    await promotionsDb(server.db)
      .deleteFrom('member_vip')
      .where('member_id', '=', await memberIdOf('secure'))
      .execute();
  });
});

describe('grantReward', () => {
  it('pays one grant and one movement for 50 parallel grants of one key', async () => {
    const memberId = await memberIdOf('weak');
    const promotion = await promotionRow(server.db, welcomeId);
    const before = await memberWalletBalance(server.db, merchantId, memberId, 'CNY');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        grantReward(server.db, {
          merchantId,
          memberId,
          currency: 'CNY',
          promotion,
          periodKey: 'race',
          amount: 12_34n,
          now: new Date(),
        }),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(before + 12_34n);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM ledger_transactions
      WHERE idempotency_key = ${`promotion:${memberId}:${welcomeId}:race`}`.execute(server.db);
    expect(rows[0]?.n).toBe('1');
    const grants = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select(['requirement', 'status'])
      .where('member_id', '=', memberId)
      .execute();
    // The welcome bonus is wagered ten times.
    expect(grants).toEqual([{ requirement: '12340', status: 'active' }]);
    expect((await lockOf(memberId)).bonus).toBe(123_40n);
    await ledgerBalanced();
  });
});

describe('the welcome bonus', () => {
  it('is paid on a sandbox deposit after joining, shown in the bonus details, and can be given up', async () => {
    const token = await signedInToken(server.app, 'player', 'Player@2026');
    const api = apiClient(server.app, { token });
    const playerId = await memberIdOf('player');
    expect((await api.call('joinPromotion', { promotionId: welcomeId })).value.status).toBe(
      'signedUp',
    );
    const start = await memberWalletBalance(server.db, merchantId, playerId, 'CNY');
    const order: DepositOrder = (
      await api.call('depositCreate', {
        channelId: 'sandbox',
        amount: '150.00',
        clientOrderId: `c-${randomUUID()}`,
      })
    ).value;
    await server.app.inject({
      method: 'POST',
      url: order.cashierUrl ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve' }).toString(),
    });
    // The deposit, then the bonus from the paid-deposit job: 100 % of 150.
    await waitFor(
      () => memberWalletBalance(server.db, merchantId, playerId, 'CNY'),
      (balance) => balance === start + 300_00n,
    );
    const records = (await api.call('bonusRecords', { period: 'today', pageNo: 1, pageSize: 10 }))
      .value;
    expect(records.content).toHaveLength(1);
    const [record] = records.content;
    expect(record).toMatchObject({
      promotionId: welcomeId,
      title: '100% welcome bonus',
      amount: '150.00',
      turnoverRequired: '1500.00',
      wageringProgress: '0.00',
      wageringLeft: '1500.00',
      status: 'active',
      endedAt: null,
    });
    const hall = (await api.call('promotions', { pageNo: 1, pageSize: 20 })).value;
    const welcome = hall.content.find((p) => p.promotionId === welcomeId);
    expect(welcome?.status).toBe('inProgress');
    expect(welcome?.grant?.amount).toBe('150.00');
    // The deposit's own turnover (the brand's multiple) plus the bonus's 1,500.
    const turnover = await lockOf(playerId);
    expect(turnover.bonus).toBe(1500_00n);
    expect(turnover.remaining).toBeGreaterThanOrEqual(1500_00n);

    // Having deposited, the member is no longer new: a new-members-only promotion refuses them.
    const newOnly = await depositPromotion('New members only', { newMembersOnly: true });
    expect(await statusIn(api, newOnly)).toBe('rejected');
    expect((await api.call('joinPromotion', { promotionId: newOnly })).code).toBe(
      'promotion.not.eligible',
    );

    // Giving it up takes the bonus back and its wagering with it, once.
    const grantId = Number(record?.bonusId);
    const given = await api.call('giveUpBonus', { grantId });
    expect(given.value).toEqual({ grantId, status: 'cancelled', taken: '150.00' });
    expect(await memberWalletBalance(server.db, merchantId, playerId, 'CNY')).toBe(start + 150_00n);
    expect((await lockOf(playerId)).remaining).toBe(turnover.remaining - 1500_00n);
    const before = await ledgerCount();
    expect((await api.call('giveUpBonus', { grantId })).code).toBe('promotion.bonus.not.active');
    expect(await ledgerCount()).toBe(before);
    const after = (await api.call('bonusRecords', { period: 'today', pageNo: 1, pageSize: 10 }))
      .value.content[0];
    expect(after).toMatchObject({ status: 'cancelled', wageringLeft: '0.00' });
    await ledgerBalanced();
  });

  it('gives up only the member’s own grant', async () => {
    const other = apiClient(server.app, {
      token: await signedInToken(server.app, 'demo', 'Demo@2026'),
    });
    const someone = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect((await other.call('giveUpBonus', { grantId: Number(someone.id) })).code).toBe(
      'promotion.bonus.not.active',
    );
  });
});

describe('the daily rebate', () => {
  const DAY_AT = (day: string) => new Date(`${day}T06:00:00Z`);
  /** A day of play for some members: valid bets per category (minor units), settled that day. */
  const play = async (day: string, rows: [string, string, bigint][]) => {
    for (const [username, category, validBet] of rows) {
      await addFigures(server.db, {
        merchantId,
        memberId: await memberIdOf(username),
        currency: 'CNY',
        category,
        at: DAY_AT(day),
        validBet,
        stake: validBet,
        betCount: 1,
      });
    }
  };
  const rebateOf = async () => {
    const merchant = (await new MerchantDirectory(server.db).all()).find(
      (m) => m.id === merchantId,
    );
    const promotion = await rebatePromotion(server.db, merchantId, rebateId);
    if (!merchant || !promotion) throw new Error('no seeded rebate');
    return { merchant, promotion };
  };
  const paidFor = async (day: string) => {
    const { rows } = await sql<{ username: string; amount: string; n: string }>`
      SELECT m.username, sum(g.amount)::text AS amount, count(*)::text AS n
      FROM promotion_grants g JOIN members m ON m.id = g.member_id
      WHERE g.promotion_id = ${rebateId} AND g.period_key = ${day}
      GROUP BY m.username ORDER BY m.username`.execute(server.db);
    return rows;
  };
  const movementsFor = async (day: string) =>
    Number(
      (
        await sql<{ n: string }>`
          SELECT count(*)::text AS n FROM ledger_transactions
          WHERE kind = 'promotion_rebate' AND idempotency_key LIKE ${`promotion:%:${rebateId}:${day}`}`.execute(
          server.db,
        )
      ).rows[0]?.n,
    );

  it('pays the advertised rates times the day’s figures once, run twice or at once', async () => {
    const day = '2026-10-01';
    // Slots 1.2 %, live 0.8 %, card games none, sports 1 %: 1,000.00 x 1.2 % = 12.00, etc.
    await play(day, [
      ['teamplayer', 'RNG', 1000_00n],
      ['teamplayer', 'LIVE', 500_00n],
      ['teamplayer', 'PVP', 300_00n],
      ['subplayer', 'SPORTS', 123_45n],
      ['subplayer', 'RNG', 1n],
    ]);
    const { merchant, promotion } = await rebateOf();
    const before = await memberWalletBalance(
      server.db,
      merchantId,
      await memberIdOf('teamplayer'),
      'CNY',
    );
    const now = new Date('2026-10-02T04:00:00Z');
    expect(await payDailyRebates(server.db, merchant, promotion, day, now)).toBe(2);
    expect(await payDailyRebates(server.db, merchant, promotion, day, now)).toBe(0);
    // teamplayer 12.00 + 4.00; subplayer 1.2345 floored to 1.23 (the 1-fen slot bet pays 0).
    expect(await paidFor(day)).toEqual([
      { username: 'subplayer', amount: '123', n: '1' },
      { username: 'teamplayer', amount: '1600', n: '1' },
    ]);
    expect(
      await memberWalletBalance(server.db, merchantId, await memberIdOf('teamplayer'), 'CNY'),
    ).toBe(before + 16_00n);
    expect(await movementsFor(day)).toBe(2);

    const concurrent = '2026-10-03';
    await play(concurrent, [['teamplayer', 'LIVE', 1000_00n]]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        payDailyRebates(server.db, merchant, promotion, concurrent, now).catch(() => -1),
      ),
    );
    expect(results.filter((n) => n === 1)).toHaveLength(1);
    expect(await paidFor(concurrent)).toEqual([{ username: 'teamplayer', amount: '800', n: '1' }]);
    expect(await movementsFor(concurrent)).toBe(1);
    await ledgerBalanced();
  });

  it('pays after a run killed before it committed, once', async () => {
    const day = '2026-10-05';
    await play(day, [['teamplayer', 'FISH', 200_00n]]);
    const { merchant, promotion } = await rebateOf();
    const now = new Date('2026-10-06T04:00:00Z');
    await expect(
      server.db.transaction().execute(async (trx) => {
        expect(await payDailyRebatesIn(trx, merchant, promotion, day, now)).toBe(1);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await movementsFor(day)).toBe(0);
    expect(await payDailyRebates(server.db, merchant, promotion, day, now)).toBe(1);
    expect(await payDailyRebates(server.db, merchant, promotion, day, now)).toBe(0);
    expect(await paidFor(day)).toEqual([{ username: 'teamplayer', amount: '200', n: '1' }]);
  });
});

/** The welcome bonus granted to a member on 1 March under `periodKey`, as a grant starts. */
const welcomeGrant = async (memberId: number, periodKey: string, amount: bigint) =>
  grantReward(server.db, {
    merchantId,
    memberId,
    currency: 'CNY',
    promotion: await promotionRow(server.db, welcomeId),
    periodKey,
    amount,
    now: new Date('2026-03-01T00:00:00Z'),
  });

describe('expiry and closing the account', () => {
  it('expires a bonus once, taking back as much as the balance covers', async () => {
    const memberId = await memberIdOf('subagent');
    const granted = await welcomeGrant(memberId, 'expiry', 100_00n);
    if (!granted) throw new Error('not granted');
    // The member spends all but 30.00 (a movement out of the wallet), so 30.00 is all it covers.
    const wallet = await openMemberWallet(server.db, merchantId, memberId, 'CNY');
    const spent = (await memberWalletBalance(server.db, merchantId, memberId, 'CNY')) - 30_00n;
    await transfer(server.db, {
      merchantId,
      idempotencyKey: `test-spend:${memberId}`,
      kind: LEDGER_KINDS.manualAdjustment,
      currency: 'CNY',
      from: wallet,
      to: await openHouseAccount(server.db, merchantId, 'test_spend', 'CNY'),
      amount: spent,
    });
    // Seven days after the grant: expired, once, whoever runs the job.
    const at = new Date('2026-03-08T00:10:00Z');
    const runs = await Promise.all([expireGrants(server.db, at), expireGrants(server.db, at)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const movements = await ledgerCount();
    expect(await expireGrants(server.db, at)).toBe(0);
    expect(await ledgerCount()).toBe(movements);
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(0n);
    const grant = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select(['status', 'taken_back', 'reason'])
      .where('id', '=', String(granted.grantId))
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({
      status: 'expired',
      taken_back: '3000',
      reason: 'expired with its wagering unmet',
    });
    await ledgerBalanced();
  });

  it('forfeits the active bonuses of a member who excludes themselves', async () => {
    const memberId = await memberIdOf('weak');
    await closeAccount(
      server.db,
      async () => {},
      memberId,
      'selfExclusion',
      new Date(Date.now() + 86_400_000),
      new Date(),
    );
    const grants = await waitFor(
      () =>
        promotionsDb(server.db)
          .selectFrom('promotion_grants')
          .select(['status', 'reason'])
          .where('member_id', '=', memberId)
          .execute(),
      (rows) => rows.every((r) => r.status !== 'active'),
    );
    expect(grants).toEqual([{ status: 'forfeited', reason: 'self-exclusion' }]);
  });
});

describe('VIP levels and the header counters', () => {
  it('raises a member through several levels at once, each gift once, never down', async () => {
    const token = await signedInToken(server.app, 'secure', 'Secure@2026');
    const api = apiClient(server.app, { token });
    const info = (await api.call('loginInfo', {})).value;
    // The welcome bonus can be joined; the rebate and the VIP week run for everyone.
    expect(info).toMatchObject({
      availablePromoCount: 1,
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: null,
    });
    const merchant = (await new MerchantDirectory(server.db).all()).find(
      (m) => m.id === merchantId,
    );
    if (!merchant) throw new Error('no merchant');
    const memberId = await memberIdOf('secure');
    const before = await memberWalletBalance(server.db, merchantId, memberId, 'CNY');
    // 250,000 of valid bets reaches VIP3 (the default levels): gifts 8 + 38 + 88.
    const level = vipLevelFor(merchant, 250_000_00n);
    expect(level).toBe(3);
    const paid = await Promise.all([
      raiseVip(server.db, merchant, memberId, level, new Date()),
      raiseVip(server.db, merchant, memberId, level, new Date()),
    ]);
    expect(paid.flat().sort()).toEqual([1, 2, 3]);
    expect(await raiseVip(server.db, merchant, memberId, 1, new Date())).toEqual([]);
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(
      before + 134_00n,
    );
    expect((await api.call('loginInfo', {})).value).toMatchObject({
      hasVip: true,
      vipLabelName: 'VIP3',
      vipRankLevel: 3,
    });
    await api.call('joinPromotion', { promotionId: welcomeId });
    expect((await api.call('loginInfo', {})).value.availablePromoCount).toBe(0);
    await ledgerBalanced();
  });
});

/** A running promotion with these wagering terms, and a 100.00 grant of it to the member. */
const grantedUnder = (memberId: number, title: string, terms: PromotionTerms) =>
  grantedUnderTerms(server.db, { merchantId, memberId, title, terms });

describe('wagering progress by category weight', () => {
  it('counts a settled round at its category’s weight, and completes the grant when met', async () => {
    const memberId = await memberIdOf('demo');
    const terms: PromotionTerms = {
      reward: '100',
      wagering: {
        multipleMille: 1_000,
        includeDeposit: false,
        // Slots at half weight; the lottery is not listed, so it counts nothing.
        weightsBp: { RNG: 5_000 },
        maxBet: null,
        expiryDays: 7,
      },
    };
    const granted = await grantedUnder(memberId, 'Weights test', terms);
    const grantOf = () =>
      promotionsDb(server.db)
        .selectFrom('promotion_grants')
        .select(['status', 'progress', 'requirement'])
        .where('id', '=', String(granted?.grantId))
        .executeTakeFirstOrThrow();
    expect(await grantOf()).toEqual({ status: 'active', progress: '0', requirement: '10000' });
    const slotId = await demoSlotId(server.db, merchantId);
    const play = async (amount: bigint) => {
      const key = { merchantId, currency: 'CNY', vassalage: 'DEMO', transactionId: randomUUID() };
      const now = new Date();
      await vendorBet(server.db, {
        ...key,
        memberId,
        trialTypes: DEFAULT_TRIAL_TYPES,
        nodeId: slotId,
        amount,
        now,
      });
      // Placed but not settled: nothing counts yet.
      expect((await grantOf()).progress).toBe(progressBefore);
      await vendorSettle(server.db, { ...key, win: 0n, now });
      // A repeated settlement counts nothing twice.
      await vendorSettle(server.db, { ...key, win: 0n, now });
    };
    let progressBefore = '0';
    await play(50_00n);
    expect(await grantOf()).toEqual({ status: 'active', progress: '2500', requirement: '10000' });
    progressBefore = '2500';
    await play(160_00n);
    expect(await grantOf()).toEqual({
      status: 'completed',
      progress: '10000',
      requirement: '10000',
    });
    await ledgerBalanced();
  });
});

describe('the maximum bet while wagering', () => {
  it('refuses a vendor bet above it at bet time, and the bet costs nothing', async () => {
    const memberId = await memberIdOf('subplayer');
    const terms: PromotionTerms = {
      reward: '100',
      wagering: {
        multipleMille: 5_000,
        includeDeposit: false,
        weightsBp: { RNG: 10_000 },
        maxBet: '50',
        expiryDays: 7,
      },
    };
    await grantedUnder(memberId, 'Max bet test', terms);
    const slotId = await demoSlotId(server.db, merchantId);
    const round = () => ({
      merchantId,
      currency: 'CNY',
      vassalage: 'DEMO',
      transactionId: randomUUID(),
      memberId,
      trialTypes: DEFAULT_TRIAL_TYPES,
      nodeId: slotId,
      now: new Date(),
    });
    const balance = await memberWalletBalance(server.db, merchantId, memberId, 'CNY');
    const movements = await ledgerCount();
    await expect(vendorBet(server.db, { ...round(), amount: 50_01n })).rejects.toMatchObject({
      code: 'promotion.max.bet',
    });
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(balance);
    expect(await ledgerCount()).toBe(movements);
    await vendorBet(server.db, { ...round(), amount: 50_00n });
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(
      balance - 50_00n,
    );
  });
});

describe('wagering met, and the VIP week', () => {
  it('completes a grant once its wagering is bet, so expiry leaves it alone', async () => {
    const memberId = await memberIdOf('agent');
    const granted = await welcomeGrant(memberId, 'wagered', 10_00n);
    expect(granted?.requirement).toBe(100_00n);
    const slotId = await demoSlotId(server.db, merchantId);
    const grantStatus = async () =>
      (
        await promotionsDb(server.db)
          .selectFrom('promotion_grants')
          .select('status')
          .where('id', '=', String(granted?.grantId))
          .executeTakeFirstOrThrow()
      ).status;
    // A round counts toward the wagering when it settles (the welcome bonus weighs slots in full).
    const bet = (amount: bigint) =>
      lostSlotRound(server.db, { merchantId, memberId, nodeId: slotId, amount });
    await bet(60_00n);
    expect(await grantStatus()).toBe('active');
    expect(await completeMetGrants(server.db, new Date())).toBe(0);
    await bet(40_00n);
    expect(await grantStatus()).toBe('completed');
    // The settlement completed it; the sweep before expiry finds nothing more.
    expect(await completeMetGrants(server.db, new Date())).toBe(0);
    const balance = await memberWalletBalance(server.db, merchantId, memberId, 'CNY');
    expect(await expireGrants(server.db, new Date('2026-04-01T00:00:00Z'))).toBe(0);
    expect(await memberWalletBalance(server.db, merchantId, memberId, 'CNY')).toBe(balance);
    const grant = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select(['status', 'progress'])
      .where('id', '=', String(granted?.grantId))
      .executeTakeFirstOrThrow();
    expect(grant).toEqual({ status: 'completed', progress: '10000' });
  });

  it('doubles a member’s points on slots in the VIP week, not an agent’s nor live games', async () => {
    const merchant = (await new MerchantDirectory(server.db).all()).find(
      (m) => m.id === merchantId,
    );
    if (!merchant) throw new Error('no merchant');
    const now = new Date();
    const member = await memberIdOf('teamplayer');
    expect(await pointsMultiplierOf(server.db, merchant, member, 'RNG', now)).toBe(2);
    expect(await pointsMultiplierOf(server.db, merchant, member, 'LIVE', now)).toBe(1);
    expect(
      await pointsMultiplierOf(server.db, merchant, await memberIdOf('agent'), 'RNG', now),
    ).toBe(1);
  });

  it('earns the VIP week’s double points on a settled slot round, a member’s only', async () => {
    const game = await server.db
      .selectFrom('games')
      .select(['id', 'game_type'])
      .where('merchant_id', '=', merchantId)
      .where('game_id', '=', 'demo-slot')
      .executeTakeFirstOrThrow();
    expect(game.game_type).toBe('RNG');
    const pointsAfterRound = async (username: string) => {
      const memberId = await memberIdOf(username);
      const before = await memberPointsBalance(server.db, merchantId, memberId);
      const key = {
        merchantId,
        currency: 'CNY',
        vassalage: 'DEMO',
        transactionId: randomUUID(),
      };
      const now = new Date();
      await vendorBet(server.db, {
        ...key,
        memberId,
        trialTypes: DEFAULT_TRIAL_TYPES,
        nodeId: game.id,
        amount: 300_00n,
        now,
      });
      await vendorSettle(server.db, { ...key, win: 0n, now });
      return (await memberPointsBalance(server.db, merchantId, memberId)) - before;
    };
    // 300.00 of valid bet at the brand's 1 point per 100.00: 3 points, doubled for a member.
    expect(await pointsAfterRound('demo')).toBe(6n);
    expect(await pointsAfterRound('agent')).toBe(3n);
  });
});

const FIELDS = ['promotionId', 'grantId', 'remark', 'images', 'language', 'pageNo', 'pageSize'];
const fuzzBody = fuzzedBody(FIELDS, ['1', '0', '-1', '999999', '1.5', 'en', 'zh_CN'], {
  maxKeys: 4,
  more: [fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 })],
});

describe('fuzzed promotion calls', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const token = await signedInToken(server.app, 'secure', 'Secure@2026');
    const before = await ledgerCount();
    const names = [
      'promotions',
      'joinPromotion',
      'requestPromotionReward',
      'giveUpBonus',
      'bonusRecords',
    ] as const;
    await fuzzMemberCalls(server.app, names, fuzzBody, { token }, { numRuns: 25 });
    expect(await ledgerCount()).toBe(before);
  });
});
