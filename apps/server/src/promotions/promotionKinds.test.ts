import { createHash, createHmac } from 'node:crypto';
import type { PromotionTerms } from '@portal/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fuzzedBody, fuzzMemberCalls } from '../../test/fuzz.ts';
import {
  ALPHA,
  apiClient,
  fixtureMerchant,
  latestMessage,
  ledgerRows,
  merchantIdOf,
} from '../../test/harness.ts';
import { expectLedgerBalanced, insertPromotion } from '../../test/promotionsHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { addFigures, NO_GAME } from '../activity/figures.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { SessionStore } from '../session/sessions.ts';
import type { Merchant } from '../system/merchants.ts';
import { kindsDb } from './kinds/kindsDb.ts';
import { payReferralReward } from './kinds/referral.ts';
import { promotionsDb } from './promotionsDb.ts';

/**
 * The special kinds on the real database, through their calls: the raffle's draws and their
 * verification, the red envelope popped by a crowd, the referral reward and its hold, linking a
 * chat number with a code, and every new call fuzzed. Members are made straight in the members
 * table and signed in through the session store, so a crowd of them costs no password hashing.
 */
const server = useTestServer({}, { db: 12 });

let merchantId: number;
let merchant: Merchant;
let sessions: SessionStore;

const ledgerCount = () => ledgerRows(server.db, 'ledger_transactions');

const ledgerBalanced = () => expectLedgerBalanced(server.db);

/** The movements that paid a promotion, by their key (grantReward's `promotion:<member>:<id>:...`). */
const paidFor = async (promotionId: number) => {
  // A grant is a two-leg transfer: its credit is the amount moved.
  const { rows } = await sql<{ n: string; total: string | null }>`
    SELECT count(DISTINCT t.id)::text AS n, sum(e.amount) FILTER (WHERE e.amount > 0)::text AS total
    FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
    WHERE t.idempotency_key ~ ${`^promotion:[0-9]+:${promotionId}:`}`.execute(server.db);
  return { movements: Number(rows[0]?.n), total: BigInt(rows[0]?.total ?? 0) };
};

let memberSeq = 0;
/** A new member of ALPHA, signed in: its id and session token. */
const newMember = async (fields: { referral_code?: string } = {}) => {
  memberSeq += 1;
  const row = await server.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `kind${memberSeq}x${Date.now() % 100_000}`,
      password_hash: 'not-a-hash',
      type: 1,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await sessions.start(merchantId, row.id, new Date()) };
};

/** Where the member stands on a promotion in the hall. */
const hallStatus = async (token: string, promotionId: number) =>
  (
    await apiClient(server.app, { token }).call('promotions', { pageNo: 1, pageSize: 100 })
  ).value.content.find((p) => p.promotionId === promotionId)?.status;

/** A running promotion of a kind with its terms (started in January, no end). */
const newPromotion = async (kind: string, terms: PromotionTerms) => {
  const row = await insertPromotion(server.db, {
    merchantId,
    kind,
    title: `${kind} test`,
    terms,
  });
  return row.id;
};

/** Deposits paid, as the cashier writes them into the member's figures. */
const deposited = (memberId: number, amount: bigint) =>
  addFigures(server.db, {
    merchantId,
    memberId,
    currency: 'CNY',
    category: NO_GAME,
    at: new Date(),
    deposits: amount,
    depositCount: 1,
  });

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  merchant = await fixtureMerchant(server.db, ALPHA);
  sessions = new SessionStore(server.db);
}, 180_000);

/**
 * The raffle draw written from the rules' text alone (promotions-rules.md kind 4 and the
 * algorithm's statement): HMAC-SHA256 keyed by the seed's bytes over
 * "<promotion>:<member>:<ticket>:<block>", each block read as eight big-endian 32-bit words;
 * the first word below floor(2^32 / W) x W, modulo W, picks the first prize whose running
 * weight exceeds it.
 */
const drawFromRules = (
  seed: string,
  promotionId: number,
  memberId: number,
  ticket: number,
  inStock: readonly { prizeId: number; weight: number }[],
): number => {
  const total = inStock.reduce((sum, p) => sum + p.weight, 0);
  const limit = Math.floor(2 ** 32 / total) * total;
  for (let block = 0; ; block++) {
    const mac = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(`${promotionId}:${memberId}:${ticket}:${block}`)
      .digest();
    for (let word = 0; word < 8; word++) {
      const value = mac.readUInt32BE(word * 4);
      if (value >= limit) continue;
      let r = value % total;
      for (const prize of inStock) {
        if (r < prize.weight) return prize.prizeId;
        r -= prize.weight;
      }
    }
  }
};

