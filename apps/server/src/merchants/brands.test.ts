import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_BRANDS } from '../../test/harness.ts';
import { BrandFileError, loadBrands } from './brands.ts';

let dir: string;
let alpha: Record<string, unknown>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brands-'));
  alpha = JSON.parse(await readFile(join(FIXTURE_BRANDS, 'alpha', 'brand.json'), 'utf8'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const writeBrand = async (folder: string, brand: unknown) => {
  await mkdir(join(dir, folder), { recursive: true });
  await writeFile(join(dir, folder, 'brand.json'), JSON.stringify(brand));
};

describe('brand files', () => {
  it('loads the fixture brands sorted by code', async () => {
    expect((await loadBrands(FIXTURE_BRANDS)).map((b) => b.code)).toEqual(['alpha', 'beta']);
  });

  it('treats a missing brands folder as no brands', async () => {
    expect(await loadBrands(join(dir, 'nowhere'))).toEqual([]);
  });

  it('names the file and the bad key when a brand breaks the schema', async () => {
    await writeBrand('alpha', { ...alpha, features: { NOTAMODULE3: true } });
    await expect(loadBrands(dir)).rejects.toThrow(BrandFileError);
    await expect(loadBrands(dir)).rejects.toThrow(/alpha[/\\]brand\.json: features/);
  });

  it('refuses a folder whose name is not the brand code', async () => {
    await rm(join(dir, 'alpha'), { recursive: true });
    await writeBrand('gamma', alpha);
    await expect(loadBrands(dir)).rejects.toThrow(/must match its folder/);
  });
});
