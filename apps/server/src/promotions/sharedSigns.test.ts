import { brandTimeZone, calls, type PromotionTerms, periodOf } from '@portal/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectCatalogueAnswer, sendFuzzed } from '../../test/fuzz.ts';
import { ALPHA, apiClient, fixtureMerchant, merchantIdOf } from '../../test/harness.ts';
import { expectLedgerBalanced, insertPromotion } from '../../test/promotionsHarness.ts';
import { openStaffSession, staffClient } from '../../test/staffHarness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { addFigures } from '../activity/figures.ts';
import { memberWalletBalance } from '../ledger/ledger.ts';
import { SessionStore } from '../session/sessions.ts';
import type { Merchant } from '../system/merchants.ts';
import { payDailyRebates, rebatePromotion } from './dailyRebate.ts';
import { grantReward } from './grants.ts';
import { promotionsDb } from './promotionsDb.ts';

/**
 * Several accounts of one person (promotions-rules.md "Abuse"): every grant is flagged with the
 * signs (device, address, payee name, card) that link its member to another holder of the same
 * promotion, on both sides, through the calls and the rebate job; a promotion of one grant per
 * household refuses the linked member with a catalogue code and moves nothing; the applications
 * queue shows the applicant's signs before a decision. Members are written straight into the
 * tables the session area and the cashier keep.
 */
const now = new Date();
const server = useTestServer({ demoStaff: true, jobs: false }, { db: 6 });
let merchantId: number;
let merchant: Merchant;
let sessions: SessionStore;

let seq = 0;
const newMember = async (
  traces: {
    device?: string;
    address?: string;
    registerIp?: string;
    realName?: string;
    card?: string;
  } = {},
) => {
  seq += 1;
  const row = await server.db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `signs${seq}x${Date.now() % 100_000}`,
      password_hash: 'not-a-hash',
      type: 1,
      register_ip: traces.registerIp ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = row.id;
  if (traces.device) {
    await server.db
      .insertInto('known_devices')
      .values({
        merchant_id: merchantId,
        member_id: id,
        device_id: traces.device,
        first_seen_at: now,
        last_seen_at: now,
        last_address: '192.0.2.1',
      })
      .execute();
  }
  if (traces.address) {
    await server.db
      .insertInto('known_addresses')
      .values({
        merchant_id: merchantId,
        member_id: id,
        address: traces.address,
        first_seen_at: now,
        last_seen_at: now,
      })
      .execute();
  }
  if (traces.realName) {
    await sql`INSERT INTO member_real_names (merchant_id, member_id, real_name)
      VALUES (${merchantId}, ${id}, ${traces.realName})`.execute(server.db);
  }
  if (traces.card) {
    await sql`INSERT INTO bank_cards (merchant_id, member_id, bank_name, account_number, payee,
      created_at) VALUES (${merchantId}, ${id}, 'Test bank', ${traces.card}, 'x', now())`.execute(
      server.db,
    );
  }
  return { id, token: await sessions.start(merchantId, id, now) };
};

const newPromotion = async (kind: string, terms: PromotionTerms) =>
  (
    await insertPromotion(server.db, {
      merchantId,
      kind,
      title: `${kind} signs`,
      terms,
    })
  ).id;

const envelopes = (extra: Partial<PromotionTerms> = {}) =>
  newPromotion('redEnvelope', {
    extra: { redEnvelope: { pool: '100.00', envelopes: 20 } },
    ...extra,
  });

const pop = (token: string, promotionId: number) =>
  apiClient(server.app, { token }).call('popRedEnvelope', { promotionId });

/** Each member's grant flags for the promotion (one grant each here). */
const flagsOf = async (promotionId: number, memberId: number) =>
  (
    await promotionsDb(server.db)
      .selectFrom('promotion_grants')
      .select('flags')
      .where('promotion_id', '=', promotionId)
      .where('member_id', '=', memberId)
      .execute()
  ).map((g) => g.flags);

