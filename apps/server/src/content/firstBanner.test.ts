import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/useTestServer.ts';
import type { Db } from '../db/database.ts';
import { readBrands } from '../system/brands.ts';
import type { Merchant } from '../system/merchants.ts';
import { firstBannerSource } from './firstBanner.ts';

const server = useTestServer({}, { db: 2 });

const alpha = async (): Promise<Merchant> => {
  const brand = readBrands(server.brandsDir).find((b) => b.code === 'alpha');
  if (!brand) throw new Error('no alpha brand');
  const { id } = await server.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'alpha')
    .executeTakeFirstOrThrow();
  return { id, code: brand.code, merchantCode: brand.merchantCode, brand, switches: new Map() };
};

/** The seeded w_home banners of alpha, in the order the announcements call gives them. */
const homeBanners = async (merchantId: number) =>
  server.db
    .selectFrom('announcements')
    .select(['id', 'image_url'])
    .where('merchant_id', '=', merchantId)
    .where('type', '=', 'B')
    .where('group_name', '=', 'w_home')
    .orderBy('sort')
    .orderBy('id')
    .execute();

describe('firstBannerSource', () => {
  it('gives the first home banner a visitor sees, read again only after its time to live', async () => {
    const merchant = await alpha();
    const [first, second] = await homeBanners(merchant.id);
    expect(first?.image_url).toMatch(/^\/media\/banners\//);
    let now = new Date('2026-11-24T08:00:00Z');
    const source = firstBannerSource(server.db, () => now, 15_000);
    expect(await source(merchant)).toBe(first?.image_url);

    // Staff withdraw the first banner: the kept address stays for its time to live, then the
    // next one takes its place.
    await server.db
      .updateTable('announcements')
      .set({ published: false })
      .where('id', '=', first?.id ?? 0)
      .execute();
    try {
      now = new Date(now.getTime() + 14_000);
      expect(await source(merchant)).toBe(first?.image_url);
      now = new Date(now.getTime() + 2_000);
      expect(await source(merchant)).toBe(second?.image_url);
    } finally {
      await server.db
        .updateTable('announcements')
        .set({ published: true })
        .where('id', '=', first?.id ?? 0)
        .execute();
    }
  });

  it('is null for a merchant without home banners, and does not keep a failed read', async () => {
    const merchant = await alpha();
    const none = { ...merchant, id: -1 };
    const source = firstBannerSource(server.db, () => new Date(), 60_000);
    expect(await source(none)).toBeNull();

    let failing = true;
    // A handle whose reads fail until `failing` is turned off (the source only selects).
    const flakyDb = {
      selectFrom: (...args: Parameters<Db['selectFrom']>) => {
        if (failing) throw new Error('database away');
        return server.db.selectFrom(...args);
      },
    } as unknown as Db;
    const flaky = firstBannerSource(flakyDb, () => new Date(), 60_000);
    await expect(async () => flaky(merchant)).rejects.toThrow('database away');
    failing = false;
    expect(await flaky(merchant)).toMatch(/^\/media\/banners\//);
  });
});
