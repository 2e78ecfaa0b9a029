import { defineArea } from '../http/area.ts';
import { brandHandlers } from './brandsDesk.handler.ts';
import { merchantHandlers } from './merchantsDesk.handler.ts';
import * as platform from './migrations/0001_platform.ts';
import * as tenantKeys from './migrations/0021_tenant_keys.ts';
import { systemHandlers } from './settings.handler.ts';

/** Merchants, brands, site settings and the tenant keys. */
export const area = defineArea({
  name: 'system',
  handlers: systemHandlers,
  staffHandlers: { ...brandHandlers, ...merchantHandlers },
  migrations: { '0001_platform': platform, '0021_tenant_keys': tenantKeys },
});
