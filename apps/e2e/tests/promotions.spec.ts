import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { JOURNEY_PIN } from './cashierHelpers.ts';
import { amountOf, depositThroughSandbox } from './promotionHelpers.ts';
import { freshUsername } from './signin-helpers.ts';

// Sign-ins solve a proof of work and run scrypt; the deposit's callback and the bonus it pays
// arrive as jobs: every step waits on the real server.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

test.describe('the welcome bonus (sunrise)', () => {
  test('a visitor sees it on the home page, registers, joins, deposits and receives it; the withdrawal shows the wagering left; bets clear it and the bonus details show it completed', async ({
    page,
  }) => {
    // The visitors' popup advertises the welcome bonus; its button leads to that promotion.
    await page.goto(portalUrl('sunrise'));
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup).toContainText('welcome bonus');
    await popup.getByRole('button', { name: 'Go to promotion' }).click();
    await expect(page).toHaveURL(/\/promotions\/\d+$/);
    const promotionUrl = page.url();
    const offer = page.getByRole('article', { name: '100% welcome bonus' });
    await expect(offer).toContainText('Open to join');
    await expect(offer.getByRole('region', { name: 'Terms', exact: true })).toContainText(
      'matched 100%',
    );

    // Joining needs an account: the visitor registers from the header.
    const username = freshUsername('promo');
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Password', { exact: true }).fill('Welcome@2026');
    await register.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
    await register.getByRole('button', { name: 'Register' }).click();
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
    // The header counts it among the promotions the new member can act on.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Rewards [1-9]/ }),
    ).toBeVisible();

    // Registering led home; the member goes back to the promotion and joins it there.
    await page.goto(promotionUrl);
    await offer.getByRole('button', { name: 'Join' }).click();
    await expect(offer).toContainText('Joined');
    await expect(offer.getByRole('button', { name: 'Join' })).toBeHidden();

    // The first deposit, through the sandbox cashier, pays the 100% match.
    await page.goto(portalUrl('sunrise', '/member/deposit'));
    await depositThroughSandbox(page, '100');
    await page.goto(promotionUrl);
    await expect(async () => {
      await page.reload();
      await expect(offer).toContainText('In progress', { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(offer.getByRole('progressbar', { name: 'Wagering progress' })).toBeVisible();
    // Ten times the bonus of 100 to wager (the seeded terms).
    await expect(offer).toContainText('Wagered 0.00 of 1,000.00');

    // The reward centre lists it in progress.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Rewards\b/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Reward centre' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const inProgress = page.getByRole('region', { name: 'In progress' });
    await expect(inProgress).toContainText('100% welcome bonus');
    await expect(inProgress).toContainText('Bonus 100.00');

    // The withdrawal screen holds the money back until the deposit's and the bonus's wagering
    // are played: at least the bonus's 1,000.
    await page.getByRole('banner').getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/member\/withdraw$/);
    // A first withdrawal asks for a payment password and a card before its form.
    const pin = page.getByRole('form', { name: 'Set a payment password' });
    await pin.getByLabel('Payment password', { exact: true }).fill(JOURNEY_PIN);
    await pin.getByLabel('Confirm payment password').fill(JOURNEY_PIN);
    await pin.getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('form', { name: 'Add a bank card' });
    await card.getByLabel('Bank').fill('Sunrise Test Bank');
    await card.getByLabel('Account number').fill('6222000012349999');
    await card.getByLabel('Payee (your real name)').fill('Wendy Welcome');
    await card.getByRole('button', { name: 'Add card' }).click();
    const withdraw = page.getByRole('form', { name: 'Withdraw' });
    await expect(withdraw.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    const left = withdraw.getByText('Wagering left (deposits and bonuses)');
    await expect(left).toBeVisible();
    const wageringLeft = amountOf(
      await left.locator('xpath=following-sibling::dd[1]').textContent(),
    );
    expect(wageringLeft).toBeGreaterThanOrEqual(1000);
    await expect(withdraw.getByText(/^Bet [\d,.]+ more before you can withdraw\.$/)).toBeVisible();

    // The bonus details show the grant with its wagering.
    await page.goto(portalUrl('sunrise', '/member/bonus'));
    const row = page.getByRole('row', { name: /100% welcome bonus/ });
    await expect(row).toContainText('0.00 of 1,000.00');
    await expect(row).toContainText('Wagering');

    // Bets clear it: ten spins at the demo slot's top stake (100) play the 1,000 through. A
    // second deposit (no bonus: the welcome is the first's) pays for all ten whatever they win.
    await page.goto(portalUrl('sunrise', '/member/deposit'));
    await depositThroughSandbox(page, '1000');
    // Sunrise is a multi-wallet brand: its demo games play from their own wallet.
    await page.goto(portalUrl('sunrise', '/member/wallet'));
    const transfer = page.getByRole('form', { name: 'Transfer' });
    await transfer.getByLabel('Amount').fill('1200');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await expect
      .poll(async () => amountOf(await page.getByRole('definition').nth(1).textContent()))
      .toBe(0);
    await page.goto(portalUrl('sunrise', '/rng/demo/rng'));
    await page.getByRole('main').getByRole('button', { name: 'Lucky Fruits', exact: true }).click();
    const game = page
      .getByRole('dialog', { name: 'Lucky Fruits' })
      .frameLocator('iframe[title="Lucky Fruits"]');
    await expect(game.locator('#balance')).toHaveText(/\d/);
    await game.getByLabel('Stake').selectOption('100');
    for (let spin = 0; spin < 10; spin += 1) {
      // The game clears its result when a spin starts and writes it when the round settles.
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.locator('#result')).toHaveText(/You win|No win/);
    }

    // Settled slot rounds count in full (the seeded weights): the bonus details show it done.
    await page.goto(portalUrl('sunrise', '/member/bonus'));
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('1,000.00 of 1,000.00');
  });
});
