import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffPermission, StaffRole } from '@portal/contract';

/** A desk of the console: where it lives and the permission that shows it in the menu. */
export interface Desk {
  path: string;
  label: MessageDescriptor;
  permission: StaffPermission;
}

/**
 * The console's desks, in menu order. A later desk (dashboard, finance, content, brands)
 * adds its line here and its route in App; the menu shows a desk only to a role that holds
 * its permission, and the server refuses the calls behind it to everyone else.
 */
export const DESKS: readonly Desk[] = [
  { path: '/members', label: msg`Members`, permission: 'members.read' },
  { path: '/audit', label: msg`Audit log`, permission: 'audit.read' },
  { path: '/dashboard', label: msg`Dashboard`, permission: 'dashboard.read' },
  { path: '/content', label: msg`Content`, permission: 'content.read' },
  { path: '/brands', label: msg`Brands`, permission: 'brands.read' },
  { path: '/support', label: msg`Support`, permission: 'messages.read' },
  { path: '/finance', label: msg`Finance`, permission: 'finance.read' },
  { path: '/lottery', label: msg`Lottery`, permission: 'lottery.read' },
  { path: '/points', label: msg`Points`, permission: 'points.read' },
  { path: '/promotions', label: msg`Promotions`, permission: 'promotions.read' },
  // Support reads the applications without the tree: the menu shows the desk for either.
  { path: '/agents', label: msg`Agents`, permission: 'agents.applications' },
];

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  owner: msg`Owner`,
  finance: msg`Finance`,
  risk: msg`Risk`,
  content: msg`Content`,
  support: msg`Support`,
};
