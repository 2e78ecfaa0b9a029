import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { callApi, merchantIdOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { cashierDb } from './cashierDb.ts';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const server = useTestServer({ clock: () => NOW }, { db: 2 });

const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('the home service figures', () => {
  it('are the medians of the last 7 days of paid deposits and withdrawals, and the channels', async () => {
    const db = server.db;
    const merchantId = await merchantIdOf(db);
    const [member] = await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: 'waits',
        password_hash: 'scrypt$unused',
        type: 0,
      })
      .returning('id')
      .execute();
    const memberId = member?.id as number;
    // Deposits paid after 30, 60 and 90 seconds (median 60); one paid 8 days ago and one still
    // pending do not count.
    const deposit = async (n: number, createdAt: Date, paidAfterSeconds: number | null) =>
      sql`INSERT INTO deposit_orders (order_no, merchant_id, member_id, client_order_id,
            channel_id, kind, amount, currency, status, created_at, expires_at, paid_at)
          VALUES (${`W${n}`}, ${merchantId}, ${memberId}, ${`c${n}`}, 'ewallet', 'ewallet', 10000,
            'CNY', ${paidAfterSeconds === null ? 'pending' : 'paid'}, ${createdAt},
            ${new Date(createdAt.getTime() + 3_600_000)},
            ${paidAfterSeconds === null ? null : new Date(createdAt.getTime() + paidAfterSeconds * 1000)})`.execute(
        db,
      );
    await deposit(1, minutesBefore(100), 30);
    await deposit(2, minutesBefore(200), 60);
    await deposit(3, minutesBefore(300), 90);
    await deposit(4, minutesBefore(8 * 24 * 60), 5);
    await deposit(5, minutesBefore(10), null);
    const [card] = await cashierDb(db)
      .insertInto('bank_cards')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        bank_name: 'Test Bank',
        account_number: '6222000011112222',
        payee: 'Pat Player',
        created_at: NOW,
      })
      .returning('id')
      .execute();
    // Withdrawals paid after 2 and 4 minutes (median 180 s); an approved one not paid yet does
    // not count.
    const withdrawal = async (createdAt: Date, paidAfterSeconds: number | null) =>
      sql`INSERT INTO withdrawals (merchant_id, member_id, card_id, amount, currency, status,
            created_at, paid_at)
          VALUES (${merchantId}, ${memberId}, ${card?.id}, 5000, 'CNY',
            ${paidAfterSeconds === null ? 'approved' : 'paid'}, ${createdAt},
            ${paidAfterSeconds === null ? null : new Date(createdAt.getTime() + paidAfterSeconds * 1000)})`.execute(
        db,
      );
    await withdrawal(minutesBefore(60), 120);
    await withdrawal(minutesBefore(120), 240);
    await withdrawal(minutesBefore(30), null);

    const answer = await callApi(server.app, 'serviceFigures', {});
    expect(answer.value.depositSeconds).toBe(60);
    expect(answer.value.withdrawalSeconds).toBe(180);
    expect(answer.value.paymentMethods).toBeGreaterThan(0);
  });

  it('says null for a brand that paid nothing in the last 7 days', async () => {
    const answer = await callApi(server.app, 'serviceFigures', {}, { merchant: 'BETA' });
    expect(answer.value).toMatchObject({ depositSeconds: null, withdrawalSeconds: null });
  });
});
