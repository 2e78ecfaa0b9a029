import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

// Logins hash passwords with scrypt and solve a proof-of-work: on a loaded machine a sign-in
// step can take several seconds, so these journeys wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('registration (sunrise, English)', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));
  // Registering by username (the hint, the terms box, the success popup with the account, the
  // header) is one-dialog.spec.ts's registration journey.
  test('a taken username is refused with the catalogue message', async ({ page }) => {
    await page.goto(portalUrl('sunrise', '/register'));
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('Welcome@2026');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This username is already registered.');
  });
});

test.describe('right to left in Urdu (sunrise)', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  });

  test('the login and register popups run right to left', async ({ page }) => {
    await page.goto(portalUrl('sunrise', '/login'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const login = page.locator('[data-modal="login"]');
    await expect(login).toBeVisible();
    // Retried: the popup may be mounted again as the Urdu catalogue arrives.
    await expect(login).toHaveCSS('direction', 'rtl');

    await page.goto(portalUrl('sunrise', '/register'));
    const register = page.locator('[data-modal="register"]');
    await expect(register).toBeVisible();
    await expect(register).toHaveCSS('direction', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
