import { expect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { closeAnnouncements, skipAnnouncements } from './homeHelpers.ts';

test.describe('the home page for a visitor', () => {
  test('greets with the visitors popup, banners, the notice marquee and the category tabs', async ({
    page,
  }) => {
    await page.goto(portalUrl('sunrise'));
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup.getByRole('heading', { name: 'Join Sunrise Play today' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Go to promotion' })).toBeVisible();
    await closeAnnouncements(page);

    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Banners' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Banner 1' }).first()).toBeVisible();

    const marquee = main.getByRole('region', { name: 'Notices' });
    await marquee.getByRole('button', { name: 'More' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice.getByRole('heading', { name: 'Welcome to Sunrise Play!' })).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();

    // Popular lottery: at most six cards, their countdowns running.
    const lottery = main.getByRole('region', { name: 'Popular lottery' });
    const timers = lottery.getByRole('timer');
    await expect(timers.first()).toHaveText(/^\d\d:\d\d:\d\d$|^\d+d \d+h$/);
    expect(await timers.count()).toBeLessThanOrEqual(6);
    const clock = lottery
      .getByRole('timer')
      .filter({ hasText: /^\d\d:\d\d:\d\d$/ })
      .first();
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });

    const categories = main.getByRole('region', { name: 'Game categories' });
    await expect(categories.getByRole('tab').first()).toBeVisible();
    await expect(categories.getByRole('tabpanel').getByRole('button').first()).toBeVisible();
  });

  test('sees the vendors’ icons, as members do, on the tabs and in the footer', async ({
    page,
  }) => {
    await skipAnnouncements(page);
    await page.goto(portalUrl('sunrise'));
    const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

    const panel = page.getByRole('region', { name: 'Game categories' }).getByRole('tabpanel');
    const card = panel.getByRole('listitem').first().getByRole('button');
    await expect(card).toHaveAccessibleName(/\S/);
    const cardIcon = card.locator('img');
    await expect(cardIcon).toHaveAttribute('src', /^\/media\/vendors\/.+-large\.webp$/);
    await expect.poll(() => cardIcon.evaluate(loaded)).toBe(true);

    const vendors = page.getByRole('contentinfo').getByRole('list', { name: 'Game vendors' });
    const icons = vendors.getByRole('img');
    await expect(icons.first()).toBeVisible();
    expect(await icons.count()).toBe(await vendors.getByRole('listitem').count());
    const firstIcon = icons.first();
    await expect(firstIcon).toHaveAccessibleName(/\S/);
    await expect(firstIcon).toHaveAttribute('src', /^\/media\/vendors\/.+-small\.webp$/);
    // The footer's icons load lazily: a visitor sees them on scrolling down to it (hot games
    // and the winner board now stand between it and the first screen).
    await firstIcon.scrollIntoViewIfNeeded();
    await expect.poll(() => firstIcon.evaluate(loaded)).toBe(true);
  });

  test('opening a game while logged out opens the login popup', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    await closeAnnouncements(page);
    const panel = page.getByRole('region', { name: 'Game categories' }).getByRole('tabpanel');
    await panel.getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('an announcement carrying a script payload executes nothing', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    await closeAnnouncements(page);
    // The marquee keeps moving; the keyboard reaches a notice without waiting for it to stop.
    await page
      .getByRole('region', { name: 'Notices' })
      .getByRole('button', { name: /^Security notice/ })
      .press('Enter');
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(
      notice.getByText('Protect your account: never share your password.'),
    ).toBeVisible();
    await expect(notice.locator('script')).toHaveCount(0);
    await expect(notice.locator('[onerror]')).toHaveCount(0);
    await expect(notice.locator('a[href^="javascript"]')).toHaveCount(0);
    const ran = await page.evaluate(
      () => (window as unknown as Record<string, unknown>).__announcementScriptRan,
    );
    expect(ran).toBeUndefined();
  });
});
