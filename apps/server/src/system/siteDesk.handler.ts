import { isIP } from 'node:net';
import type { AuditAction, StaffSiteRules } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import { merchantInScope, type ScopedMerchant } from '../staff/merchantScope.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';

type SiteCalls =
  | 'siteRules'
  | 'siteMaintenanceSave'
  | 'siteMaintenanceLift'
  | 'siteCountryRule'
  | 'siteNetworkRule'
  | 'siteAllowList';

/**
 * A network as staff type it ("198.51.100.0/24", "2001:db8::/32" or one address), checked
 * here so a malformed one is `request_param_err` and never reaches PostgreSQL's cidr parser.
 */
const checkedNetwork = (text: string): string => {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) throw new CatalogueError('request_param_err');
  if (prefix !== undefined) {
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
      throw new CatalogueError('request_param_err');
    }
  }
  return text;
};

/** The network with its host bits cleared, as cidr keeps it. */
const cidrOf = (text: string) => sql<string>`network(${checkedNetwork(text)}::inet)`;

const defaultLanguageOf = async (ctx: StaffContext, merchantCode: string): Promise<string> =>
  (await ctx.staffServices.platform.merchants.byMerchantCode(merchantCode))?.brand
    .defaultLanguage ?? 'EN';

const rulesOf = async (ctx: StaffContext, merchant: ScopedMerchant): Promise<StaffSiteRules> => {
  const { db, now } = ctx;
  const [defaultLanguage, windows, countries, networks, allowList] = await Promise.all([
    defaultLanguageOf(ctx, merchant.merchantCode),
    db
      .selectFrom('maintenance_windows')
      .select(['id', 'starts_at', 'ends_at', 'message', 'messages'])
      .where('merchant_id', '=', merchant.id)
      .where('ends_at', '>', now)
      .orderBy('starts_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('country_rules')
      .select(['country_code', 'blocked'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('country_code')
      .execute(),
    db
      .selectFrom('region_rules')
      .select([sql<string>`network::text`.as('network'), 'blocked', 'country_code'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('network')
      .execute(),
    db
      .selectFrom('site_allow_list')
      .select([sql<string>`network::text`.as('network'), 'note'])
      .where('merchant_id', '=', merchant.id)
      .orderBy('network')
      .execute(),
  ]);
  return {
    merchantCode: merchant.merchantCode,
    defaultLanguage,
    windows: windows.map((w) => ({
      windowId: w.id,
      startsAt: w.starts_at.toISOString(),
      endsAt: w.ends_at.toISOString(),
      messages: { ...w.messages, ...(w.message ? { [defaultLanguage]: w.message } : {}) },
      active: w.starts_at <= now,
    })),
    countries: countries.map((c) => ({ countryCode: c.country_code, blocked: c.blocked })),
    networks: networks.map((n) => ({
      network: n.network,
      blocked: n.blocked,
      countryCode: n.country_code,
    })),
    allowList,
  };
};

/**
 * Writes go through one path: the audit entry with the desk's view before and after, then the
 * site guard's cache dropped once the change commits, on this instance and (by the cache bus)
 * on every other, so the next portal call anywhere already sees it.
 */
const changed = async (
  ctx: StaffContext,
  merchant: ScopedMerchant,
  action: AuditAction,
  before: StaffSiteRules,
): Promise<StaffSiteRules> => {
  const after = await rulesOf(ctx, merchant);
  await ctx.audit({
    action,
    targetType: 'merchant',
    targetId: merchant.merchantCode,
    merchantId: merchant.id,
    before,
    after,
  });
  // The event goes out when this transaction commits and drops the merchant's rules on every
  // instance; this instance also drops them itself after the commit, so its next call holds
  // without waiting on the event's round trip.
  const { siteGuard, cacheBus } = ctx.staffServices.platform;
  await cacheBus.publish(ctx.db, { kind: 'site', merchantId: merchant.id });
  ctx.afterCommit(async () => siteGuard.invalidate(merchant.id));
  return after;
};

export const siteHandlers: Pick<StaffHandlerMap, SiteCalls> = {
  siteRules: async (input, ctx) =>
    rulesOf(ctx, await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId)),

  siteMaintenanceSave: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    // A window must end after it starts and after now: one already over would do nothing.
    if (!(endsAt > startsAt) || !(endsAt > ctx.now)) throw new CatalogueError('request_param_err');
    const before = await rulesOf(ctx, merchant);
    const defaultLanguage = before.defaultLanguage;
    const messages = Object.fromEntries(
      Object.entries(input.messages).filter(([, text]) => text.trim() !== ''),
    );
    const values = {
      starts_at: startsAt,
      ends_at: endsAt,
      message: messages[defaultLanguage] ?? '',
      messages: JSON.stringify(messages),
      created_by: ctx.staff.id,
    };
    if (input.windowId === undefined) {
      await ctx.db
        .insertInto('maintenance_windows')
        .values({ merchant_id: merchant.id, ...values })
        .execute();
    } else {
      const updated = await ctx.db
        .updateTable('maintenance_windows')
        .set(values)
        .where('id', '=', input.windowId)
        .where('merchant_id', '=', merchant.id)
        .where('ends_at', '>', ctx.now)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new CatalogueError('not.found');
    }
    return changed(ctx, merchant, 'site.maintenance.save', before);
  },

  siteMaintenanceLift: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const before = await rulesOf(ctx, merchant);
    const window = before.windows.find((w) => w.windowId === input.windowId);
    if (!window) throw new CatalogueError('not.found');
    if (new Date(window.startsAt) < ctx.now) {
      // Ended, not deleted: the window stays on record as having been in force.
      await ctx.db
        .updateTable('maintenance_windows')
        .set({ ends_at: ctx.now })
        .where('id', '=', input.windowId)
        .execute();
    } else {
      await ctx.db.deleteFrom('maintenance_windows').where('id', '=', input.windowId).execute();
    }
    return changed(ctx, merchant, 'site.maintenance.lift', before);
  },

  siteCountryRule: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const before = await rulesOf(ctx, merchant);
    if (input.blocked === null) {
      await ctx.db
        .deleteFrom('country_rules')
        .where('merchant_id', '=', merchant.id)
        .where('country_code', '=', input.countryCode)
        .execute();
    } else {
      await ctx.db
        .insertInto('country_rules')
        .values({
          merchant_id: merchant.id,
          country_code: input.countryCode,
          blocked: input.blocked,
        })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'country_code']).doUpdateSet((eb) => ({
            blocked: eb.ref('excluded.blocked'),
          })),
        )
        .execute();
    }
    return changed(ctx, merchant, 'site.country', before);
  },

  siteNetworkRule: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const network = cidrOf(input.network);
    const before = await rulesOf(ctx, merchant);
    await ctx.db
      .deleteFrom('region_rules')
      .where('merchant_id', '=', merchant.id)
      .where('network', '=', network)
      .execute();
    if (input.blocked !== null) {
      await ctx.db
        .insertInto('region_rules')
        .values({ merchant_id: merchant.id, network, blocked: input.blocked })
        .execute();
    }
    return changed(ctx, merchant, 'site.network', before);
  },

  siteAllowList: async (input, ctx) => {
    const merchant = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    const network = cidrOf(input.network);
    const before = await rulesOf(ctx, merchant);
    if (input.allowed) {
      await ctx.db
        .insertInto('site_allow_list')
        .values({ merchant_id: merchant.id, network, note: input.note })
        .onConflict((oc) =>
          oc.columns(['merchant_id', 'network']).doUpdateSet({ note: input.note }),
        )
        .execute();
    } else {
      await ctx.db
        .deleteFrom('site_allow_list')
        .where('merchant_id', '=', merchant.id)
        .where('network', '=', network)
        .execute();
    }
    return changed(ctx, merchant, 'site.allow', before);
  },
};
