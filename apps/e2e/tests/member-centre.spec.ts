import { expect as baseExpect, type Page, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { signInToConsole } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { freshUsername, logInThroughHeader } from './signin-helpers.ts';

// Sign-ins solve a proof of work and run scrypt: on a loaded machine a step takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Welcome@2026';

/** Registers a fresh member on sunrise through the register popup; they are then signed in. */
const registerFresh = async (page: Page, prefix: string) => {
  const username = freshUsername(prefix);
  await page.goto(portalUrl('sunrise', '/register'));
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Register' }).click();
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('banner').getByText(username, { exact: true })).toBeVisible();
  return username;
};

/** Opens a member-centre screen from the centre's own menu. */
const openFromMenu = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name }).click();
};

test.describe('the member centre (sunrise, English)', () => {
  test.beforeEach(({ context }) => skipAnnouncements(context));

  test('a member reads a staff message, sets a deposit limit, self-excludes and cannot log in again', async ({
    page,
    browser,
  }) => {
    const username = await registerFresh(page, 'mc');

    // The owner writes to the new member from the console's support desk.
    const staff = await browser.newPage();
    await signInToConsole(staff, 'owner');
    await staff
      .getByRole('navigation', { name: 'Desks' })
      .getByRole('link', { name: 'Support' })
      .click();
    const form = staff.getByRole('form', { name: 'Message one member' });
    await form.getByLabel('Brand').selectOption('SR77');
    await form.getByLabel('Member account').fill(username);
    await form.getByLabel('Title').fill('Welcome aboard');
    await form.getByLabel('Message').fill('Your account is ready.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText(username);
    await staff.close();

    await page.goto(portalUrl('sunrise', '/member/messages'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Unread Welcome aboard' }).click();
    await expect(page.getByText('Your account is ready.')).toBeVisible();
    // Read without a reload: the header's count follows.
    await expect(banner.getByRole('link', { name: 'Messages, 0 unread' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Welcome aboard', exact: true })).toBeVisible();

    // A deposit limit: a first limit holds at once, a raise waits 24 hours.
    await openFromMenu(page, 'Responsible gaming');
    const limits = page.getByRole('form', { name: 'Set a limit' });
    await limits.getByRole('combobox', { name: 'Limit' }).selectOption('depositDay');
    await limits.getByLabel('New limit').fill('300');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    const daily = page.getByRole('row', { name: /Daily deposit limit/ });
    await expect(daily.getByRole('cell').first()).toHaveText('300.00');
    await limits.getByLabel('New limit').fill('500');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(daily).toContainText('500.00 from');
    await expect(daily.getByRole('cell').first()).toHaveText('300.00');

    // Self-exclusion signs the member out, and the login is refused until it ends.
    const exclusion = page.getByRole('form', { name: 'Self-exclusion' });
    await exclusion.getByRole('combobox', { name: 'Exclude me for' }).selectOption('6');
    await exclusion.getByLabel('Login password').fill(PASSWORD);
    await exclusion
      .getByLabel('I understand that self-exclusion cannot be lifted before it ends.')
      .check();
    await exclusion.getByRole('button', { name: 'Exclude me' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(portalUrl('sunrise', '/'));
    // A fresh visit, as the member would come back another day.
    await page.goto(portalUrl('sunrise'));

    const dialog = await logInThroughHeader(page, username, PASSWORD);
    await expect(dialog.getByRole('alert')).toContainText(
      'This account is self-excluded. Sign-in, deposits and play stay closed until it ends. Your balance stays yours: contact customer service and they will pay it out to your bound bank card.',
    );
  });

  test('the betting record shows a demo-slot spin, the account record the money moved to play it; feedback is sent', async ({
    page,
  }) => {
    // Sunrise's `player`: no other journey plays as it there. Sunrise is a multi-wallet
    // brand: the demo games play from their own wallet, so money moves there first, and the
    // account record (the main wallet's) shows that transfer.
    await page.goto(portalUrl('sunrise'));
    const dialog = await logInThroughHeader(page, 'player', 'Player@2026');
    await expect(dialog).toBeHidden();
    await page.goto(portalUrl('sunrise', '/member/wallet'));
    const transfer = page.getByRole('form', { name: 'Transfer' });
    await transfer.getByLabel('Amount').fill('100');
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    // Total, main wallet, demo games: the third figure holds the 100 once it moved.
    await expect
      .poll(async () =>
        Number(
          ((await page.getByRole('definition').nth(2).textContent()) ?? '').replace(/[^\d.-]/g, ''),
        ),
      )
      .toBeGreaterThanOrEqual(100);
    await page.goto(portalUrl('sunrise', '/rng/demo/rng'));
    await page.getByRole('main').getByRole('button', { name: 'Lucky Fruits', exact: true }).click();
    // The main wallet still holds more than the game's: the transfer is offered, and declined.
    const offer = page.getByRole('dialog', { name: 'Move money to Demo games?' });
    await offer.getByRole('button', { name: 'Play without transferring' }).click();
    const popup = page.getByRole('dialog', { name: 'Lucky Fruits' });
    const game = popup.frameLocator('iframe[title="Lucky Fruits"]');
    await expect(game.locator('#balance')).toHaveText(/\d/);
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#result')).toHaveText(/You win|No win/);
    await popup.getByRole('button', { name: 'Close' }).click();

    await page.goto(portalUrl('sunrise', '/member/bets'));
    const bets = page.getByRole('table');
    await expect(bets.getByRole('cell', { name: 'Lucky Fruits' }).first()).toBeVisible();
    await expect(bets.getByRole('cell', { name: /^(Won|Lost)$/ }).first()).toBeVisible();

    await openFromMenu(page, 'Account record');
    const movements = page.getByRole('table');
    await expect(
      movements.getByRole('cell', { name: 'Transfer', exact: true }).first(),
    ).toBeVisible();

    // A word to customer service from the centre's feedback form.
    await openFromMenu(page, 'Feedback');
    const feedback = page.getByRole('form', { name: 'Feedback' });
    await feedback.getByRole('combobox', { name: 'Question type' }).selectOption('game');
    await feedback.getByRole('textbox', { name: 'Description' }).fill('Lucky Fruits is fun.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByRole('status')).toHaveText(
      'Thank you. Your feedback was sent to customer service.',
    );
    await expect(feedback.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });
});
