import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import { type RegionVerdict, regionFor } from './siteStatus.ts';

interface Cached<T> {
  value: Promise<T>;
  readAt: number;
}

const CACHE_LIMIT = 10_000;

/**
 * Turns calls away during a maintenance window (`system.maintenance`) and from blocked
 * regions (`access.restricted`), except from the merchant's allow-list. Every call asks, so the windows and verdicts are kept for a
 * moment: a window set in the database takes effect within `cacheMs`.
 */
export class SiteGuard {
  readonly #db: Db;
  readonly #cacheMs: number;
  readonly #windows = new Map<number, Cached<{ startsAt: Date; endsAt: Date }[]>>();
  readonly #regions = new Map<string, Cached<RegionVerdict>>();

  constructor(db: Db, cacheMs = 3_000) {
    this.#db = db;
    this.#cacheMs = cacheMs;
  }

  #remember<K, T>(map: Map<K, Cached<T>>, key: K, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = map.get(key);
    if (cached && now - cached.readAt < this.#cacheMs) return cached.value;
    if (map.size >= CACHE_LIMIT) map.clear();
    const value = load();
    // A failed read must not stick.
    value.catch(() => map.delete(key));
    map.set(key, { value, readAt: now });
    return value;
  }

  /**
   * Drops what is kept of one merchant, so a change staff just made holds on this instance at
   * once; other instances see it within `cacheMs`.
   */
  invalidate(merchantId: number): void {
    this.#windows.delete(merchantId);
    const prefix = `${merchantId}|`;
    for (const key of this.#regions.keys()) if (key.startsWith(prefix)) this.#regions.delete(key);
  }

  async check(merchantId: number, ip: string, now: Date): Promise<void> {
    const region = await this.#remember(this.#regions, `${merchantId}|${ip}`, () =>
      regionFor(this.#db, merchantId, ip),
    );
    // Staff on the allow-list work on the site while members are kept out.
    if (region.allowed) return;
    const windows = await this.#remember(this.#windows, merchantId, async () => {
      const rows = await this.#db
        .selectFrom('maintenance_windows')
        .select(['starts_at', 'ends_at'])
        .where('merchant_id', '=', merchantId)
        .where('ends_at', '>', now)
        .execute();
      return rows.map((r) => ({ startsAt: r.starts_at, endsAt: r.ends_at }));
    });
    if (windows.some((w) => w.startsAt <= now && now < w.endsAt)) {
      throw new CatalogueError('system.maintenance');
    }
    if (region.blocked) throw new CatalogueError('access.restricted');
  }
}
