import { expect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

// The home page's first paint on a phone: the page the server sends already shows the brand's
// header and the first home banner, before any script has run (apps/web/scripts/brandPage.ts,
// @portal/brand's firstPaint.ts). The shell is decorative (aria-hidden), so it is found by id.

test('before any script runs, the home page shows the header and the first banner', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(portalUrl('sunrise', '/'));
    const shell = page.locator('#first-paint');
    await expect(shell).toBeVisible();
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    const logo = shell.locator('.fp-bar img');
    await expect(logo).toHaveAttribute('src', '/static/logo.svg?brand=sunrise');
    const banner = shell.locator('.fp-banner img');
    await expect(banner).toHaveAttribute('src', /^\/media\/banners\/.+/);
    // Both images really arrived, and the banner spans the screen's width less the margins.
    for (const image of [logo, banner]) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const box = await banner.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(390 - 16);

    // Any other page comes without it.
    await page.goto(portalUrl('sunrise', '/lottery'));
    await expect(page.locator('#first-paint')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the app takes the first paint away once its home screen is ready, showing the same banner', async ({
  page,
  context,
}) => {
  await skipAnnouncements(context);
  // The home page as the server sends it, read from another page of the site.
  await page.goto(portalUrl('sunrise', '/download'));
  const sent = await page.evaluate(() => fetch('/').then((response) => response.text()));
  const shellBanner = sent.match(/<div class="fp-banner"><img src="([^"]+)"/)?.[1];
  expect(shellBanner).toMatch(/^\/media\/banners\//);

  await page.goto(portalUrl('sunrise', '/'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  // The carousel's first slide is the banner the first paint showed.
  const firstSlide = page.getByRole('img', { name: 'Banner 1' });
  await expect(firstSlide).toBeVisible();
  await expect(firstSlide).toHaveAttribute('src', shellBanner ?? '');
});
