import { type FSWatcher, watch } from 'node:fs';
import { BrandConfigError, formatBrandIssue } from '@portal/brand';
import type { CacheBus } from '../db/cacheBus.ts';
import type { Db } from '../db/database.ts';
import { readBrands } from '../system/brands.ts';
import type { MerchantDirectory } from '../system/merchants.ts';
import { seedBrands, seedDemoMembers } from './seed.ts';
import { seedGames } from './seedGames.ts';

/** Where reloads report: pino's and Fastify's loggers are both one. */
interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BrandReloaderOptions {
  db: Db;
  brandsDir: string;
  merchants: MerchantDirectory;
  cacheBus: CacheBus;
  /** Seed the demo members and balances into new brands too (never in production). */
  demoMembers: boolean;
  log?: Log | undefined;
}

export type ReloadResult = { ok: true; brands: string[] } | { ok: false; problems: string[] };

/**
 * Brands added or changed while the server runs: reads the brands folder again, and when
 * every brand is valid seeds them (merchant, switches, games and lottery, and outside
 * production the demo accounts and balances; all idempotent) and drops the merchant caches
 * here and on every other instance. An invalid folder changes nothing: the brands keep
 * running as they were and the log says what to fix, in the words of brand.json errors.
 */
export class BrandReloader {
  readonly #options: BrandReloaderOptions;
  #running: Promise<ReloadResult> | null = null;
  #again = false;
  #watcher: FSWatcher | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: BrandReloaderOptions) {
    this.#options = options;
  }

  /** Reloads now (or once more after the reload under way, which may have read too early). */
  reload(): Promise<ReloadResult> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = async (): Promise<ReloadResult> => {
      try {
        let result = await this.#once();
        while (this.#again) {
          this.#again = false;
          result = await this.#once();
        }
        return result;
      } finally {
        this.#running = null;
      }
    };
    this.#running = run();
    return this.#running;
  }

  async #once(): Promise<ReloadResult> {
    const { db, brandsDir, merchants, cacheBus, demoMembers, log } = this.#options;
    let brands: ReturnType<typeof readBrands>;
    try {
      brands = readBrands(brandsDir);
    } catch (error) {
      if (!(error instanceof BrandConfigError)) throw error;
      const problems = error.issues.map(formatBrandIssue);
      log?.error({ problems }, 'brands not reloaded: fix brand.json and save again');
      return { ok: false, problems };
    }
    await seedBrands(db, brands);
    if (demoMembers) await seedDemoMembers(db, brands);
    await seedGames(db, brands);
    merchants.invalidate();
    await cacheBus.publish(db, { kind: 'merchants' });
    const codes = brands.map((brand) => brand.code);
    log?.info({ brands: codes }, 'brands reloaded');
    return { ok: true, brands: codes };
  }

  /**
   * Reloads whenever the brands folder changes (a new brand folder, a saved brand.json),
   * once the writes have settled for `settleMs`.
   */
  watch(settleMs = 300): void {
    if (this.#watcher) return;
    this.#watcher = watch(this.#options.brandsDir, { recursive: true }, () => {
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.reload().catch((error: unknown) => {
          this.#options.log?.error({ err: error }, 'brands reload failed');
        });
      }, settleMs);
    });
  }

  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#watcher?.close();
    this.#watcher = null;
    // A reload under way finishes first (its failure was logged where it happened).
    await Promise.allSettled([this.#running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the brands folder again and seeds what changed (SIGHUP, the folder watcher). */
    reloadBrands: () => Promise<ReloadResult>;
  }
}
