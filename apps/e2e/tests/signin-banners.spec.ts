import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('banner groups in the sign-in popups (sunrise, English)', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));
  test('the login popup shows the w_login banner, the register popup its own', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    const loginBanner = login.getByRole('region', { name: 'Banners' }).getByRole('img');
    await expect(loginBanner).toHaveAttribute('src', /login-welcome/);
    await login.getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    const registerBanner = register.getByRole('region', { name: 'Banners' }).getByRole('img');
    await expect(registerBanner).toHaveAttribute('src', /register-gift/);
  });
});