describe('the raffle', () => {
  const prizes = [
    { prizeId: 1, name: 'Grand', amount: '88.00', weight: 1, stock: 1 },
    { prizeId: 2, name: 'Lucky', amount: '8.00', weight: 5, stock: 200 },
    { prizeId: 3, name: 'Thanks', amount: '1.00', weight: 20, stock: 1000 },
  ];
  let raffleId: number;

  beforeAll(async () => {
    raffleId = await newPromotion('raffle', {
      extra: { raffle: { ticketBy: 'deposit', ticketAmount: '100.00', prizes } },
    });
  });

  it('50 parallel claims of a member with one ticket draw once and pay one movement', async () => {
    const member = await newMember();
    await deposited(member.id, 150_00n);
    const api = apiClient(server.app, { token: member.token });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.call('claimRaffle', { promotionId: raffleId })),
    );
    const won = answers.filter((a) => a.code === undefined);
    expect(won).toHaveLength(1);
    expect(new Set(answers.map((a) => a.code).filter(Boolean))).toEqual(
      new Set(['promotion.nothing.to.claim']),
    );
    const draws = await kindsDb(server.db)
      .selectFrom('raffle_draws')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(draws).toHaveLength(1);
    const grants = await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select(['amount', 'period_key'])
      .where('member_id', '=', member.id)
      .execute();
    expect(grants).toEqual([{ amount: draws[0]?.amount, period_key: 'ticket:1' }]);
    expect(await memberWalletBalance(server.db, merchantId, member.id, 'CNY')).toBe(
      BigInt(draws[0]?.amount ?? -1),
    );
    await ledgerBalanced();
  });

  it('publishes the commitment, reveals the seed at the end, and the draws recompute from it', async () => {
    const member = await newMember();
    await deposited(member.id, 500_00n);
    const api = apiClient(server.app, { token: member.token });
    expect(await hallStatus(member.token, raffleId)).toBe('claim');
    for (let i = 0; i < 5; i++) {
      expect((await api.call('claimRaffle', { promotionId: raffleId })).code).toBeUndefined();
    }
    expect((await api.call('claimRaffle', { promotionId: raffleId })).code).toBe(
      'promotion.nothing.to.claim',
    );
    expect(await hallStatus(member.token, raffleId)).toBe('claimed');
    const running = (await api.call('raffleVerification', { promotionId: raffleId })).value;
    expect(running.seed).toBeNull();
    expect(running.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect([running.ticketsEarned, running.ticketsUsed, running.draws.length]).toEqual([5, 5, 5]);

    await promotionsDb(server.db)
      .updateTable('promotions')
      .set({ state: 'ended' })
      .where('id', '=', raffleId)
      .execute();
    const ended = (await api.call('raffleVerification', { promotionId: raffleId })).value;
    expect(ended.commitment).toBe(running.commitment);
    const seed = ended.seed ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(
      ended.commitment,
    );
    for (const draw of ended.draws) {
      expect(drawFromRules(seed, raffleId, member.id, draw.ticket, draw.inStock)).toBe(
        draw.prizeId,
      );
      const prize = prizes.find((p) => p.prizeId === draw.prizeId);
      expect([draw.prizeName, draw.prizeAmount]).toEqual([prize?.name, prize?.amount]);
    }
    // A prize out of stock is no longer drawn from: once the grand prize's one went, later
    // draws' lists leave it out.
    const { rows } = await sql<{ in_stock: { prizeId: number }[]; prize_id: number }>`
      SELECT in_stock, prize_id FROM raffle_draws WHERE promotion_id = ${raffleId} ORDER BY id`.execute(
      server.db,
    );
    const grandAt = rows.findIndex((r) => r.prize_id === 1);
    for (const [i, row] of rows.entries()) {
      expect(row.in_stock.some((p) => p.prizeId === 1)).toBe(grandAt === -1 || i <= grandAt);
    }
    const paid = await paidFor(raffleId);
    const { rows: drawn } = await sql<{ total: string }>`
      SELECT sum(amount)::text AS total FROM raffle_draws WHERE promotion_id = ${raffleId}`.execute(
      server.db,
    );
    expect(paid.total).toBe(BigInt(drawn[0]?.total ?? -1));
    expect((await api.call('claimRaffle', { promotionId: raffleId })).code).toBe('promotion.ended');
  });

  it('earns tickets by valid bets across categories when the raffle says so, up to its maximum', async () => {
    const byPlay = await newPromotion('raffle', {
      extra: {
        raffle: { ticketBy: 'validBet', ticketAmount: '50.00', maxTickets: 3, prizes },
      },
    });
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    // A deposit earns nothing here: only settled play does.
    await deposited(member.id, 1000_00n);
    expect(await hallStatus(member.token, byPlay)).not.toBe('claim');
    const played = (category: string, validBet: bigint) =>
      addFigures(server.db, {
        merchantId,
        memberId: member.id,
        currency: 'CNY',
        category,
        at: new Date(),
        validBet,
        stake: validBet,
        betCount: 1,
      });
    // 70 + 40 = 110 of valid bets: two tickets of 50 (the remainder earns none yet).
    await played('LIVE', 70_00n);
    await played('RNG', 40_00n);
    const two = (await api.call('raffleVerification', { promotionId: byPlay })).value;
    expect(two.ticketsEarned).toBe(2);
    expect(await hallStatus(member.token, byPlay)).toBe('claim');
    // 400 more would be ten tickets; the raffle gives at most three.
    await played('LOTT', 400_00n);
    const capped = (await api.call('raffleVerification', { promotionId: byPlay })).value;
    expect(capped.ticketsEarned).toBe(3);
  });
});

