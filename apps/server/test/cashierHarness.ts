import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sealedCall } from './harness.ts';

/**
 * A member's cashier calls as the portal sends them (sealed), on a test server: bind a bank
 * card, set the payment password, request a withdrawal. `server.app` is read at each call,
 * so a file may build these before its server has started.
 */
export const memberCashier = (server: { readonly app: FastifyInstance }) => ({
  bindCard: (token: string, payee: string, accountNumber: string) =>
    sealedCall(
      server.app,
      'POST',
      calls.bankCardBind.path,
      { bankName: 'Test Bank', accountNumber, payee },
      { token },
    ),
  setPin: (token: string, password: string, oldPassword?: string) =>
    sealedCall(
      server.app,
      'POST',
      calls.paymentPasswordSet.path,
      { password, ...(oldPassword ? { oldPassword } : {}) },
      { token },
    ),
  withdraw: (token: string, cardId: number, amount: string, paymentPassword: string) =>
    sealedCall(
      server.app,
      'POST',
      calls.withdrawalRequest.path,
      { cardId, amount, paymentPassword },
      { token },
    ),
});
