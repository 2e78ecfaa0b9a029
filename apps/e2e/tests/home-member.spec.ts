import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { port, portalUrl } from '../playwright.config.ts';
import { closeAnnouncements } from './homeHelpers.ts';

/** Parses a shown amount such as "10,000.00". */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/**
 * Logs a demo account in on the home page, then opens `path` (the token lives in the tab).
 * The spin plays as the agent (agents play too): signin-login.spec.ts checks the demo member's
 * untouched balance at the same time.
 */
const logIn = async (
  page: Page,
  path: string,
  account = { username: 'demo', password: 'Demo@2026' },
) => {
  await page.goto(portalUrl('sunrise'));
  await closeAnnouncements(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Members get their own popup (execution A) once logged in.
  await closeAnnouncements(page);
  await page.goto(portalUrl('sunrise', path));
};

/** The header's balance figure. */
const headerBalance = async (page: Page) => {
  const refresh = page.getByRole('banner').getByRole('button', { name: 'Refresh balance' });
  await expect(refresh).toBeEnabled();
  const figure = page.getByRole('banner').getByText(/^[\d,]+\.\d\d$/);
  return amountOf(await figure.textContent());
};

/**
 * The ledger's balance, from the balance call with the member's own token (the tab keeps it).
 * Node cannot resolve *.localhost: the call goes to 127.0.0.1 and names the merchant.
 */
const ledgerBalance = async (page: Page, request: APIRequestContext) => {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const response = await request.get(`http://127.0.0.1:${port}/wps/v2/wallets/balance`, {
    headers: { Merchant: 'SR77', Authorization: token ?? '', Device: 'web' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; value: { sumBalance: string } };
  expect(body.success).toBe(true);
  // The wire's decimal string (every amount is one), as a number for the test's differences.
  expect(body.value.sumBalance).toMatch(/^-?\d+(\.\d+)?$/);
  return Number(body.value.sumBalance);
};

test.describe('a member and the games', () => {
  test('launches the demo slot, spins, and the header balance moves by the ledger’s amount', async ({
    page,
    request,
  }) => {
    await logIn(page, '/rng/demo/rng', { username: 'agent', password: 'Agent@2026' });
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Lucky Fruits', exact: true }),
    ).toBeVisible();
    // The header shows every wallet together: a transfer between them leaves it as it is.
    const before = await headerBalance(page);
    const ledgerBefore = await ledgerBalance(page, request);
    expect(before).toBeCloseTo(ledgerBefore, 2);

    await page.getByRole('main').getByRole('button', { name: 'Lucky Fruits', exact: true }).click();
    // Sunrise is a multi-wallet brand: the demo games play from their own wallet, which holds
    // less than the main one, so the transfer is offered before the game opens (the main
    // wallet's balance prefilled); 500 goes there.
    const offer = page.getByRole('dialog', { name: 'Move money to Demo games?' });
    const amount = offer.getByRole('textbox', { name: 'Amount to move' });
    await expect(amount).toHaveValue(/^\d+\.\d\d$/);
    expect(Number(await amount.inputValue())).toBeGreaterThan(500);
    await amount.fill('500');
    await offer.getByRole('button', { name: 'Transfer and play' }).click();
    await expect(offer).toBeHidden();
    const popup = page.getByRole('dialog', { name: 'Lucky Fruits' });
    const game = popup.frameLocator('iframe[title="Lucky Fruits"]');
    // The stakes arrive with the game's session: read the stake once they are there.
    await expect(game.locator('#balance')).toHaveText(/\d/);
    await expect(game.getByLabel('Stake')).not.toHaveValue('');
    const stake = Number(await game.getByLabel('Stake').inputValue());
    // The game shows the wallet it plays from: the demo games' own, with the 500 in it.
    const inGameBefore = amountOf(await game.locator('#balance').textContent());
    expect(inGameBefore).toBeGreaterThanOrEqual(500);
    await game.getByRole('button', { name: 'Spin' }).click();
    const result = game.locator('#result');
    await expect(result).toHaveText(/You win|No win/);
    const text = (await result.textContent()) ?? '';
    const win = text.startsWith('You win') ? amountOf(text) : 0;
    const after = amountOf(await game.locator('#balance').textContent());
    test.info().annotations.push({
      type: 'round',
      description: `${before} ${stake} ${win} ${after} ${text}`,
    });
    expect(after).toBeCloseTo(inGameBefore - stake + win, 2);

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    // The header reads the wallets again: it shows what the round left.
    await expect.poll(() => headerBalance(page)).toBeCloseTo(before - stake + win, 2);
    const ledgerChange = (await ledgerBalance(page, request)) - ledgerBefore;
    expect(ledgerChange).toBeCloseTo(win - stake, 2);
    expect((await headerBalance(page)) - before).toBeCloseTo(ledgerChange, 2);
  });

  test('a favourite survives a reload', async ({ page }) => {
    await logIn(page, '/rng/demo/rng');
    const star = page
      .getByRole('main')
      .getByRole('button', { name: /^Favourite: / })
      .first();
    const name = (await star.getAttribute('aria-label')) ?? '';
    const wasFavourite = (await star.getAttribute('aria-pressed')) === 'true';
    await star.click();
    const same = page.getByRole('main').getByRole('button', { name });
    await expect(same).toHaveAttribute('aria-pressed', String(!wasFavourite));

    await page.reload();
    await expect(page.getByRole('main').getByRole('button', { name })).toHaveAttribute(
      'aria-pressed',
      String(!wasFavourite),
    );
  });

  test('the home shows hot games and the winner board; a new favourite joins the lane; /pvp lists rooms', async ({
    page,
  }) => {
    await logIn(page, '/');
    await expect(
      page.getByRole('list', { name: 'Hot games' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Winner board' }).getByRole('listitem').first(),
    ).toBeVisible();

    // The game centre's landing: the member lanes above the first vendor's games. The last
    // star of the page is the vendor list's (the lanes come first), another game than the
    // reload test's first one, so the two can run side by side.
    await page.goto(portalUrl('sunrise', '/rng'));
    const lane = page.getByRole('region', { name: 'My favourites' });
    await expect(lane).toBeVisible();
    const star = page
      .getByRole('main')
      .getByRole('button', { name: /^Favourite: / })
      .last();
    const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^Favourite: /, '');
    const inLane = lane.getByRole('button', { name, exact: true });
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect(inLane).toBeHidden();
    }
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(inLane).toBeVisible();

    // The card games' centre lists the first vendor's rooms.
    await page.goto(portalUrl('sunrise', '/pvp'));
    await expect(
      page.getByRole('list', { name: 'Rooms' }).getByRole('listitem').first(),
    ).toContainText(/Players online: \d+/);
  });

  test('a popular lottery’s Play opens its game page, with the countdown to the lock', async ({
    page,
  }) => {
    await logIn(page, '/');
    const play = page
      .getByRole('region', { name: 'Popular lottery' })
      .getByRole('button', { name: /^Play / })
      .first();
    await play.click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=\w+/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('timer', { name: 'Time left to bet' })).toBeVisible();

    // In the member's chosen language too (Urdu on sunrise).
    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.reload();
    await expect(main.getByRole('timer', { name: 'شرط لگانے کے لیے باقی وقت' })).toBeVisible();
  });
});
