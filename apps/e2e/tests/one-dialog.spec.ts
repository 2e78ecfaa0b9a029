import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { closeAnnouncements } from './homeHelpers.ts';
import { freshUsername } from './signin-helpers.ts';

// Sign-ins hash passwords and solve a proof-of-work: on a loaded machine a step can take
// several seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

// One modal dialog at a time (issue 27): what a person asked for shows alone and the site's
// announcements wait behind it, opening once it is closed.
test.describe('one dialog at a time (sunrise)', () => {
  test('a visitor sent to log in from the agent centre sees the login alone, then the announcements', async ({
    page,
  }) => {
    await page.goto(portalUrl('sunrise', '/agentHome'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    // The home page's visitor announcements want to open too; they wait.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await login.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a visitor registers by username, sees the success dialog with the account alone, then the announcements', async ({
    page,
  }) => {
    await page.goto(portalUrl('sunrise'));
    await closeAnnouncements(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    // The one journey that registers by username through the popup (signin-register.spec.ts
    // keeps the refusal and the right-to-left popups; others register as a step of their own).
    await expect(register.getByLabel('Username')).toHaveAccessibleDescription(
      'Start with a letter, then letters and digits, 4-16 characters',
    );
    await expect(
      register.getByLabel('I am 18 or older and agree to the terms and conditions.'),
    ).toBeChecked();
    const username = freshUsername('one');
    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Password', { exact: true }).fill('Welcome@2026');
    await register.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
    await register.getByRole('button', { name: 'Register' }).click();
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(success).toBeVisible();
    await expect(success.getByText(username)).toBeVisible();
    await expect(success.getByRole('button', { name: 'Deposit now' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
    // Signed in now, the member's announcements want to open; they wait for the success dialog.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});
