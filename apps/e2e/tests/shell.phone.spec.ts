import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { expectFillsTheScreen, expectNoSidewaysScroll } from './phoneHelpers.ts';
import { freshUsername } from './signin-helpers.ts';

// Sign-ups solve a proof of work and run scrypt: on a loaded machine a step takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(({ context }) => skipAnnouncements(context));

test('home on a phone: one-row header, the menu drawer by keyboard and by touch, the tab bar', async ({
  page,
}) => {
  await page.goto(portalUrl('sunrise', '/'));
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: 'Site menu' });
  const logIn = banner.getByRole('button', { name: 'Log in' });
  const register = banner.getByRole('button', { name: 'Register' });
  await expect(menu).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Logo, then log in and register, on one row; each a comfortable touch target.
  const boxes = await Promise.all([menu, logIn, register].map((item) => item.boundingBox()));
  for (const box of boxes) {
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(Math.abs((box?.y ?? 0) - (boxes[0]?.y ?? 0))).toBeLessThanOrEqual(2);
  }
  // The desktop's side menu is not on the page; it is in the drawer.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Home',
    'Promotions',
    'Deposit',
    'Customer service',
    'My account',
  ]);
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  const drawer = page.getByRole('dialog', { name: 'Site menu' });
  await test.step('the keyboard opens the drawer and Escape closes it', async () => {
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  await test.step('a tap opens it, a tap on close closes it', async () => {
    await menu.tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).tap();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  await test.step('a tap on a link in the drawer goes there and closes it', async () => {
    await menu.tap();
    await drawer.getByRole('link', { name: 'Promotions' }).tap();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(tabs.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSidewaysScroll(page);
  });
});

test('log in and the member centre on a phone: popups are sheets, the tab bar leads to the account', async ({
  page,
}) => {
  await page.goto(portalUrl('sunrise', '/'));
  const banner = page.getByRole('banner');

  await banner.getByRole('button', { name: 'Log in' }).tap();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expectFillsTheScreen(page, login);
  await login.getByRole('button', { name: 'Close' }).tap();
  await expect(login).toBeHidden();

  // A fresh member, so the journey depends on no other's balance or password.
  const username = freshUsername('ph');
  await banner.getByRole('button', { name: 'Register' }).tap();
  const form = page.getByRole('dialog', { name: 'Register' });
  await expectFillsTheScreen(page, form);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Welcome@2026');
  await form.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
  await form.getByRole('button', { name: 'Register' }).tap();
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).tap();
  // The compact header shows the balance where the log-in buttons were.
  await expect(banner.getByRole('button', { name: 'Hide balance' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeHidden();
  await expectNoSidewaysScroll(page);

  const tabs = page.getByRole('navigation', { name: 'Sections' });
  await tabs.getByRole('link', { name: 'My account' }).tap();
  await expect(page).toHaveURL(/\/member\/wallet$/);
  await expect(tabs.getByRole('link', { name: 'My account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const centre = page.getByRole('navigation', { name: 'Member centre' });
  for (const name of [
    'Deposit',
    'Withdrawal',
    'Betting record',
    'Account record',
    'Profit and loss',
    'Bonus details',
    'Messages',
    'Profile and security',
    'Responsible gaming',
    'Feedback',
  ]) {
    await centre.getByRole('link', { name }).tap();
    await expect(centre.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
  }

  // Log out is in the drawer on a phone, behind the same confirmation as on a desktop.
  await banner.getByRole('button', { name: 'Site menu' }).tap();
  await page
    .getByRole('dialog', { name: 'Site menu' })
    .getByRole('button', { name: 'Log out' })
    .tap();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await expectFillsTheScreen(page, confirm);
  await confirm.getByRole('button', { name: 'Confirm' }).tap();
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
});
