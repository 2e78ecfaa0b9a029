import { MODULE_IDS, type StaffBrand, SWITCH_IDS } from '@portal/contract';
import { CatalogueError } from '../catalogueError.ts';
import { merchantInScope } from '../staff/merchantScope.ts';
import type { StaffContext, StaffHandlerMap } from '../staff/staffContext.ts';
import type { StaffDb, StaffTrx } from '../staff/staffDb.ts';
import { isSwitchLocked, isSwitchOn, type Merchant } from './merchants.ts';

const MODULES: ReadonlySet<string> = new Set(MODULE_IDS);

const overridesOf = async (db: StaffDb | StaffTrx, merchantId: number) =>
  new Map(
    (
      await db
        .selectFrom('merchant_switch_overrides')
        .select(['switch_id', 'enabled'])
        .where('merchant_id', '=', merchantId)
        .execute()
    ).map((row) => [row.switch_id, row.enabled]),
  );

/** A brand as the desk shows it: brand.json as loaded, and each switch with where it comes from. */
const brandOf = (merchant: Merchant, overrides: ReadonlyMap<string, boolean>): StaffBrand => {
  const features = merchant.brand.features as Readonly<Record<string, boolean | undefined>>;
  return {
    merchantCode: merchant.merchantCode,
    code: merchant.code,
    name: merchant.brand.name,
    config: merchant.brand,
    switches: SWITCH_IDS.map((id) => ({
      id,
      kind: MODULES.has(id) ? ('module' as const) : ('flag' as const),
      enabled: isSwitchOn(merchant, id),
      brandDefault: features[id] === true,
      override: overrides.get(id) ?? null,
      locked: isSwitchLocked(id),
    })),
  };
};

const loadedMerchant = async (ctx: StaffContext, merchantCode: string): Promise<Merchant> => {
  const merchant = await ctx.staffServices.platform.merchants.byMerchantCode(merchantCode);
  if (!merchant) throw new CatalogueError('not.found');
  return merchant;
};

export const brandHandlers: Pick<StaffHandlerMap, 'brandList' | 'brandSwitch'> = {
  brandList: async (_input, ctx) => {
    const merchants = (await ctx.staffServices.platform.merchants.all()).filter(
      (m) => ctx.staff.merchantId === null || m.id === ctx.staff.merchantId,
    );
    const brands: StaffBrand[] = [];
    for (const merchant of merchants) {
      brands.push(brandOf(merchant, await overridesOf(ctx.db, merchant.id)));
    }
    return { brands };
  },

  brandSwitch: async (input, ctx) => {
    const scoped = await merchantInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
    if (isSwitchLocked(input.switchId) && input.enabled === false) {
      throw new CatalogueError('staff.switch.locked');
    }
    const merchant = await loadedMerchant(ctx, scoped.merchantCode);
    const beforeOverrides = await overridesOf(ctx.db, scoped.id);
    const before = {
      switchId: input.switchId,
      enabled: isSwitchOn(merchant, input.switchId),
      override: beforeOverrides.get(input.switchId) ?? null,
    };
    if (input.enabled === null) {
      await ctx.db
        .deleteFrom('merchant_switch_overrides')
        .where('merchant_id', '=', scoped.id)
        .where('switch_id', '=', input.switchId)
        .execute();
    } else {
      const values = { enabled: input.enabled, changed_by: ctx.staff.id, changed_at: ctx.now };
      await ctx.db
        .insertInto('merchant_switch_overrides')
        .values({ merchant_id: scoped.id, switch_id: input.switchId, ...values })
        .onConflict((oc) => oc.columns(['merchant_id', 'switch_id']).doUpdateSet(values))
        .execute();
    }
    const overrides = await overridesOf(ctx.db, scoped.id);
    const features = merchant.brand.features as Readonly<Record<string, boolean | undefined>>;
    const enabled =
      isSwitchLocked(input.switchId) ||
      (overrides.get(input.switchId) ?? features[input.switchId] === true);
    await ctx.audit({
      action: 'brand.switch',
      targetType: 'merchant',
      targetId: scoped.merchantCode,
      merchantId: scoped.id,
      before,
      after: { switchId: input.switchId, enabled, override: overrides.get(input.switchId) ?? null },
    });
    // The module guard reads the merchants through a short cache: drop it once this commits,
    // so the next portal request already sees the switch (no restart, no wait); the event,
    // sent when this transaction commits, does the same on every other instance.
    const { merchants: directory, cacheBus } = ctx.staffServices.platform;
    await cacheBus.publish(ctx.db, { kind: 'merchants' });
    ctx.afterCommit(async () => directory.invalidate());
    const switches = new Map(merchant.switches);
    switches.set(input.switchId, enabled);
    return brandOf({ ...merchant, switches }, overrides);
  },
};
