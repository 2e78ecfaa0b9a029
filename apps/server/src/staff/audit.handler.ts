import { listAudit } from './audit.ts';
import type { StaffHandlerMap } from './staffContext.ts';

/** The audit log is read-only through the API: there is no call that edits or deletes it. */
export const auditHandlers: Pick<StaffHandlerMap, 'auditLog'> = {
  auditLog: (input, ctx) => listAudit(ctx.db, input, ctx.staff.merchantId, ctx.staff.id),
};
