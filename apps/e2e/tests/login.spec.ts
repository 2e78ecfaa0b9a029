import { expect, type Page, test } from '@playwright/test';
import { port, portalUrl } from '../playwright.config.ts';
import { closeAnnouncements } from './homeHelpers.ts';

test.describe('sign-in through the login popup', () => {
  test('the demo member logs in, sees account and balance, and logs out', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    await closeAnnouncements(page);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Log in' }).click();

    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();

    await expect(dialog).toBeHidden();
    // Members get their own announcement popup (execution A) after logging in.
    await closeAnnouncements(page);
    await expect(banner.getByText('demo', { exact: true })).toBeVisible();
    // Seeded from the house account: 10,000.00 with two decimals and thousands separators.
    await expect(banner.getByText('10,000.00')).toBeVisible();

    await banner.getByRole('button', { name: 'Log out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Log out' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByText('10,000.00')).toBeHidden();
    // Logout revoked the session: a reload stays logged out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a wrong password shows the catalogue message and keeps the visitor logged out', async ({
    page,
  }) => {
    await page.goto(portalUrl('sunrise'));
    await closeAnnouncements(page);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Wrong account or password');
    await expect(dialog).toBeVisible();
  });
});

test.describe('brands from one build', () => {
  // Served pages are read through Chromium: it resolves *.localhost to this machine, Node does not.
  const served = async (page: Page, brand: string) => {
    const response = await page.goto(portalUrl(brand));
    expect(response?.status()).toBe(200);
    return (await response?.text()) ?? '';
  };

  test('each brand is served by its host with its own title, theme and language', async ({
    page,
  }) => {
    const lucky = await served(page, 'lucky88');
    const sunrise = await served(page, 'sunrise');
    expect(lucky).toContain('<title>Lucky 88</title>');
    expect(sunrise).toContain('<title>Sunrise Play</title>');
    expect(lucky).toMatch(/<html[^>]*lang="zh-CN"/);
    expect(sunrise).toMatch(/<html[^>]*lang="en"/);
    // Theme variables are inlined so the first paint is already branded.
    const primary = (html: string) => html.match(/--color-primary:\s*(#[0-9a-fA-F]{6})/)?.[1];
    expect(primary(lucky)).toBeTruthy();
    expect(primary(lucky)).not.toBe(primary(sunrise));
    // Same JavaScript for every brand: built once, assembled per brand.
    const script = (html: string) => html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(script(lucky)).toBeTruthy();
    expect(script(lucky)).toBe(script(sunrise));
  });

  test('the server answers an unknown merchant with a catalogue error, not a 5xx', async ({
    request,
  }) => {
    const response = await request.get(`http://127.0.0.1:${port}/wps/system/status`, {
      headers: { Merchant: 'NOPE' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'merchant.unknown' });
  });
});
