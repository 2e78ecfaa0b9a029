import type { FastifyInstance } from 'fastify';
import { ALPHA, callApi, login, merchantIdOf, tokenOf } from './harness.ts';
import { openStaffSession } from './staffHarness.ts';
import { type TestServerHandle, useTestServer } from './useTestServer.ts';

/**
 * A member's cashier calls as the portal sends them (sealed, through the typed client), on a
 * test server: bind a bank card, set the payment password, request a withdrawal. `server.app`
 * is read at each call, so a file may build these before its server has started.
 */
export const memberCashier = (server: { readonly app: FastifyInstance }) => ({
  bindCard: (token: string, payee: string, accountNumber: string) =>
    callApi(server.app, 'bankCardBind', { bankName: 'Test Bank', accountNumber, payee }, { token }),
  setPin: (token: string, password: string, oldPassword?: string) =>
    callApi(
      server.app,
      'paymentPasswordSet',
      { password, ...(oldPassword ? { oldPassword } : {}) },
      { token },
    ),
  withdraw: (token: string, cardId: number, amount: string, paymentPassword: string) =>
    callApi(server.app, 'withdrawalRequest', { cardId, amount, paymentPassword }, { token }),
});

/**
 * The test server of a file that walks the money path: the real job runner polling fast, and the
 * sandbox provider deterministic (no random redeliveries, payouts complete at once). `db` is the
 * size of the file's own pool.
 */
export const useCashierServer = (db: number): TestServerHandle =>
  useTestServer(
    {
      demoStaff: true,
      jobs: { pollIntervalMs: 50, concurrency: 2 },
      sandbox: { duplicateChance: 0, payoutDelayMs: 0 },
    },
    { db },
  );

/** Who acts on the money path: a finance staff session, and the demo and agent members of ALPHA. */
export const cashierActors = async (server: TestServerHandle) => {
  const db = server.db;
  return {
    db,
    finance: await openStaffSession(server.app, db, 'finance', new Date()),
    demo: tokenOf(await login(server.app, { username: 'demo', password: 'Demo@2026' })),
    agent: tokenOf(await login(server.app, { username: 'agent', password: 'Agent@2026' })),
    merchantId: await merchantIdOf(db, ALPHA),
  };
};
