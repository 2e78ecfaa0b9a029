import { CatalogueError } from '../catalogueError.ts';
import type { CacheBus } from '../db/cacheBus.ts';
import type { Db } from '../db/database.ts';
import { type RegionRules, type RegionVerdict, readRegionRules, verdictFor } from './siteStatus.ts';

/** What the guard keeps of one merchant: every rule it judges by, and the verdicts so far. */
interface SiteRules {
  region: RegionRules;
  /** Windows not over when read; whether one is in force is decided per call. */
  windows: { startsAt: Date; endsAt: Date }[];
  verdicts: Map<string, RegionVerdict>;
}

interface Cached {
  value: Promise<SiteRules>;
  readAt: number;
}

/** Addresses judged per merchant before the memo starts over (the rules themselves stay). */
const VERDICT_LIMIT = 10_000;

/**
 * Turns calls away during a maintenance window (`system.maintenance`) and from blocked
 * regions (`access.restricted`), except from the merchant's allow-list. Every call asks, so
 * a merchant's rules are read whole and kept for `cacheMs`: a warm guard costs no statement
 * whatever the caller's address (issue 26; it used to keep a verdict per address, so each new
 * address paid the allow-list and rule reads). A change staff make on the site desk is sent on
 * the cache bus and drops the merchant's rules on every instance at once; a row written
 * otherwise takes effect within `cacheMs`.
 */
export class SiteGuard {
  readonly #db: Db;
  readonly #cacheMs: number;
  readonly #rules = new Map<number, Cached>();

  constructor(db: Db, cacheMs = 3_000, bus?: CacheBus) {
    this.#db = db;
    this.#cacheMs = cacheMs;
    bus?.subscribe((event) => {
      if (event.kind === 'site') this.invalidate(event.merchantId);
      else if (event.kind === 'everything') this.#rules.clear();
    });
  }

  #rulesOf(merchantId: number, now: Date): Promise<SiteRules> {
    const at = Date.now();
    const cached = this.#rules.get(merchantId);
    if (cached && at - cached.readAt < this.#cacheMs) return cached.value;
    const value = this.#read(merchantId, now);
    // A failed read must not stick (nor drop a newer one that replaced it).
    value.catch(() => {
      if (this.#rules.get(merchantId)?.value === value) this.#rules.delete(merchantId);
    });
    this.#rules.set(merchantId, { value, readAt: at });
    return value;
  }

  async #read(merchantId: number, now: Date): Promise<SiteRules> {
    const [region, windows] = await Promise.all([
      readRegionRules(this.#db, merchantId),
      this.#db
        .selectFrom('maintenance_windows')
        .select(['starts_at', 'ends_at'])
        .where('merchant_id', '=', merchantId)
        .where('ends_at', '>', now)
        .execute(),
    ]);
    return {
      region,
      windows: windows.map((r) => ({ startsAt: r.starts_at, endsAt: r.ends_at })),
      verdicts: new Map(),
    };
  }

  /**
   * Drops what is kept of one merchant, so a change staff just made holds on this instance at
   * once (the site desk calls it after its commit, and the bus event does on every instance).
   */
  invalidate(merchantId: number): void {
    this.#rules.delete(merchantId);
  }

  async check(merchantId: number, ip: string, now: Date): Promise<void> {
    const rules = await this.#rulesOf(merchantId, now);
    let region = rules.verdicts.get(ip);
    if (!region) {
      region = verdictFor(rules.region, ip);
      if (rules.verdicts.size >= VERDICT_LIMIT) rules.verdicts.clear();
      rules.verdicts.set(ip, region);
    }
    // Staff on the allow-list work on the site while members are kept out.
    if (region.allowed) return;
    if (rules.windows.some((w) => w.startsAt <= now && now < w.endsAt)) {
      throw new CatalogueError('system.maintenance');
    }
    if (region.blocked) throw new CatalogueError('access.restricted');
  }
}
