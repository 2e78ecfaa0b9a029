import { type Brand, brandSchema } from '@portal/brand';
import { FEATURE_FLAGS, MODULE_IDS } from '@portal/contract';
import * as v from 'valibot';
import type { CacheBus } from '../db/cacheBus.ts';
import type { Db } from '../db/database.ts';

/** A tenant as a request sees it: its brand data and its feature switches. */
export interface Merchant {
  id: number;
  code: string;
  merchantCode: string;
  brand: Brand;
  switches: ReadonlyMap<string, boolean>;
}

/** COMM3 carries the calls every portal needs, so a brand cannot switch it off. */
const ALWAYS_ON = new Set(['COMM3']);

/** Whether a switch can never be turned off (neither by brand.json nor by staff). */
export const isSwitchLocked = (switchId: string): boolean => ALWAYS_ON.has(switchId);

/** Whether a module or feature flag is on for the merchant; anything absent is off. */
export const isSwitchOn = (merchant: Merchant, switchId: string): boolean =>
  ALWAYS_ON.has(switchId) || merchant.switches.get(switchId) === true;

const SWITCH_IDS: readonly string[] = [...new Set<string>([...MODULE_IDS, ...FEATURE_FLAGS])];

/**
 * Writes the brands into the merchant tables: brand JSON and one switch row per module and
 * flag (the brand file is the source of truth, so a re-seed makes the rows match it again).
 */
export const upsertMerchants = async (db: Db, brands: readonly Brand[]): Promise<void> => {
  for (const brand of brands) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('merchants')
        .values({
          code: brand.code,
          merchant_code: brand.merchantCode,
          name: brand.name,
          brand: JSON.stringify(brand),
        })
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            merchant_code: eb.ref('excluded.merchant_code'),
            name: eb.ref('excluded.name'),
            brand: eb.ref('excluded.brand'),
            updated_at: new Date(),
          })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('merchant_features')
        .values(
          SWITCH_IDS.map((id) => ({
            merchant_id: row.id,
            switch_id: id,
            enabled: brand.features[id as keyof Brand['features']] === true,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['merchant_id', 'switch_id'])
            .doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
        )
        .execute();
    });
  }
};

const readMerchants = async (db: Db): Promise<Merchant[]> => {
  const rows = await db
    .selectFrom('merchants')
    .select(['id', 'code', 'merchant_code', 'brand'])
    .orderBy('code')
    .execute();
  // A staff member's run-time choice (the console's brands desk) wins over brand.json.
  const switches = await db
    .selectFrom('merchant_features as f')
    .leftJoin('merchant_switch_overrides as o', (join) =>
      join.onRef('o.merchant_id', '=', 'f.merchant_id').onRef('o.switch_id', '=', 'f.switch_id'),
    )
    .select((eb) => [
      'f.merchant_id',
      'f.switch_id',
      eb.fn.coalesce('o.enabled', 'f.enabled').as('enabled'),
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    merchantCode: row.merchant_code,
    // Parsed again so a hand-edited row cannot hand the handlers a malformed brand.
    brand: v.parse(brandSchema, row.brand),
    switches: new Map(
      switches.filter((s) => s.merchant_id === row.id).map((s) => [s.switch_id, s.enabled]),
    ),
  }));
};

/**
 * The merchants, read from the database and kept for a few seconds: every API request needs
 * its merchant, and a switch flipped in the database should show up without a restart.
 */
export class MerchantDirectory {
  readonly #db: Db;
  readonly #ttlMs: number;
  #loaded: Promise<Merchant[]> | null = null;
  #loadedAt = 0;

  constructor(db: Db, ttlMs = 5_000, bus?: CacheBus) {
    this.#db = db;
    this.#ttlMs = ttlMs;
    // A switch flipped through another instance takes effect here at once, not in ttlMs.
    bus?.subscribe((event) => {
      if (event.kind === 'merchants' || event.kind === 'everything') this.invalidate();
    });
  }

  all(): Promise<Merchant[]> {
    const now = Date.now();
    if (!this.#loaded || now - this.#loadedAt > this.#ttlMs) {
      this.#loadedAt = now;
      const loading = readMerchants(this.#db);
      // A failed read must not stick: the next request tries again.
      loading.catch(() => {
        if (this.#loaded === loading) this.#loaded = null;
      });
      this.#loaded = loading;
    }
    return this.#loaded;
  }

  async byMerchantCode(merchantCode: string): Promise<Merchant | undefined> {
    return (await this.all()).find((m) => m.merchantCode === merchantCode);
  }

  /** Drops the cached copy (after the merchant tables changed). */
  invalidate(): void {
    this.#loaded = null;
  }
}
