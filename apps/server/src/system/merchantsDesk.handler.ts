import { merchantsInScope } from '../staff/merchantScope.ts';
import type { StaffHandlerMap } from '../staff/staffContext.ts';

/** The merchants a staff member may act on: every one for platform staff, else their own. */
export const merchantHandlers: Pick<StaffHandlerMap, 'staffMerchants'> = {
  staffMerchants: async (_input, ctx) => ({
    merchants: (await merchantsInScope(ctx.db, ctx.staff.merchantId)).map((m) => ({
      merchantCode: m.merchantCode,
      name: m.name,
    })),
  }),
};