describe('the red envelope', () => {
  it('10 envelopes popped by 30 members at once pay exactly the pool, each within the rules', async () => {
    const envelopeId = await newPromotion('redEnvelope', {
      extra: { redEnvelope: { pool: '100.00', envelopes: 10 } },
    });
    const crowd = await Promise.all(Array.from({ length: 30 }, () => newMember()));
    const answers = await Promise.all(
      crowd.map((m) =>
        apiClient(server.app, { token: m.token }).call('popRedEnvelope', {
          promotionId: envelopeId,
        }),
      ),
    );
    const popped = answers.filter((a) => a.code === undefined).map((a) => a.value);
    expect(popped).toHaveLength(10);
    expect(new Set(answers.map((a) => a.code).filter(Boolean))).toEqual(
      new Set(['promotion.nothing.to.claim']),
    );
    expect(popped.map((p) => p.envelopesLeft).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    const total = popped.reduce((sum, p) => sum + BigInt(p.amount.replace('.', '')), 0n);
    expect(total).toBe(100_00n);
    expect(await paidFor(envelopeId)).toEqual({ movements: 10, total: 100_00n });
    // The cut as written, in its order: each at least 0.01 and at most twice what remained
    // on average when it was cut.
    const cut = await kindsDb(server.db)
      .selectFrom('red_envelopes')
      .select(['amount', 'member_id'])
      .where('promotion_id', '=', envelopeId)
      .orderBy('seq')
      .execute();
    let remaining = 100_00n;
    cut.forEach((envelope, i) => {
      const share = BigInt(envelope.amount);
      expect(share >= 1n).toBe(true);
      expect(share * BigInt(cut.length - i) <= 2n * remaining).toBe(true);
      remaining -= share;
    });
    expect(new Set(cut.map((e) => e.member_id)).size).toBe(10);
    await ledgerBalanced();
  });

  it('50 parallel pops and reward-centre claims of one member take one envelope and pay once', async () => {
    const envelopeId = await newPromotion('redEnvelope', {
      extra: { redEnvelope: { pool: '20.00', envelopes: 5 } },
    });
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    expect(await hallStatus(member.token, envelopeId)).toBe('claim');
    // Half through its own call, half through the reward centre's claim (the same pop).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? api.call('popRedEnvelope', { promotionId: envelopeId })
          : api.call('requestPromotionReward', { promotionId: envelopeId }),
      ),
    );
    expect(answers.filter((a) => a.code === undefined)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.code).filter(Boolean))).toEqual(
      new Set(['promotion.already.claimed']),
    );
    expect((await paidFor(envelopeId)).movements).toBe(1);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM red_envelopes
      WHERE promotion_id = ${envelopeId} AND member_id IS NOT NULL`.execute(server.db);
    expect(rows[0]?.n).toBe(1);
    expect(await hallStatus(member.token, envelopeId)).toBe('claimed');
  });
});

describe('the header count', () => {
  it('agrees with the hall, a special kind the member can claim included', async () => {
    // A raffle ticket needs play, an envelope only a member: this one can be popped now.
    const envelopeId = await newPromotion('redEnvelope', {
      extra: { redEnvelope: { pool: '9.00', envelopes: 3 } },
    });
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    const hall = (await api.call('promotions', { pageNo: 1, pageSize: 100 })).value.content;
    expect(hall.find((p) => p.promotionId === envelopeId)?.status).toBe('claim');
    const actionable = hall.filter((p) => p.status === 'join' || p.status === 'claim').length;
    expect((await api.call('loginInfo', {})).value.availablePromoCount).toBe(actionable);
    expect((await api.call('popRedEnvelope', { promotionId: envelopeId })).code).toBeUndefined();
    expect((await api.call('loginInfo', {})).value.availablePromoCount).toBe(actionable - 1);
  });
});

describe('the referral', () => {
  let referralId: number;
  beforeAll(async () => {
    referralId = await newPromotion('referral', {
      reward: '30.00',
      extra: { referral: { minDeposit: '100.00', inviteeReward: '10.00' } },
    });
  });

  const firstDeposit = async (memberId: number, amount: bigint, orderNo: string) => {
    await deposited(memberId, amount);
    return payReferralReward(server.db, merchant, {
      merchantId,
      memberId,
      orderNo,
      currency: 'CNY',
      amount: String(amount),
      paidAt: new Date().toISOString(),
    });
  };

  it('rewards the referrer once on a first deposit, and holds one from the referrer’s own device', async () => {
    const referrer = await newMember();
    const api = apiClient(server.app, { token: referrer.token });
    const head = (await api.call('referral', {})).value;
    expect(head.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(head.referralLink).toContain(`/register?referralCode=${head.referralCode}`);
    expect((await api.call('referral', {})).value.referralCode).toBe(head.referralCode);

    const honest = await newMember({ referral_code: head.referralCode.toLowerCase() });
    const sameDevice = await newMember({ referral_code: head.referralCode });
    const small = await newMember({ referral_code: head.referralCode });
    await server.db
      .insertInto('known_devices')
      .values(
        [referrer.id, sameDevice.id].map((id) => ({
          merchant_id: merchantId,
          member_id: id,
          device_id: 'shared-phone',
          first_seen_at: new Date(),
          last_seen_at: new Date(),
          last_address: '203.0.113.9',
        })),
      )
      .execute();

    expect(await firstDeposit(honest.id, 200_00n, 'R-1')).toBe('paid');
    // The job run again (or a second deposit) pays nothing more.
    expect(await firstDeposit(honest.id, 200_00n, 'R-2')).toBeNull();
    expect(await firstDeposit(sameDevice.id, 200_00n, 'R-3')).toBe('held');
    expect(await firstDeposit(small.id, 99_99n, 'R-4')).toBeNull();

    expect(await memberWalletBalance(server.db, merchantId, referrer.id, 'CNY')).toBe(30_00n);
    expect(await memberWalletBalance(server.db, merchantId, honest.id, 'CNY')).toBe(10_00n);
    expect(await memberWalletBalance(server.db, merchantId, sameDevice.id, 'CNY')).toBe(0n);
    expect(await paidFor(referralId)).toEqual({ movements: 2, total: 40_00n });
    const held = await kindsDb(server.db)
      .selectFrom('referral_rewards')
      .select(['status', 'signs', 'grant_id'])
      .where('invitee_id', '=', sameDevice.id)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ status: 'held', signs: ['sameDevice'], grant_id: null });

    const after = (await api.call('referral', {})).value;
    expect([after.invitedCount, after.rewardsTotal]).toEqual([3, '30.00']);
    const invites = (await api.call('referralInvites', { pageNo: 1, pageSize: 10 })).value;
    expect(invites.content.map((i) => [i.rewardStatus, i.rewardAmount])).toEqual([
      ['waiting', null],
      ['held', '30.00'],
      ['paid', '30.00'],
    ]);
    expect(invites.content.every((i) => /^\w\*+\w$/.test(i.username))).toBe(true);
    await ledgerBalanced();
  });
});

describe('linking a chat number', () => {
  let bonusId: number;
  beforeAll(async () => {
    bonusId = await newPromotion('messengerBonus', { reward: '18.00' });
  });

  it('links a number proven by its code and pays the bonus once per member and per number', async () => {
    const member = await newMember();
    const other = await newMember();
    const api = apiClient(server.app, { token: member.token });
    const number = { app: 'zalo' as const, mobile: '912345678', dialingCode: '84' };
    expect((await api.call('sendChatLinkCode', number)).value.expiredMinutes).toBeGreaterThan(0);
    const sent = await latestMessage(server.app, '+84912345678');
    const code = sent?.code ?? '';
    expect(sent?.body).toContain(code);
    expect(
      (
        await api.call('linkChatNumber', {
          ...number,
          verificationCode: '000000' === code ? '111111' : '000000',
        })
      ).code,
    ).toBe('invalid-verification-code');
    // A code sent for this member does not link the number to another.
    expect(
      (
        await apiClient(server.app, { token: other.token }).call('linkChatNumber', {
          ...number,
          verificationCode: code,
        })
      ).code,
    ).toBe('invalid-verification-code');
    const linked = await api.call('linkChatNumber', { ...number, verificationCode: code });
    expect(linked.value).toMatchObject({
      app: 'zalo',
      maskedNumber: '******678',
      bonusAmount: '18.00',
    });
    expect((await api.call('linkChatNumber', { ...number, verificationCode: code })).code).toBe(
      'promotion.not.eligible',
    );
    expect(
      (await apiClient(server.app, { token: other.token }).call('sendChatLinkCode', number)).code,
    ).toBe('promotion.not.eligible');

    // WhatsApp on another number links, but the bonus was this member's once.
    const whatsapp = { app: 'whatsapp' as const, mobile: '987654321', dialingCode: '84' };
    await api.call('sendChatLinkCode', whatsapp);
    const second = await latestMessage(server.app, '+84987654321');
    const linkedToo = await api.call('linkChatNumber', {
      ...whatsapp,
      verificationCode: second?.code ?? '',
    });
    expect(linkedToo.value?.bonusAmount).toBeNull();

    // The same number on WhatsApp by another member links and pays nothing: once per number.
    const otherApi = apiClient(server.app, { token: other.token });
    await otherApi.call('sendChatLinkCode', { ...number, app: 'whatsapp' });
    const third = await latestMessage(server.app, '+84912345678');
    const otherLinked = await otherApi.call('linkChatNumber', {
      ...number,
      app: 'whatsapp',
      verificationCode: third?.code ?? '',
    });
    expect(otherLinked.value?.bonusAmount).toBeNull();

    expect(await paidFor(bonusId)).toEqual({ movements: 1, total: 18_00n });
    const links = (await api.call('chatLinks', {})).value;
    expect(links.map((l) => [l.app, l.maskedNumber, l.bonusAmount])).toEqual([
      ['zalo', '******678', '18.00'],
      ['whatsapp', '******321', null],
    ]);
    await ledgerBalanced();
  });

  it('50 parallel links with one code link once and pay one movement', async () => {
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    const number = { app: 'zalo' as const, mobile: '933333333', dialingCode: '84' };
    await api.call('sendChatLinkCode', number);
    const code = (await latestMessage(server.app, '+84933333333'))?.code ?? '';
    const before = await paidFor(bonusId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call('linkChatNumber', { ...number, verificationCode: code }),
      ),
    );
    expect(answers.filter((a) => a.code === undefined)).toHaveLength(1);
    expect((await paidFor(bonusId)).movements).toBe(before.movements + 1);
    expect((await api.call('chatLinks', {})).value).toHaveLength(1);
  });

  it('rations the codes sent to one number', async () => {
    const member = await newMember();
    const api = apiClient(server.app, { token: member.token });
    const number = { app: 'zalo' as const, mobile: '911111111', dialingCode: '84' };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await api.call('sendChatLinkCode', number)).code);
    expect(codes).toEqual([undefined, undefined, undefined, 'too-many-requests']);
  });
});

const FIELDS = [
  'promotionId',
  'pageNo',
  'pageSize',
  'app',
  'mobile',
  'dialingCode',
  'verificationCode',
];
const fuzzBody = fuzzedBody(
  FIELDS,
  ['1', '0', '-1', '999999', '1.5', 'zalo', 'whatsapp', '84', '912345678'],
  { maxKeys: 5 },
);

describe('fuzzed special-kind calls', () => {
  it('answer a catalogue code, never a 5xx, and move no money', async () => {
    const member = await newMember();
    // The file's promotions end first: a fuzzed id that names one must not pop or draw.
    await promotionsDb(server.db)
      .updateTable('promotions')
      .set({ state: 'ended' })
      .where('merchant_id', '=', merchantId)
      .where('kind', 'in', ['raffle', 'redEnvelope', 'referral', 'messengerBonus'])
      .execute();
    let address = 0;
    const before = await ledgerCount();
    const names = [
      'claimRaffle',
      'raffleVerification',
      'popRedEnvelope',
      'referral',
      'referralInvites',
      'chatLinks',
      'sendChatLinkCode',
      'linkChatNumber',
    ] as const;
    await fuzzMemberCalls(
      server.app,
      names,
      fuzzBody,
      () => ({ token: member.token, remoteAddress: `198.51.100.${(address++ % 250) + 1}` }),
      { numRuns: 25 },
    );
    expect(await ledgerCount()).toBe(before);
    await ledgerBalanced();
  });
});
