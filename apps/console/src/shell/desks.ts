import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffPermission, StaffRole } from '@portal/contract';

/** A desk of the console: where it lives and the permissions that show it in the menu. */
export interface Desk {
  path: string;
  label: MessageDescriptor;
  /** Any one of them shows the desk (a desk of several panels shows each to its own). */
  permissions: readonly StaffPermission[];
}

/** Whether a staff member holding `held` sees the desk. */
export const seesDesk = (desk: Desk, held: readonly StaffPermission[]): boolean =>
  desk.permissions.some((permission) => held.includes(permission));

/**
 * The console's desks, in menu order. A later desk (dashboard, finance, content, brands)
 * adds its line here and its route in App; the menu shows a desk only to a role that holds
 * its permission, and the server refuses the calls behind it to everyone else.
 */
export const DESKS: readonly Desk[] = [
  { path: '/members', label: msg`Members`, permissions: ['members.read'] },
  { path: '/audit', label: msg`Audit log`, permissions: ['audit.read'] },
  { path: '/dashboard', label: msg`Dashboard`, permissions: ['dashboard.read'] },
  { path: '/content', label: msg`Content`, permissions: ['content.read'] },
  { path: '/brands', label: msg`Brands`, permissions: ['brands.read'] },
  { path: '/site', label: msg`Site status`, permissions: ['site.read'] },
  { path: '/support', label: msg`Support`, permissions: ['messages.read'] },
  { path: '/finance', label: msg`Finance`, permissions: ['finance.read'] },
  { path: '/lottery', label: msg`Lottery`, permissions: ['lottery.read'] },
  { path: '/points', label: msg`Points`, permissions: ['points.read'] },
  { path: '/promotions', label: msg`Promotions`, permissions: ['promotions.read'] },
  // Risk has the tree, support the applications, finance the pay runs and bills: each sees
  // the desk with its own panels (AgentsDeskScreen).
  {
    path: '/agents',
    label: msg`Agents`,
    permissions: ['agents.read', 'agents.applications', 'agentPay.read'],
  },
];

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  owner: msg`Owner`,
  finance: msg`Finance`,
  risk: msg`Risk`,
  content: msg`Content`,
  support: msg`Support`,
};