const ledgerCount = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_transactions`.execute(
        server.db,
      )
    ).rows[0]?.n,
  );

/**
 * The ledger entries on a member's accounts: what a fuzzed call by that member could move,
 * whatever the server's own jobs post elsewhere meanwhile (a count of every movement in the
 * database once caught one of those in the loaded clean-clone run).
 */
const entriesOf = async (memberId: number) =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = ${memberId}`.execute(
        server.db,
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  merchantId = await merchantIdOf(server.db, ALPHA);
  merchant = await fixtureMerchant(server.db, ALPHA);
  sessions = new SessionStore(server.db);
}, 180_000);

describe('abuse signs on grants', () => {
  it('flags a grant, and the linked holder’s, for each shared device, address, payee name and card', async () => {
    const promotionId = await envelopes();
    const first = await newMember({
      device: 'dev-first',
      address: '203.0.113.7',
      realName: 'Nguyễn Văn An',
      card: '6222 0000 1111 2222',
    });
    const sameDevice = await newMember({ device: 'dev-first' });
    // Registered from the address the first member signs in from.
    const sameAddress = await newMember({ registerIp: '203.0.113.7' });
    const sameName = await newMember({ realName: 'NGUYEN  VAN AN' });
    const sameCard = await newMember({ card: '6222-0000-1111-2222' });
    const stranger = await newMember({
      device: 'dev-other',
      address: '198.51.100.9',
      realName: 'Tran Thi B',
      card: '6222000099998888',
    });
    for (const m of [first, sameDevice, sameAddress, sameName, sameCard, stranger]) {
      expect((await pop(m.token, promotionId)).code).toBeUndefined();
    }
    expect(await flagsOf(promotionId, sameDevice.id)).toEqual([['sameDevice']]);
    expect(await flagsOf(promotionId, sameAddress.id)).toEqual([['sameAddress']]);
    expect(await flagsOf(promotionId, sameName.id)).toEqual([['samePayeeName']]);
    expect(await flagsOf(promotionId, sameCard.id)).toEqual([['sameCard']]);
    expect(await flagsOf(promotionId, stranger.id)).toEqual([[]]);
    // The first holder's grant carries every link made after it.
    expect(await flagsOf(promotionId, first.id)).toEqual([
      ['sameAddress', 'sameCard', 'sameDevice', 'samePayeeName'],
    ]);
    // A member sharing a device with a holder of ANOTHER promotion only is not flagged.
    const otherPromotion = await envelopes();
    const lone = await newMember({ device: 'dev-first' });
    expect((await pop(lone.token, otherPromotion)).code).toBeUndefined();
    expect(await flagsOf(otherPromotion, lone.id)).toEqual([[]]);
    await expectLedgerBalanced(server.db);
  });

  it('flags the daily rebate’s grants, paid set-wise by its job', async () => {
    const rebateId = await newPromotion('dailyRebate', {
      rebate: { ratesBp: { RNG: 100 }, dailyCap: null },
    });
    const day = '2026-10-05';
    const a = await newMember({ card: '9704 1111 2222 3333' });
    const b = await newMember({ card: '9704111122223333' });
    const c = await newMember();
    for (const m of [a, b, c]) {
      await addFigures(server.db, {
        merchantId,
        memberId: m.id,
        currency: 'CNY',
        category: 'RNG',
        at: new Date(`${day}T06:00:00Z`),
        validBet: 100_00n,
        stake: 100_00n,
        betCount: 1,
      });
    }
    const promotion = await rebatePromotion(server.db, merchantId, rebateId);
    if (!promotion) throw new Error('no rebate');
    expect(periodOf('day', new Date(`${day}T06:00:00Z`), brandTimeZone(merchant.brand)).key).toBe(
      day,
    );
    expect(await payDailyRebates(server.db, merchant, promotion, day, now)).toBe(3);
    expect(await flagsOf(rebateId, a.id)).toEqual([['sameCard']]);
    expect(await flagsOf(rebateId, b.id)).toEqual([['sameCard']]);
    expect(await flagsOf(rebateId, c.id)).toEqual([[]]);
  });
});

