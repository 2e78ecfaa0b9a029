import { brandTimeZone, periodOf } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { BETA, startTestServer } from '../../../test/harness.ts';
import { callStaff, signInStaff } from '../../../test/staffHarness.ts';
import { useTestServer } from '../../../test/useTestServer.ts';
import { MerchantDirectory } from '../../system/merchants.ts';

// The test servers run in development (as the journeys' server does) unless told otherwise.
const server = useTestServer({ demoStaff: true }, { db: 2 });

const setAhead = (merchantCode: string, aheadMs: unknown) =>
  server.app.inject({
    method: 'POST',
    url: '/dev/agent-pay/settle-clock',
    payload: { merchantCode, aheadMs },
  });

describe("the development clock of 'settle now'", () => {
  it("closes today's daily window for settle now only once a development server is told to", async () => {
    const risk = await signInStaff(server.app, 'risk', new Date());
    const beta = (await new MerchantDirectory(server.db).all()).find(
      (m) => m.merchantCode === BETA,
    );
    if (!beta) throw new Error('no BETA');
    const today = periodOf('day', new Date(), brandTimeZone(beta.brand));
    const settle = () =>
      callStaff(
        server.app,
        'agentPaySettleNow',
        {
          merchantCode: BETA,
          contractType: 'dailySalary',
          windowStart: today.start.toISOString(),
        },
        { as: risk },
      );
    // Today is open: refused, as in production.
    expect((await settle()).code).toBe('request_param_err');

    expect((await setAhead(BETA, 'soon')).statusCode).toBe(400);
    expect((await setAhead('NOPE', 1000)).statusCode).toBe(400);
    const set = await setAhead(BETA, 27 * 60 * 60_000);
    expect(set.statusCode, set.body).toBe(200);

    const settled = await settle();
    expect(settled.value).toEqual({ windowStart: today.start.toISOString(), alreadyRun: false });
    await setAhead(BETA, 0);
    expect((await settle()).code).toBe('request_param_err');
  });

  it('is not served by a server outside development', async () => {
    const other = await startTestServer({ development: false });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/dev/agent-pay/settle-clock',
        payload: { merchantCode: BETA, aheadMs: 1000 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  }, 180_000);
});
