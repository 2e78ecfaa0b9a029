import type { Db } from '../db/database.ts';
import type { Merchant } from '../system/merchants.ts';
import { announcementRows } from './content.ts';

/** How long a merchant's first home banner is kept before it is read again. */
export const FIRST_BANNER_TTL_MS = 15_000;

/**
 * The address of the first banner a visitor's home page shows (group w_home, in the brand's
 * default language, as the announcements call orders them), for the page's first paint.
 * Read at most once per merchant every `ttlMs`: a published or withdrawn banner reaches the
 * first paint within that time; the carousel itself always shows the current ones.
 */
export const firstBannerSource = (
  db: Db,
  clock: () => Date,
  ttlMs = FIRST_BANNER_TTL_MS,
): ((merchant: Merchant) => Promise<string | null>) => {
  const kept = new Map<number, { until: number; url: Promise<string | null> }>();
  return (merchant) => {
    const now = clock();
    const entry = kept.get(merchant.id);
    if (entry && entry.until > now.getTime()) return entry.url;
    const url = (async () => {
      const rows = await announcementRows(
        db,
        merchant.id,
        ['B'],
        false,
        now,
        merchant.brand.defaultLanguage,
      );
      return rows.find((row) => row.group_name === 'w_home')?.image_url ?? null;
    })();
    kept.set(merchant.id, { until: now.getTime() + ttlMs, url });
    // A failed read is not kept: the next page asks again (the caller sees this one's error).
    url.then(undefined, () => {
      if (kept.get(merchant.id)?.url === url) kept.delete(merchant.id);
    });
    return url;
  };
};
