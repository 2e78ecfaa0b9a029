import { expect as baseExpect, type Page, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { firstWithdrawal, registerThenDeposit } from './cashierHelpers.ts';
import { withdrawalOnFinanceDesk } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';

// Payments go through the sandbox provider's page, its signed callbacks arrive as jobs with
// retries, the payout completes a moment later: every step waits on the real server.
const expect = baseExpect.configure({ timeout: 30_000 });
// Up to sixteen rounds of about 10 s each on a loaded machine, then the withdrawal.
test.describe.configure({ timeout: 330_000 });

/** Parses a shown amount such as "10,000.00". */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

const headerBalance = async (page: Page) => {
  const refresh = page.getByRole('banner').getByRole('button', { name: 'Refresh balance' });
  await expect(refresh).toBeEnabled();
  return amountOf(
    await page
      .getByRole('banner')
      .getByText(/^[\d,]+\.\d\d$/)
      .textContent(),
  );
};

/** A deposit on the deposit screen, paid (or declined) on the sandbox provider's own page. */
const depositThroughSandbox = async (
  page: Page,
  amount: string,
  decision: 'Approve payment' | 'Decline',
) => {
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /E-wallet/ }).check();
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Deposit' }).click();
  // The provider's hosted page: a page of its own, not the portal.
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/sbx_/);
  await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
  await page.getByRole('button', { name: decision }).click();
  await page.getByRole('link', { name: 'Return to the merchant' }).click();
  await expect(page).toHaveURL(/\/member\/deposit\?orderNo=D/);
};

test.describe('the money path (sunrise)', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));

  test('register, deposit through the sandbox cashier, play, withdraw, staff approve, confirm receipt', async ({
    page,
    browser,
  }) => {
    await page.goto(portalUrl('sunrise'));
    const username = await registerThenDeposit(page, 'cash');
    expect(await headerBalance(page)).toBe(0);

    // A deposit must be played once (the brand's 1x turnover) before it can leave. One spin
    // at the top stake plays a 100 deposit through; a spin that wins nothing leaves nothing
    // to withdraw, so the member deposits again (each spin wins something 4 times in 9: ten
    // losses in a row, 1 run in 360, happened in CI; sixteen are 1 in 12,000).
    let balance = 0;
    for (let round = 0; round < 16 && balance < 20; round += 1) {
      if (round > 0) await page.goto(portalUrl('sunrise', '/member/deposit'));
      await depositThroughSandbox(page, '100', 'Approve payment');
      await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
      // The header follows the credit without a reload.
      await expect.poll(() => headerBalance(page)).toBeCloseTo(100, 2);

      // Sunrise is a multi-wallet brand: its demo games play from their own wallet.
      await page.goto(portalUrl('sunrise', '/member/wallet'));
      const transfer = page.getByRole('form', { name: 'Transfer' });
      await transfer.getByLabel('Amount').fill('100');
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      // The main wallet (the second figure, after the total) is empty once it moved.
      await expect
        .poll(async () => amountOf(await page.getByRole('definition').nth(1).textContent()))
        .toBe(0);

      await page.goto(portalUrl('sunrise', '/rng/demo/rng'));
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Lucky Fruits', exact: true })
        .click();
      const popup = page.getByRole('dialog', { name: 'Lucky Fruits' });
      const game = popup.frameLocator('iframe[title="Lucky Fruits"]');
      await expect(game.locator('#balance')).toHaveText(/\d/);
      await game.getByLabel('Stake').selectOption('100');
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.locator('#result')).toHaveText(/You win|No win/);
      balance = amountOf(await game.locator('#balance').textContent());
      await popup.getByRole('button', { name: 'Close' }).click();
    }
    expect(balance).toBeGreaterThanOrEqual(20);

    // What the game wallet holds comes back to the main wallet, the one withdrawals take from.
    await page.goto(portalUrl('sunrise', '/member/wallet'));
    await page.getByRole('button', { name: 'Recall all to the main wallet' }).click();
    await expect
      .poll(async () => amountOf(await page.getByRole('definition').nth(1).textContent()))
      .toBeCloseTo(balance, 2);

    // The records show both: the spin in the betting record; the deposit, and the bet on the
    // demo games' wallet, in the account record (every ledger entry of the member).
    const centre = page.getByRole('navigation', { name: 'Member centre' });
    await centre.getByRole('link', { name: 'Betting record' }).click();
    await expect(
      page.getByRole('table').getByRole('cell', { name: 'Lucky Fruits' }).first(),
    ).toBeVisible();
    await centre.getByRole('link', { name: 'Account record' }).click();
    const record = page.getByRole('table');
    const rowsOf = (type: string) =>
      record.getByRole('row').filter({ has: page.getByRole('cell', { name: type, exact: true }) });
    await expect(rowsOf('Deposit').first()).toContainText('100.00');
    await expect(rowsOf('Bet').first()).toContainText('Demo games');

    // The header's withdraw button opens the withdrawal screen.
    await page.getByRole('banner').getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/withdraw$/);
    await firstWithdrawal(
      page,
      { bank: 'Sunrise Test Bank', account: '6222000012345678', payee: 'Casey Cashier' },
      '20',
    );
    await expect.poll(() => headerBalance(page)).toBeCloseTo(balance - 20, 2);

    // Finance staff approve it on the console's finance desk: the payout goes out.
    const { desk, row } = await withdrawalOnFinanceDesk(browser, 'finance', username);
    await row.getByRole('button', { name: /^Approve withdrawal/ }).click();
    await expect(row).toHaveCount(0);

    // The audit log shows the approval with the withdrawal as it stood and as it became.
    await desk
      .getByRole('navigation', { name: 'Desks' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await desk.getByLabel('Action').selectOption('withdrawal.approve');
    await desk.getByRole('button', { name: 'Apply filters' }).click();
    const entry = desk
      .getByRole('table', { name: 'Audit entries' })
      .getByRole('row')
      .filter({ hasText: `"username":"${username}"` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('finance');
    await expect(entry).toContainText('"status":"pending"');
    await expect(entry).toContainText('"status":"approved"');

    // The payout's signed callback arrives; the member then confirms receipt.
    const toConfirm = page.getByRole('list', { name: 'Payouts to confirm' });
    await expect(async () => {
      await page.reload();
      await expect(toConfirm).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 90_000 });
    await expect(toConfirm).toContainText('Payout of 20.00 was sent.');
    await toConfirm.getByRole('button', { name: 'Received', exact: true }).click();
    await expect(toConfirm).toBeHidden();

    // The account record holds every movement of the path: deposits, transfers to and from
    // the game wallet, the play there, and the withdrawal out of the main wallet.
    await centre.getByRole('link', { name: 'Account record' }).click();
    for (const type of ['Deposit', 'Transfer', 'Bet']) {
      await expect(rowsOf(type).first()).toBeVisible();
    }
    await expect(rowsOf('Withdrawal')).toHaveCount(1);
    await expect(rowsOf('Withdrawal')).toContainText('-20.00');
    await expect(rowsOf('Withdrawal')).toContainText('Main wallet');
  });

  test('a declined payment credits nothing', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('demo');
    await login.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await page.goto(portalUrl('sunrise', '/member/deposit'));
    const before = await headerBalance(page);
    await depositThroughSandbox(page, '50', 'Decline');
    await expect(page.getByRole('heading', { name: 'The payment was declined' })).toBeVisible();
    await expect(page.getByText('Nothing was credited.')).toBeVisible();
    await page.reload();
    expect(await headerBalance(page)).toBe(before);
  });
});
