import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { amountOf, awayFromTheLock, logInOnLucky88 } from './lotteryHelpers.ts';

// A 1-minute draw takes up to a minute and a half from bet to settlement.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

// lucky88's demo member: no other journey watches its balance. In English.
test('a member cancels a bet, chases a 1-minute draw that stops on its win, is refused after the lock, and verifies the draw', async ({
  page,
}) => {
  const { banner, figure } = await logInOnLucky88(page, 'demo', 'Demo@2026');

  await page.goto(portalUrl('lucky88', '/lottery?gameCode=K31M'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Fast 3 (1 min)', level: 1 })).toBeVisible();
  const before = amountOf(await figure.textContent());

  // Not in the last seconds before the lock: a cancel and a chase follow the first bet, and
  // a bet in the lock would rightly be refused.
  await awayFromTheLock(main, 30, 60_000);
  await expect(main.getByRole('radio', { name: 'Sum' })).toBeChecked();
  const picks = main.getByRole('group', { name: 'Your picks' });
  const place = main.getByRole('button', { name: 'Place bet' });
  const orders = main.getByRole('table', { name: 'My orders' });

  // One stake on a sum of 3, cancelled before the lock: refunded in full.
  await picks.getByRole('button', { name: '3', exact: true }).click();
  await expect(main.getByText('1 stakes, 2.00 in total')).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/lgw/orders') && r.method() === 'POST');
  await place.click();
  const { gameId } = (await sent).postDataJSON() as { gameId: number };
  const placed = main.getByRole('status').filter({ hasText: 'Bet placed on draw' });
  await expect(placed).toBeVisible();
  const numero = /draw (\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
  expect(numero).toMatch(/^\d{8}-\d{4}$/);
  const single = orders.getByRole('row').filter({ hasText: numero });
  await expect(single).toHaveCount(1);
  // The stake has left the balance (the screens have read the money again) before the member
  // cancels: a click while the order list is being redrawn after the bet was lost once.
  await expect.poll(async () => amountOf(await figure.textContent())).toBeCloseTo(before - 2, 2);
  await single.getByRole('button', { name: /^Cancel order / }).click();
  await expect(single).toContainText('Cancelled');
  await expect.poll(async () => amountOf(await figure.textContent())).toBeCloseTo(before, 2);

  // Every sum of three dice, chased over three draws with stop-on-win: exactly one stake wins
  // the first draw, whatever it is, and the chase stops there.
  for (let sum = 3; sum <= 18; sum++) {
    await picks.getByRole('button', { name: String(sum), exact: true }).click();
  }
  await main.getByLabel('Draws to chase').fill('3');
  await main.getByRole('checkbox', { name: 'Stop the chase after a win' }).check();
  await expect(main.getByText('16 stakes, 96.00 in total')).toBeVisible();
  await expect(place).toBeEnabled();
  await place.click();
  await expect(placed).toBeVisible();
  await expect.poll(async () => amountOf(await figure.textContent())).toBeCloseTo(before - 96, 2);

  // The draw runs on the server's job queue; the order list is read again until it settles.
  const row = orders.getByRole('row').filter({ hasText: numero }).filter({ hasText: 'Not drawn' });
  await expect(row).toHaveCount(1);
  const won = orders.getByRole('row').filter({ hasText: numero }).filter({ hasText: 'Won' });
  await expect(won).toHaveCount(1, { timeout: 120_000 });
  const payout = amountOf(await won.getByRole('cell').nth(4).textContent());
  expect(payout).toBeGreaterThan(0);
  await expect(
    orders.getByRole('row').filter({ hasText: 'Chase stopped after a win' }),
  ).toHaveCount(2);
  await banner.getByRole('button', { name: 'Refresh balance' }).click();
  await expect
    .poll(async () => amountOf(await figure.textContent()))
    .toBeCloseTo(before - 32 + payout, 2);

  // A bet on the drawn numero, sent from the page straight to the API as a script would: refused.
  const late = await page.evaluate(
    async ({ gameId, numero }) => {
      const response = await fetch('/lgw/orders', {
        method: 'POST',
        headers: {
          Authorization: sessionStorage.getItem('token') ?? '',
          Merchant: sessionStorage.getItem('merchantCode') ?? '',
          Language: 'EN',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          gameId,
          numero,
          bets: [{ play: 'K3.sum', selection: [[3]], unit: 1, multiplier: 1 }],
        }),
      });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    },
    { gameId, numero },
  );
  expect(late).toMatchObject({ status: 409, body: { code: 'lottery.closed' } });
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

  // The game's draw history lists the drawn numero, with the dice trend under it.
  const history = main.getByRole('table', { name: 'Draw history' });
  await expect(history.getByRole('rowheader', { name: numero })).toBeVisible();
  await expect(main.getByRole('table', { name: /^Trend of the last \d+ draws/ })).toBeVisible();
});
