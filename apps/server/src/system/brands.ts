import { existsSync } from 'node:fs';
import type { Brand } from '@portal/brand';
import { loadBrands } from '@portal/brand/node';

/**
 * The brands to seed, from `<dir>/<code>/brand.json`. Validation (one line per problem,
 * naming file, key, value and what is allowed) is the brand package's; this only turns a
 * missing folder into an error that says which setting to fix.
 */
export const readBrands = (dir: string): Brand[] => {
  if (!existsSync(dir)) {
    throw new Error(
      `no brands folder at ${dir}: create brands/<code>/brand.json or set BRANDS_DIR`,
    );
  }
  return loadBrands(dir);
};
