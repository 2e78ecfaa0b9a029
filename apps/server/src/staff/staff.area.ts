import { defineArea } from '../http/area.ts';
import { auditHandlers } from './audit.handler.ts';
import * as staff from './migrations/0014_staff.ts';
import * as staffDesks from './migrations/0015_staff_desks.ts';
import { sessionHandlers } from './session.handler.ts';

/**
 * The staff pipeline's own calls (sign-in, the audit log) and tables. Its routes and the
 * console site are registered by app.ts with every area's desks (registerStaff).
 */
export const area = defineArea({
  name: 'staff',
  staffHandlers: { ...sessionHandlers, ...auditHandlers },
  migrations: { '0014_staff': staff, '0015_staff_desks': staffDesks },
});
