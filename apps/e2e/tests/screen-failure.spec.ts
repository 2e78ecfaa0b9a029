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

  // From here no script arrives (a release replaced the files, the network dropped).
  const cut = /\/assets\/.*\.js(\?.*)?$/;
  await page.route(cut, (route) => route.abort());
  await home.click();
  await expect(page.getByRole('heading', { name: 'This page could not open' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sunrise Play' })).toBeVisible();

  // The network is back: the reload opens the page the member asked for.
  await page.unroute(cut);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not open' })).toBeHidden();
  await expect(page).toHaveURL(portalUrl('sunrise', '/'));
  await expect(home).toBeVisible();
});
