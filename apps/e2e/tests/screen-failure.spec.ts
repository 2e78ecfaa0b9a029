import { expect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

// Without the service worker, so the scripts come from the network that the test cuts.
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ context }) => skipAnnouncements(context));

test('a screen whose code cannot arrive shows a reload in the brand, not a blank page', async ({
  page,
}) => {
  await page.goto(portalUrl('sunrise', '/promotions'));
  const home = page.getByRole('banner').getByRole('link', { name: 'Sunrise Play' });
  await expect(home).toBeVisible();
  // The page has everything it asks for before the cut: its data, and the code that data
  // brings in. On a loaded machine (a clean-clone run) the promotions' answer came after the cut
  // once, its screen's code could not arrive and the whole page was the failure screen before
  // the click below, which then waited for a link that was no longer there.
  await page.waitForLoadState('networkidle');

  // From here no script arrives (a release replaced the files, the network dropped). The
  // live casino screen's code is not among the modules every page fetches ahead (the home
  // screen's is).
  const cut = /\/assets\/.*\.js(\?.*)?$/;
  await page.route(cut, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: 'Live casino' })
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sunrise Play' })).toBeVisible();

  // The network is back: the reload opens the page the member asked for.
  await page.unroute(cut);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not open' })).toBeHidden();
  await expect(page).toHaveURL(portalUrl('sunrise', '/live'));
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(home).toBeVisible();
});

test('when the carousel’s swiper cannot arrive, the home page keeps its first banner and asks again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(portalUrl('sunrise', '/'));
  const banners = page.getByRole('main').getByRole('region', { name: 'Banners' });
  await expect(banners.getByRole('img', { name: 'Banner 1' })).toBeVisible();

  // Swiper's chunk is asked for when the first banner's time is up; the network refuses it,
  // and the carousel asks again when the next banner's time is up.
  // (One try may ask twice: the module preload and the import.)
  let firstRefusal: number | null = null;
  const askedAgain = new Promise<void>((resolve) => {
    void page.route(/\/assets\/bannerSwiper-.*\.js$/, async (route) => {
      await route.abort();
      const now = Date.now();
      firstRefusal ??= now;
      if (now - firstRefusal >= 3000) resolve();
    });
  });
  await askedAgain;
  await expect(banners.getByRole('img', { name: 'Banner 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page could not open' })).toHaveCount(0);
  await expect(banners.locator('.swiper-initialized')).toHaveCount(0);
  expect(errors).toEqual([]);
});
