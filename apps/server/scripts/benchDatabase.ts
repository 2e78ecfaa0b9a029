// The server benches' database: a fresh embedded PostgreSQL of the bench's own in a temporary
// folder, migrated and holding the test fixtures' alpha brand, gone again when the bench ends.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS } from '../src/app.ts';
import { type Db, migrateToLatest, openDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embeddedPostgres.ts';
import { readBrands } from '../src/system/brands.ts';
import { type Merchant, MerchantDirectory, upsertMerchants } from '../src/system/merchants.ts';

const FIXTURE = join(import.meta.dirname, '..', 'test', 'fixtures', 'brands', 'alpha');

export interface BenchDatabase {
  /** A pool of `connections` connections. */
  db: Db;
  /** The database's address, for a bench that opens another pool of its own. */
  url: string;
  /** The fixture brand's merchant, written. */
  merchant: Merchant;
}

/**
 * Runs `bench` on its own database (`name` names the temporary folder): PostgreSQL started,
 * the migrations run, the fixture brand written; then the pool closed, PostgreSQL stopped and
 * the folder removed, whether the bench finished or threw.
 */
export const withBenchDatabase = async <T>(
  name: string,
  options: { connections: number; log?: ((line: string) => void) | undefined },
  bench: (on: BenchDatabase) => Promise<T>,
): Promise<T> => {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const pg = await startEmbeddedPostgres({
    dataDir: join(dataDir, 'pg'),
    persistent: false,
    log: options.log ?? (() => {}),
  });
  const db = openDatabase(pg.url, options.connections);
  try {
    await migrateToLatest(db, MIGRATIONS);
    cpSync(FIXTURE, join(dataDir, 'brands', 'alpha'), { recursive: true });
    const [brand] = readBrands(join(dataDir, 'brands'));
    if (!brand) throw new Error('no fixture brand');
    await upsertMerchants(db, [brand]);
    const merchant = await new MerchantDirectory(db).byMerchantCode(brand.merchantCode);
    if (!merchant) throw new Error('the bench brand was not written');
    return await bench({ db, url: pg.url, merchant });
  } finally {
    await db.destroy();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
