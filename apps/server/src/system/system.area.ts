import { defineArea } from '../http/area.ts';
import { brandHandlers } from './brandsDesk.handler.ts';
import { merchantHandlers } from './merchantsDesk.handler.ts';
import * as platform from './migrations/0001_platform.ts';
import * as tenantKeys from './migrations/0021_tenant_keys.ts';
import * as siteRules from './migrations/0052_site_rules.ts';
import { systemHandlers } from './settings.handler.ts';
import { siteHandlers } from './siteDesk.handler.ts';

/** Merchants, brands, site settings and status (maintenance, regions) and the tenant keys. */
export const area = defineArea({
  name: 'system',
  handlers: systemHandlers,
  staffHandlers: { ...brandHandlers, ...merchantHandlers, ...siteHandlers },
  migrations: {
    '0001_platform': platform,
    '0021_tenant_keys': tenantKeys,
    '0052_site_rules': siteRules,
  },
});