describe('one grant per household', () => {
  it('refuses a member linked to a holder with a catalogue code and moves nothing; others pop', async () => {
    const promotionId = await envelopes({ oneGrantPerHousehold: true });
    const first = await newMember({ device: 'dev-home', address: '203.0.113.80' });
    const housemate = await newMember({ address: '203.0.113.80' });
    const stranger = await newMember({ device: 'dev-elsewhere' });
    expect((await pop(first.token, promotionId)).code).toBeUndefined();
    const before = await ledgerCount();
    const refused = await pop(housemate.token, promotionId);
    expect(refused.code).toBe('promotion.household.granted');
    expect(refused.response.statusCode).toBe(409);
    expect(await ledgerCount()).toBe(before);
    expect(await memberWalletBalance(server.db, merchantId, housemate.id, 'CNY')).toBe(0n);
    expect(await flagsOf(promotionId, housemate.id)).toEqual([]);
    // The envelope the refusal would have taken is still there for someone else.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM red_envelopes
      WHERE promotion_id = ${promotionId} AND member_id IS NOT NULL`.execute(server.db);
    expect(rows[0]?.n).toBe(1);
    expect((await pop(stranger.token, promotionId)).code).toBeUndefined();
    // The same members under a promotion without the rule: both paid, both flagged.
    const open = await envelopes();
    expect((await pop(first.token, open)).code).toBeUndefined();
    expect((await pop(housemate.token, open)).code).toBeUndefined();
    expect(await flagsOf(open, housemate.id)).toEqual([['sameAddress']]);
    await expectLedgerBalanced(server.db);
  });

  it('answers fuzzed pops of a household promotion with catalogue codes, and moves no money', async () => {
    const promotionId = await envelopes({ oneGrantPerHousehold: true });
    const holder = await newMember({ device: 'dev-fuzz' });
    expect((await pop(holder.token, promotionId)).code).toBeUndefined();
    const housemate = await newMember({ device: 'dev-fuzz' });
    const before = await entriesOf(housemate.id);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ promotionId: fc.constant(promotionId) }),
          fc.record({ promotionId: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) }),
          fc.dictionary(fc.string(), fc.jsonValue()),
        ),
        async (body) => {
          expectCatalogueAnswer(
            'popRedEnvelope',
            await sendFuzzed(server.app, calls.popRedEnvelope, body, { token: housemate.token }),
          );
        },
      ),
      { numRuns: 40 },
    );
    expect(await entriesOf(housemate.id)).toBe(before);
  });
});

describe('the applications queue', () => {
  it('shows the applicant’s signs against the promotion’s holders before a decision', async () => {
    const promotionId = await newPromotion('application', { reward: '10.00' });
    const holder = await newMember({ realName: 'Lê Thị Hoa' });
    const applicant = await newMember({ realName: 'le thi hoa' });
    const stranger = await newMember();
    await grantReward(server.db, {
      merchantId,
      memberId: holder.id,
      currency: 'CNY',
      promotion: { id: promotionId, kind: 'application', terms: { reward: '10.00' } },
      periodKey: 'once',
      amount: 10_00n,
      now,
    });
    for (const m of [applicant, stranger]) {
      const applied = await apiClient(server.app, { token: m.token }).call('applyPromotion', {
        promotionId,
        remark: 'please',
      });
      expect(applied.code).toBeUndefined();
    }
    const finance = await openStaffSession(server.app, server.db, 'finance', now);
    const queue = (
      await staffClient(server.app, finance).call('promotionApplicationsDesk', {
        status: 'pending',
        pageNo: 1,
        pageSize: 100,
      })
    ).value.content.filter((a) => a.promotionId === promotionId);
    expect(queue.map((a) => [a.memberId, a.flags])).toEqual([
      [applicant.id, ['samePayeeName']],
      [stranger.id, []],
    ]);
  });
});
