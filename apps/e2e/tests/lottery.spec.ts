import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';

// A 1-minute draw takes up to a minute and a half from bet to settlement.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** Parses a shown amount such as "10,000.00". */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

// lucky88's demo member: no other journey watches its balance. In English.
test('a member bets on a 1-minute draw, sees it settle and verifies the draw', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await skipAnnouncements(page);
  await page.goto(portalUrl('lucky88'));
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(portalUrl('lucky88', '/lottery?gameCode=K31M'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Fast 3 (1 min)', level: 1 })).toBeVisible();
  const figure = banner.getByText(/^[\d,]+\.\d\d$/);
  await expect(figure).toBeVisible();
  const before = amountOf(await figure.textContent());

  // Every sum of three dice: exactly one stake wins, whatever the draw.
  await expect(main.getByRole('radio', { name: 'Sum' })).toBeChecked();
  const picks = main.getByRole('group', { name: 'Your picks' });
  for (let sum = 3; sum <= 18; sum++) {
    await picks.getByRole('button', { name: String(sum), exact: true }).click();
  }
  await expect(main.getByText('16 stakes, 32.00 in total')).toBeVisible();
  // Not in the last seconds before the lock: the bet would rightly be refused.
  const timer = main.getByRole('timer', { name: 'Time left to bet' });
  const secondsLeft = async () => {
    const [h = 0, m = 0, s = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
    return h * 3600 + m * 60 + s;
  };
  await expect.poll(secondsLeft, { timeout: 30_000 }).toBeGreaterThan(12);
  const place = main.getByRole('button', { name: 'Place bet' });
  await expect(place).toBeEnabled();
  await place.click();
  const placed = main.getByRole('status').filter({ hasText: 'Bet placed on draw' });
  await expect(placed).toBeVisible();
  const numero = /draw (\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  expect(numero).toMatch(/^\d{8}-\d{4}$/);
  await expect(figure).toHaveText(/^[\d,]+\.\d\d$/);
  await expect.poll(async () => amountOf(await figure.textContent())).toBeCloseTo(before - 32, 2);

  // The draw runs on the server's job queue; the order list is read again until it settles.
  const row = main.getByRole('table', { name: 'My orders' }).getByRole('row').filter({
    hasText: numero,
  });
  await expect(row).toContainText('Not drawn');
  await expect(row).toContainText('Won', { timeout: 120_000 });
  const payout = amountOf(await row.getByRole('cell').nth(4).textContent());
  expect(payout).toBeGreaterThan(0);
  await banner.getByRole('button', { name: 'Refresh balance' }).click();
  await expect
    .poll(async () => amountOf(await figure.textContent()))
    .toBeCloseTo(before - 32 + payout, 2);

  // Verify the latest draw in the browser: its seed hashes to the commitment and gives its result.
  const verify = main.getByRole('region', { name: /^Verify draw / });
  await expect(verify).toBeVisible({ timeout: 60_000 });
  await verify.getByRole('button', { name: 'Recompute in my browser' }).click();
  const status = verify.getByRole('status');
  await expect(status).toContainText('Seed against the commitmentMatches');
  await expect(status).toContainText('Numbers against the resultMatches');
});
