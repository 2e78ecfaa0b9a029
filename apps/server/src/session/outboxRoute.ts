import { fail } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { MerchantDirectory } from '../system/merchants.ts';

/**
 * `GET /dev/outbox?merchant=<merchant code>&to=<recipient>`: the latest messages the default
 * provider kept (newest first, at most 20), so the demo and the end-to-end tests can use real
 * codes. The server registers it only outside production.
 */
export const registerOutboxRoute = (
  app: FastifyInstance,
  services: { db: Db; merchants: MerchantDirectory },
): void => {
  app.get('/dev/outbox', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const merchantCode = typeof query.merchant === 'string' ? query.merchant.toUpperCase() : '';
    const merchant = await services.merchants.byMerchantCode(merchantCode);
    if (!merchant) return reply.code(400).send(fail('merchant.unknown', 'Unknown merchant.'));
    let rows = services.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'subject', 'body', 'code', 'created_at'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('id', 'desc')
      .limit(20);
    const to = typeof query.to === 'string' ? query.to.trim() : '';
    if (/^\d+$/.test(to)) {
      // A bare number also finds the messages sent to it with a dialing code in front.
      rows = rows.where((eb) =>
        eb.or([eb('recipient', '=', to), eb('recipient', 'like', `+%${to}`)]),
      );
    } else if (to !== '') {
      rows = rows.where('recipient', '=', to);
    }
    const messages = (await rows.execute()).map((r) => ({
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      code: r.code,
      createdAt: r.created_at.toISOString(),
    }));
    return { messages };
  });
};
