import { fail, ok } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { MerchantDirectory } from '../../system/merchants.ts';

/*
 * Development only (designed for the journeys): how far ahead of the server's clock "settle
 * now" judges whether a window has closed, per brand. A journey runs on the real clock and
 * cannot wait for a brand day to end before staff settle its daily window; this moves that one
 * judgement and nothing else (the run still reads the window's own figures, under the same job
 * key, and the schedule, bets and sessions keep the real time). Only a development server
 * registers the route that sets it, so in production the offset is always zero.
 */
const aheadOf = new WeakMap<MerchantDirectory, Map<number, number>>();
/** A server's offsets, by its merchant directory: two servers in one process keep their own. */
const offsetsOf = (merchants: MerchantDirectory): Map<number, number> => {
  let offsets = aheadOf.get(merchants);
  if (!offsets) {
    offsets = new Map();
    aheadOf.set(merchants, offsets);
  }
  return offsets;
};

/** The time "settle now" judges a window's closing by: the server's, or ahead in development. */
export const settleNowTime = (merchants: MerchantDirectory, merchantId: number, now: Date): Date =>
  new Date(now.getTime() + (offsetsOf(merchants).get(merchantId) ?? 0));

/** The most the clock may move ahead: a month, past the longest window's grace. */
const MAX_AHEAD_MS = 31 * 24 * 60 * 60_000;

/** `POST /dev/agent-pay/settle-clock` `{ merchantCode, aheadMs }`: sets a brand's offset. */
export const registerSettleClockRoute = (
  app: FastifyInstance,
  services: { merchants: MerchantDirectory },
): void => {
  app.post('/dev/agent-pay/settle-clock', async (request, reply) => {
    const body = (request.body ?? {}) as { merchantCode?: unknown; aheadMs?: unknown };
    const code = typeof body.merchantCode === 'string' ? body.merchantCode.toUpperCase() : '';
    const merchant = await services.merchants.byMerchantCode(code);
    if (!merchant) return reply.code(400).send(fail('merchant.unknown', 'Unknown merchant.'));
    const ahead = body.aheadMs;
    if (
      typeof ahead !== 'number' ||
      !Number.isInteger(ahead) ||
      ahead < 0 ||
      ahead > MAX_AHEAD_MS
    ) {
      return reply.code(400).send(fail('request_param_err', 'aheadMs: 0 to a month, in ms.'));
    }
    offsetsOf(services.merchants).set(merchant.id, ahead);
    return ok({ merchantCode: merchant.merchantCode, aheadMs: ahead });
  });
};
