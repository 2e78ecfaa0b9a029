import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { freshUsername } from './signin-helpers.ts';

// Logins hash passwords with scrypt and solve a proof-of-work: on a loaded machine a sign-in
// step can take several seconds, so these journeys wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('registration (sunrise, English)', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));
  test('registers by username and sees the success popup with the account', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const username = freshUsername('e2e');
    await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits, 4-16 characters',
    );
    await expect(
      dialog.getByLabel('I am 18 or older and agree to the terms and conditions.'),
    ).toBeChecked();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Welcome@2026');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
    await dialog.getByRole('button', { name: 'Register' }).click();

    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(success).toBeVisible();
    await expect(success.getByText(username)).toBeVisible();
    await expect(success.getByRole('button', { name: 'Deposit now' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
  });

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
