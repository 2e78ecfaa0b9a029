import type { FastifyInstance } from 'fastify';
import { callApi } from './harness.ts';

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
