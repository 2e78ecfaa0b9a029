import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { type Brand, BrandConfigError } from '@portal/brand';
import { loadBrands } from '@portal/brand/node';
import { elottOddsIssues } from './elottOddsIssues.ts';

/**
 * The brands to seed, from `<dir>/<code>/brand.json`. Validation (one line per problem,
 * naming file, key, value and what is allowed) is the brand package's, and the lottery's
 * for what Elott overrides name; this turns a missing folder into an error that says which
 * setting to fix.
 */
export const readBrands = (dir: string): Brand[] => {
  if (!existsSync(dir)) {
    throw new Error(
      `no brands folder at ${dir}: create brands/<code>/brand.json or set BRANDS_DIR`,
    );
  }
  const brands = loadBrands(dir);
  // What the lottery's overrides name is the engine's to say (the brand package knows shapes).
  const issues = brands.flatMap((brand) =>
    elottOddsIssues(brand, `${basename(dir)}/${brand.code}/brand.json`),
  );
  if (issues.length > 0) throw new BrandConfigError(issues);
  return brands;
};
