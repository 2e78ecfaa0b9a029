import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ALPHA, callApi, signedInToken } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { type SandboxEvent, signedCallback } from './sandboxProvider.ts';

/**
 * Duplicate provider callbacks arriving together on a small connection pool: the first one's
 * transaction must finish with the connection it holds while the others wait on it. Here the
 * merchant directory reloads on every read, so a settings read inside the transaction would
 * need a second connection that the waiting duplicates hold: the callbacks would hang for good
 * (as CI's cashier tests once did), and this test would time out.
 */
const server = useTestServer(
  { maxConnections: 3, merchantCacheMs: 0, sandbox: { duplicateChance: 0, payoutDelayMs: 0 } },
  { db: 1 },
);

describe('provider callbacks on a small pool', () => {
  it('credits 12 copies of one callback arriving together once, and answers every one', async () => {
    const token = await signedInToken(server.app, 'demo', 'Demo@2026', ALPHA);
    const created = await callApi(
      server.app,
      'depositCreate',
      { channelId: 'sandbox', amount: '12.00', clientOrderId: 'pool-test-order' },
      { token },
    );
    expect(created.response.statusCode, created.response.body).toBe(200);
    const order = created.value;
    const { rows } = await sql<{ provider_ref: string; merchant_id: number }>`
      SELECT provider_ref, merchant_id FROM deposit_orders WHERE order_no = ${order.orderNo}`.execute(
      server.db,
    );
    const row = rows[0];
    if (!row) throw new Error('the order is not stored');
    const event: SandboxEvent = {
      eventId: 'evt_pool_test',
      type: 'payin.succeeded',
      providerRef: row.provider_ref,
      reference: order.orderNo,
      amount: '1200',
      currency: 'CNY',
    };
    const { body, headers } = await signedCallback(server.db, row.merchant_id, event, new Date());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/payments/sandbox/webhook/${ALPHA}`,
          headers,
          payload: body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const credited = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ledger_transactions
      WHERE idempotency_key = ${`deposit:${order.orderNo}`}`.execute(server.db);
    expect(Number(credited.rows[0]?.n)).toBe(1);
  });
});
