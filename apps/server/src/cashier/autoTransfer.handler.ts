import type { HandlerMap } from '../http/context.ts';
import { autoTransferOf, saveAutoTransfer } from './autoTransfer.ts';

/** The member centre's automatic-transfer setting (designed, issue 27; see autoTransfer.ts). */
export const autoTransferHandlers = {
  autoTransfer: async (_input, ctx) => ({
    enabled: await autoTransferOf(ctx.services.db, ctx.merchant, ctx.session.memberId),
  }),

  setAutoTransfer: async (input, ctx) => ({
    enabled: await saveAutoTransfer(ctx.services.db, ctx.merchant, {
      memberId: ctx.session.memberId,
      enabled: input.enabled,
      now: ctx.services.clock(),
    }),
  }),
} satisfies HandlerMap;
