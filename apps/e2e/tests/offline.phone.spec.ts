import { expect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

test.beforeEach(({ context }) => skipAnnouncements(context));

/** Every address the page's caches hold (the service worker's and any other). */
const cachedUrls = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });

test('after a first visit the phone opens offline to the offline screen, in the brand theme; no answer or token is kept', async ({
  page,
  context,
}) => {
  // Announcements published by other journeys may pop up over the page: not this journey's
  // subject, so one that appears is closed before the next action.
  const announcements = page.getByRole('dialog', { name: 'Announcements' });
  await page.addLocatorHandler(announcements, async () => {
    await announcements.getByRole('button', { name: 'Close' }).click();
  });
  // An app hands a token over in the address: it must not end up in any cache.
  await page.goto(portalUrl('sunrise', '/?token=e2e-handed-over-token'));
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The shell is kept: the page under its one key and the hashed scripts and styles.
  await expect.poll(() => cachedUrls(page)).toContain(portalUrl('sunrise', '/'));

  // Some platform calls, with and without the member's token, before going offline.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Promotions' })
    .tap();
  await expect(page).toHaveURL(/\/promotions$/);

  const urls = await cachedUrls(page);
  expect(urls.some((url) => new URL(url).pathname.startsWith('/assets/'))).toBe(true);
  for (const url of urls) {
    const { pathname, search } = new URL(url);
    expect(pathname === '/' || pathname.startsWith('/assets/'), url).toBe(true);
    expect(search, url).not.toContain('token');
    expect(url, url).not.toMatch(/\/(wps|lgw|lotto)\//);
  }

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Sunrise Play', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Sunrise Play');
  // The brand's colours: the page wears the background its theme inlines.
  const colours = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-background)';
    document.body.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { expected, body: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours.body).toBe(colours.expected);
  expect(colours.body).not.toBe('rgba(0, 0, 0, 0)');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).tap();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
});
