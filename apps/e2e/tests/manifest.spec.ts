import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { brandsDir, portalUrl } from '../playwright.config.ts';

const brands = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const json = JSON.parse(readFileSync(join(brandsDir, entry.name, 'brand.json'), 'utf8')) as {
      code: string;
      name: string;
    };
    return { code: json.code, name: json.name };
  })
  // The new-brand journey adds a brand while the others run; the seeded ones are enough here.
  .filter((brand) => ['lucky88', 'sunrise'].includes(brand.code));

for (const brand of brands) {
  test(`${brand.code}: its page links its own web app manifest, which names the brand`, async ({
    page,
  }) => {
    await page.goto(portalUrl(brand.code, '/'));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/static/manifest.webmanifest?brand=${brand.code}`);
    // Fetched by the page, as the browser does (the brand's host name resolves there).
    const fetched = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const manifest = (await response.json()) as { icons: { src: string }[] };
      const icon = await fetch(manifest.icons[0]?.src ?? '');
      return { type: response.headers.get('content-type'), manifest, iconOk: icon.ok };
    }, href ?? '');
    expect(fetched.type).toBe('application/manifest+json');
    expect(fetched.manifest).toMatchObject({
      name: brand.name,
      display: 'standalone',
      start_url: '/',
    });
    // The icon is served from the brand's own folder.
    expect(fetched.iconOk).toBe(true);
  });
}
