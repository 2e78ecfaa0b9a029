import { expect, type Locator, type Page } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

/** Parses a shown amount such as "10,000.00". */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/**
 * Opens lucky88 in English and logs `username` in through the header. Gives the banner and
 * its balance figure, already shown. Each lottery journey has a member of its own (lottery.spec
 * `demo`, missions.spec `agent`, lottery-groups.spec `player`): each watches its balance.
 */
export const logInOnLucky88 = async (page: Page, username: string, password: string) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await skipAnnouncements(page);
  await page.goto(portalUrl('lucky88'));
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  const figure = banner.getByText(/^[\d,]+\.\d\d$/);
  await expect(figure).toBeVisible({ timeout: 30_000 });
  return { banner, figure };
};

/** Waits until the open draw has more than `seconds` left to bet, so a bet is not in the lock. */
export const awayFromTheLock = async (main: Locator, seconds: number, timeout = 90_000) => {
  const timer = main.getByRole('timer', { name: 'Time left to bet' });
  const secondsLeft = async () => {
    const [h = 0, m = 0, s = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
    return h * 3600 + m * 60 + s;
  };
  await expect.poll(secondsLeft, { timeout }).toBeGreaterThan(seconds);
};
