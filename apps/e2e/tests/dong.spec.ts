import { expect as baseExpect, type Page, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { firstWithdrawal, registerThenDeposit } from './cashierHelpers.ts';
import { withdrawalOnFinanceDesk } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { awayFromTheLock } from './lotteryHelpers.ts';

// The sandbox provider's callbacks and the payout arrive as jobs: every step waits on them.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 480_000 });

/** A whole amount of dong as shown in English ("500,000"): no decimals at all. */
const WHOLE = /^[\d,]+$/;
const dongOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

const headerBalance = async (page: Page) => {
  // The balance box announces itself (aria-live); the unread count beside it is a number too.
  const figure = page.getByRole('banner').locator('[aria-live="polite"]').getByText(WHOLE);
  await expect(figure).toBeVisible();
  return dongOf(await figure.textContent());
};

// saigon is in Vietnamese dong, a currency without minor units (ISO 4217): every amount the
// member and the staff see is whole dong, and 500,000 moves as 500,000, not 5,000.00.
test('a member of the dong brand deposits 500,000 through the sandbox, bets on the lottery and withdraws, all in whole dong', async ({
  page,
  browser,
}) => {
  // The brand speaks Vietnamese by default; the journey reads it in English, whose grouping
  // (500,000) tells whole dong from decimals as plainly.
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await skipAnnouncements(page);
  await page.goto(portalUrl('saigon'));
  const username = await registerThenDeposit(page, 'dong');
  expect(await headerBalance(page)).toBe(0);

  // 500,000 dong through the sandbox provider's hosted page, which asks for 500000 itself.
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /Ví điện tử/ }).check();
  await form.getByLabel('Amount').fill('500000.5');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(form.getByText('Enter a valid amount in VND.')).toBeVisible();
  await form.getByLabel('Amount').fill('500000');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/sbx_/);
  await expect(page.getByText('VND 500000', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Amount to pay')).toHaveValue('500000');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('link', { name: 'Return to the merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(500_000);

  // One stake of Fast 3's sum: the slip prices it in dong, where the brand's stake base makes
  // the rules' "1" 1,000 dong (a stake of 2 costs 2,000, not the 200 of the engine's numbers).
  await page.goto(portalUrl('saigon', '/lottery?gameCode=K31M'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Fast 3 (1 min)', level: 1 })).toBeVisible();
  await awayFromTheLock(main, 20, 60_000);
  await main
    .getByRole('group', { name: 'Your picks' })
    .getByRole('button', { name: '10', exact: true })
    .click();
  await expect(main.getByText('1 stakes, 2,000 in total')).toBeVisible();
  await main.getByRole('button', { name: 'Place bet' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Bet placed on draw' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(498_000);

  // A withdrawal of 100,000 (the brand asks no turnover).
  await page.goto(portalUrl('saigon', '/member/withdraw'));
  await firstWithdrawal(
    page,
    { bank: 'Saigon Test Bank', account: '9704000012345678', payee: 'Nguyen Van Dong' },
    '100000',
  );
  await expect.poll(() => headerBalance(page)).toBe(398_000);

  // The records: whole dong, no decimals anywhere.
  const centre = page.getByRole('navigation', { name: 'Member centre' });
  await centre.getByRole('link', { name: 'Account record' }).click();
  const record = page.getByRole('table');
  const rowsOf = (type: string) =>
    record.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
  await expect(rowsOf('Deposit').first()).toContainText('500,000');
  await expect(rowsOf('Bet').first()).toContainText('-2,000');
  await expect(rowsOf('Withdrawal').first()).toContainText('-100,000');
  await expect(record).not.toContainText('.00');
  await centre.getByRole('link', { name: 'Betting record' }).click();
  await expect(
    page.getByRole('table').getByRole('cell', { name: 'Fast 3 (1 min)' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('.00');

  // The console's finance desk lists the withdrawal in whole dong and approves it. The owner
  // (every desk) signs in: the money path signs `finance` in at about the same time, and a TOTP
  // code is good once.
  const { row } = await withdrawalOnFinanceDesk(browser, 'owner', username);
  // Whole dong, grouped as staff read them.
  await expect(row).toContainText('100,000 VND');
  await expect(row).not.toContainText('100,000.00');
  await row.getByRole('button', { name: /^Approve withdrawal/ }).click();
  await expect(row).toHaveCount(0);

  // The payout arrives; the member is asked to confirm it, in whole dong.
  const toConfirm = page.getByRole('list', { name: 'Payouts to confirm' });
  await page.goto(portalUrl('saigon', '/member/withdraw'));
  await expect(async () => {
    await page.reload();
    await expect(toConfirm).toBeVisible({ timeout: 3_000 });
    // The sandbox provider pays by a delayed, signed callback through the job queue: on a
    // loaded machine (a clean-clone run at load 19) it outlasted a 90 s wait.
  }).toPass({ timeout: 180_000 });
  await expect(toConfirm).toContainText('Payout of 100,000 was sent.');
});
