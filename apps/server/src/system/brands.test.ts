import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrandConfigError } from '@portal/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_BRANDS } from '../../test/harness.ts';
import { readBrands } from './brands.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brands-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('brand files', () => {
  it('loads the fixture brands sorted by code', () => {
    expect(readBrands(FIXTURE_BRANDS).map((b) => b.code)).toEqual(['alpha', 'beta']);
  });

  it('says which setting to fix when the brands folder is missing', () => {
    expect(() => readBrands(join(dir, 'nowhere'))).toThrow(/BRANDS_DIR/);
  });

  it('stops on a broken brand, naming the file and the key', async () => {
    await cp(join(FIXTURE_BRANDS, 'alpha'), join(dir, 'alpha'), { recursive: true });
    const file = join(dir, 'alpha', 'brand.json');
    const brand = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ ...brand, features: { NOTAMODULE3: true } }));
    expect(() => readBrands(dir)).toThrow(BrandConfigError);
    expect(() => readBrands(dir)).toThrow(/alpha\/brand\.json: features/);
  });
});
