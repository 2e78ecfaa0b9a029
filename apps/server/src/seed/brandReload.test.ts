import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { draftBrand, drawFavicon, drawLogo } from '@portal/brand';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, FIXTURE_BRANDS, login, tokenOf } from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';

/**
 * A brand added while the server runs: written to the brands folder (as scripts/new-brand
 * does), it is served without a restart, seeded with its demo accounts and games. A broken
 * brand.json changes nothing and says what to fix.
 */
let dir = '';
const server = useTestServer(async () => {
  dir = await mkdtemp(join(tmpdir(), 'brands-reload-'));
  await cp(FIXTURE_BRANDS, dir, { recursive: true });
  return { brandsDir: dir, watchBrands: true };
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const writeBrand = async (code: string, name: string, change: object = {}) => {
  const brand = { ...draftBrand({ code, name }), ...change };
  await mkdir(join(dir, code), { recursive: true });
  await writeFile(join(dir, code, 'logo.svg'), drawLogo(name, '#0b7a7a', '#ffb347'));
  await writeFile(join(dir, code, 'favicon.svg'), drawFavicon(name, '#0b7a7a'));
  await writeFile(join(dir, code, 'brand.json'), JSON.stringify(brand, null, 2));
};

const status = async (merchant: string) =>
  (await callApi(server.app, 'systemStatus', {}, { merchant })).response;

describe('a brand added while the server runs', () => {
  it('is served, with its demo accounts and games, once the folder changes', async () => {
    expect((await status('MOONLIGHT')).statusCode).not.toBe(200);
    await writeBrand('moonlight', 'Moon Light');
    // The watcher reloads by itself; waiting on it proves the watcher, not the call below.
    const deadline = Date.now() + 30_000;
    while ((await status('MOONLIGHT')).statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await status('MOONLIGHT')).statusCode).toBe(200);
    const signedIn = await login(
      server.app,
      { username: 'demo', password: 'Demo@2026' },
      { merchant: 'MOONLIGHT' },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const vendors = await callApi(
      server.app,
      'gameVendors',
      {},
      { merchant: 'MOONLIGHT', token: tokenOf(signedIn) },
    );
    expect(vendors.response.statusCode).toBe(200);
    expect(JSON.stringify(vendors.value)).toContain('RNG');
  });

  it('changes nothing when a brand.json is broken, and says what to fix', async () => {
    await writeBrand('sunset', 'Sunset', { merchantCode: 'ALPHA' });
    const result = await server.app.reloadBrands();
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/sunset\/brand\.json: merchantCode: found "ALPHA", which .* uses too/),
    ]);
    expect((await status('ALPHA')).statusCode).toBe(200);
    await rm(join(dir, 'sunset'), { recursive: true });
    expect(await server.app.reloadBrands()).toMatchObject({ ok: true });
  });
});
