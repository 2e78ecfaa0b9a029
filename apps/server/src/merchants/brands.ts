import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Brand, brandSchema } from '@portal/brand';
import * as v from 'valibot';

/** Thrown at start when a brand file is missing, not JSON, or breaks the brand schema. */
export class BrandFileError extends Error {
  override readonly name = 'BrandFileError';
}

const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .map((issue) => {
      const key = v.getDotPath(issue) ?? '(root)';
      return `${key}: ${issue.message}`;
    })
    .join('; ');

/** Reads and validates one `brand.json`; errors name the file and the bad keys. */
export const parseBrandFile = async (file: string): Promise<Brand> => {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new BrandFileError(`${file}: not readable JSON`, { cause: error });
  }
  const result = v.safeParse(brandSchema, raw);
  if (!result.success) throw new BrandFileError(`${file}: ${describeIssues(result.issues)}`);
  return result.output;
};

/**
 * Every brand under `dir` (one folder per brand holding `brand.json`), sorted by code.
 * A missing folder means no brands yet; a folder whose name differs from its brand code,
 * or two brands sharing a merchant code, is refused.
 */
export const loadBrands = async (dir: string): Promise<Brand[]> => {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const brands: Brand[] = [];
  for (const name of names.sort()) {
    const file = join(dir, name, 'brand.json');
    const exists = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) continue;
    const brand = await parseBrandFile(file);
    if (brand.code !== name) {
      throw new BrandFileError(`${file}: code "${brand.code}" must match its folder "${name}"`);
    }
    const twin = brands.find((b) => b.merchantCode === brand.merchantCode);
    if (twin) {
      throw new BrandFileError(
        `${file}: merchantCode ${brand.merchantCode} is already used by ${twin.code}`,
      );
    }
    brands.push(brand);
  }
  return brands;
};
