import { expect as baseExpect, type Page, test } from '@playwright/test';
import { consoleUrl, portalUrl } from '../playwright.config.ts';
import { JOURNEY_PIN } from './cashierHelpers.ts';
import { signInToConsole } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { amountOf, awayFromTheLock } from './lotteryHelpers.ts';
import { freshUsername, logInThroughHeader } from './signin-helpers.ts';

// Sign-ins solve a proof of work and run scrypt: on a loaded machine a step takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Welcome@2026';

/*
 * Issue 24's acceptance journey, on the real server and the built portal: the demo agent
 * (prize group 1950) registers a downline agent with a lower prize group and an affiliate
 * link, then sends it money with the payment password from team management; the downline, in
 * a second browser, finds the money and its upline. Then a daily wages contract goes down a
 * fresh tree: staff offer the platform's contract to a new top-level agent in the console's
 * agent desk, the agent offers its downline agent a lower rate, each accepts in the contract
 * popup; a member registered through the downline's link bets on lottery, staff settle the
 * day now, and both agents' income shows the salary split by the cascade, as their account
 * records (the ledger) hold it; the agent then sends the member money, which the member's
 * wagering left shows.
 */

/**
 * A staff call made from the signed-in console page, as its client makes it (the session's
 * cookie and CSRF token). Designed for this journey: it reads the applicant's member id, which
 * the desk's contract form asks for and the applications queue does not show.
 */
const staffCall = async (staff: Page, method: 'GET' | 'POST', path: string, body?: unknown) =>
  staff.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/staff/session')).json()) as {
        value: { csrfToken: string };
      };
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.value.csrfToken },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { success: boolean; value: unknown; code?: string };
    },
    { method, path, body },
  );

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
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(success).toBeHidden();
  return username;
};

/**
 * The rates of the contract journey: the platform gives the top-level agent 10%, which gives
 * its downline agent 4%. On the member's 32.00 of valid bets the agent's own amount is 3.20
 * and the downline's 1.28; the cascade pays the downline 1.28 and the agent the difference, 1.92.
 */
const STAKES = '32.00';

/** A member's wagering left before a withdrawal, as the withdrawal form shows it. */
const wageringLeft = async (page: Page) => {
  const left = page.getByRole('form', { name: 'Withdraw' }).getByText(/^Wagering left/);
  await expect(left).toBeVisible();
  return amountOf(await left.locator('xpath=following-sibling::dd[1]').textContent());
};

/**
 * A development server's clock for "settle now" on sunrise, `aheadMs` ahead of the real one
 * (the server's /dev route), asked from a page on the portal's host.
 */
const settleClockAhead = (page: Page, aheadMs: number) =>
  page.evaluate(async (aheadMs) => {
    const response = await fetch('/dev/agent-pay/settle-clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchantCode: 'SR77', aheadMs }),
    });
    return response.ok;
  }, aheadMs);

/** Sets the payment password where the cashier asks for it (the withdrawal screen). */
const setPaymentPassword = async (page: Page) => {
  await page.goto(portalUrl('sunrise', '/member/withdraw'));
  const pin = page.getByRole('form', { name: 'Set a payment password' });
  await pin.getByLabel('Payment password', { exact: true }).fill(JOURNEY_PIN);
  await pin.getByLabel('Confirm payment password').fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Add a bank card' })).toBeVisible();
};

/** Accepts the contract popup that opens on arrival once an upline's offer waits. */
const acceptOffer = async (page: Page) => {
  const popup = page.getByRole('dialog', { name: 'Contract offer: Daily wages' });
  await popup.getByRole('button', { name: 'Accept' }).click();
  await expect(popup).toBeHidden();
};
test.describe('the agent centre (sunrise, English)', () => {
  test.beforeEach(({ context }) => skipAnnouncements(context));

  test('an agent registers a downline agent, makes a link and sends it money; the downline sees it', async ({
    page,
    browser,
  }) => {
    await page.goto(portalUrl('sunrise', '/'));
    const login = await logInThroughHeader(page, 'agent', 'Agent@2026');
    await expect(login).toBeHidden();

    // The transfer asks for the payment password: the agent sets one where the cashier asks.
    await page.goto(portalUrl('sunrise', '/member/withdraw'));
    const pin = page.getByRole('form', { name: 'Set a payment password' });
    await pin.getByLabel('Payment password', { exact: true }).fill(JOURNEY_PIN);
    await pin.getByLabel('Confirm payment password').fill(JOURNEY_PIN);
    await pin.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('form', { name: 'Add a bank card' })).toBeVisible();

    // Register account: a downline agent one step of 50 below the agent's own prize group.
    await page.goto(portalUrl('sunrise', '/agentHome/register'));
    const downline = freshUsername('dl');
    const account = page.getByRole('form', { name: 'New downline account' });
    await account.getByRole('textbox', { name: 'Username' }).fill(downline);
    await account.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account.getByRole('radio', { name: 'Agent' }).check();
    await account.getByRole('textbox', { name: 'Prize group' }).fill('1900');
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(account.getByRole('status')).toHaveText(`The account ${downline} was created.`);

    // A prize group above the agent's own is refused before anything is sent.
    await account.getByRole('textbox', { name: 'Prize group' }).fill('1960');
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(account.getByText('Enter a prize group from 0 to 1950.')).toBeVisible();

    // An affiliate link, shown as its address and a QR code.
    const links = page.getByRole('form', { name: 'New affiliate link' });
    await links.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByRole('listitem').filter({ hasText: '/register?affiliateCode=' });
    await expect(link.getByRole('img', { name: /^QR code of http/ })).toBeVisible();

    // Team management: the new downline, and a transfer to it with the payment password.
    await page.goto(portalUrl('sunrise', '/agentHome/team'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(downline);
    await page.getByRole('button', { name: `Transfer to ${downline}` }).click();
    const transfer = page.getByRole('dialog', { name: `Transfer to ${downline}` });
    await transfer.getByLabel('Amount').fill('100');
    await transfer.getByLabel('Payment password').fill(JOURNEY_PIN);
    await transfer.getByRole('button', { name: 'Send' }).click();
    await expect(transfer.getByRole('status')).toContainText(`was sent to ${downline}`);

    // The downline, in its own browser: the money arrived and its upline is the agent.
    const other = await browser.newContext();
    await skipAnnouncements(other);
    const second = await other.newPage();
    await second.goto(portalUrl('sunrise', '/'));
    await expect(await logInThroughHeader(second, downline, PASSWORD)).toBeHidden();
    await second.goto(portalUrl('sunrise', '/member/wallet'));
    await expect(second.getByText('Your upline is agent.')).toBeVisible();
    await expect(second.getByRole('banner').getByText(/^100\.00$/)).toBeVisible();
    // The account record shows the movement the ledger holds: 100.00 in, as a transfer.
    await second.goto(portalUrl('sunrise', '/member/transactions'));
    const records = second.getByRole('table', { name: 'Account record' });
    await expect(records.getByRole('row').filter({ hasText: 'Transfer' })).toContainText('100.00');
    // It is an agent itself: its own centre opens on its figures.
    await second.goto(portalUrl('sunrise', '/agentHome/income'));
    await expect(second.getByRole('heading', { name: 'My income' })).toBeVisible();
    await other.close();
  });

  test('a daily wages contract goes from the platform to a new agent and its downline, and pays both once a member of the team bets', async ({
    page,
    browser,
  }) => {
    // A 1-minute draw takes up to a minute and a half from the bet to its settlement.
    test.setTimeout(600_000);
    // A fresh member applies to become an agent; staff approve it (a top-level agent, 1950).
    const agent = await registerFresh(page, 'ag');
    await page.goto(portalUrl('sunrise', '/agentHome'));
    const apply = page.getByRole('form', { name: 'Agent application' });
    await apply.getByLabel('Name').fill('Journey Agent');
    await apply.getByLabel('Phone, e-mail or messenger').fill('journey@example.com');
    await apply.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you, your application was sent.');

    const staff = await browser.newPage();
    await signInToConsole(staff, 'risk');
    const waiting = await staffCall(
      staff,
      'GET',
      '/staff/agents/applications?merchantCode=SR77&status=pending&pageSize=100',
    );
    const application = (
      waiting.value as { content: { applicationId: number; memberId: number; username: string }[] }
    ).content.find((row) => row.username === agent);
    if (!application) throw new Error(`no application of ${agent}`);
    // Staff approve it in the console's agent desk: agent type 1, prize group 1950.
    await staff.goto(consoleUrl('/agents'));
    const queue = staff.getByRole('region', { name: 'Agent applications' });
    const applied = queue.getByRole('row').filter({ hasText: `(${agent})` });
    await applied.getByRole('button', { name: 'Approve Journey Agent' }).click();
    const approve = staff.getByRole('dialog', { name: 'Approve Journey Agent' });
    await approve.getByLabel('Agent type').selectOption('1');
    await approve.getByLabel('Prize group').fill('1950');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(applied).toHaveCount(0);
    // The platform offers the new top-level agent its daily wages in the agent desk: 10% from
    // the first bet. The desk lists it as offered.
    const desk = staff.getByRole('region', { name: 'Platform contracts' });
    await desk.getByLabel('Brand').selectOption('SR77');
    const platformOffer = desk.getByRole('form', { name: 'Offer a contract' });
    await platformOffer
      .getByRole('textbox', { name: 'Agent id' })
      .fill(String(application.memberId));
    await platformOffer.getByLabel('Contract').selectOption('dailySalary');
    await platformOffer.getByLabel('Rate (%)').fill('10');
    await platformOffer.getByLabel('Active members').fill('0');
    await platformOffer.getByLabel('Period valid bet').fill('0');
    await platformOffer.getByRole('button', { name: 'Send the offer' }).click();
    await expect(platformOffer.getByRole('status')).toBeVisible();
    const platformRow = desk.getByRole('row').filter({ hasText: `${agent} (` });
    await expect(platformRow).toContainText('Offered');

    // Loaded again, the member is an agent: the platform's offer opens; it accepts.
    await page.goto(portalUrl('sunrise', '/'));
    await acceptOffer(page);

    // A downline agent with a lower prize group, then an offer of 1% to it.
    await page.goto(portalUrl('sunrise', '/agentHome/register'));
    const downline = freshUsername('dd');
    const account = page.getByRole('form', { name: 'New downline account' });
    await account.getByRole('textbox', { name: 'Username' }).fill(downline);
    await account.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account.getByRole('radio', { name: 'Agent' }).check();
    await account.getByRole('textbox', { name: 'Prize group' }).fill('1900');
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(account.getByRole('status')).toHaveText(`The account ${downline} was created.`);

    await page.goto(portalUrl('sunrise', '/agentHome/contracts'));
    await page.getByRole('button', { name: 'Offer a contract' }).click();
    const offer = page.getByRole('dialog', { name: 'Offer a contract: Daily wages' });
    await expect(offer.getByRole('list', { name: 'Your own rates' })).toHaveText(
      '10% from 0 active members',
    );
    await offer.getByLabel('Downline').selectOption({ label: downline });
    await offer.getByLabel('Rate (%)').fill('4');
    await offer.getByLabel('Active members').fill('0');
    await offer.getByLabel('Period valid bet').fill('0');
    await offer.getByRole('button', { name: 'Send the offer' }).click();
    await expect(offer.getByRole('status')).toBeVisible();

    // The downline, in its own browser, finds the offer waiting and accepts it.
    const other = await browser.newContext();
    await skipAnnouncements(other);
    const second = await other.newPage();
    await second.goto(portalUrl('sunrise', '/'));
    await expect(await logInThroughHeader(second, downline, PASSWORD)).toBeHidden();
    await acceptOffer(second);
    await second.goto(portalUrl('sunrise', '/agentHome/contracts'));
    await expect(second.getByRole('listitem', { name: agent })).toContainText('In force');

    // And the agent sees its downline's contract in force; the console, the platform's.
    await page.reload();
    await expect(page.getByRole('listitem', { name: downline })).toContainText('In force');
    await staff.reload();
    await desk.getByLabel('Brand').selectOption('SR77');
    await expect(platformRow).toContainText('In force');

    // The downline makes an affiliate link (a member at its own prize group).
    await second.goto(portalUrl('sunrise', '/agentHome/register'));
    await second
      .getByRole('form', { name: 'New affiliate link' })
      .getByRole('button', { name: 'Create link' })
      .click();
    // The address as the link shows it (beside its QR code), which the visitor follows.
    const address = second.getByText(/\/register\?affiliateCode=/);
    const linkUrl = (await address.textContent())?.trim();
    if (!linkUrl) throw new Error('no affiliate link shown');

    // A visitor registers through it, deposits through the sandbox cashier and bets on lottery.
    const visitor = await browser.newContext();
    await skipAnnouncements(visitor);
    const third = await visitor.newPage();
    await third.goto(linkUrl);
    const register = third.getByRole('dialog', { name: 'Register' });
    const member = freshUsername('lm');
    await register.getByLabel('Username').fill(member);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await register.getByRole('button', { name: 'Register' }).click();
    await third
      .getByRole('dialog', { name: 'Registration successful' })
      .getByRole('button', { name: 'Close' })
      .click();
    await third.goto(portalUrl('sunrise', '/member/wallet'));
    await expect(third.getByText(`Your upline is ${downline}.`)).toBeVisible();
    await third.goto(portalUrl('sunrise', '/member/deposit'));
    const deposit = third.getByRole('form', { name: 'Deposit' });
    await deposit.getByRole('radio', { name: /E-wallet/ }).check();
    await deposit.getByLabel('Amount').fill('100');
    await deposit.getByRole('button', { name: 'Deposit' }).click();
    await third.getByRole('button', { name: 'Approve payment' }).click();
    await third.getByRole('link', { name: 'Return to the merchant' }).click();
    await expect(third.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();

    await third.goto(portalUrl('sunrise', '/lottery?gameCode=K31M'));
    const main = third.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Fast 3 (1 min)', level: 1 })).toBeVisible();
    await awayFromTheLock(main, 15, 60_000);
    // Every sum of three dice, one draw: the stakes are the valid bet whatever the dice say.
    const picks = main.getByRole('group', { name: 'Your picks' });
    for (let sum = 3; sum <= 18; sum++) {
      await picks.getByRole('button', { name: String(sum), exact: true }).click();
    }
    await expect(main.getByText(`16 stakes, ${STAKES} in total`)).toBeVisible();
    await main.getByRole('button', { name: 'Place bet' }).click();
    const placed = main.getByRole('status').filter({ hasText: 'Bet placed on draw' });
    await expect(placed).toBeVisible();
    const numero = /draw (\d{8}-\d{4})/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
    const orders = main.getByRole('table', { name: 'My orders' });
    await expect(
      orders.getByRole('row').filter({ hasText: numero }).filter({ hasText: 'Won' }),
    ).toHaveCount(1, { timeout: 150_000 });

    // Staff settle the day's daily wages now. A development server's clock for "settle now" is
    // put a day ahead first: the journey cannot wait for the brand day to end.
    expect(await settleClockAhead(third, 27 * 60 * 60_000)).toBe(true);
    const settle = staff.getByRole('form', { name: 'Settle now' });
    await settle.getByRole('textbox', { name: 'Brand code' }).fill('SR77');
    await settle.getByRole('combobox', { name: 'Run' }).selectOption('dailySalary');
    const today = new Date();
    const local = new Date(today.getTime() - today.getTimezoneOffset() * 60_000);
    await settle.getByLabel('Window start').fill(local.toISOString().slice(0, 16));
    await settle.getByRole('button', { name: 'Settle now' }).click();
    await expect(settle.getByRole('status')).toHaveText("The window's run is queued.");
    expect(await settleClockAhead(third, 0)).toBe(true);

    // Each agent's daily wages: the team's valid bet, its own rate and amount, and what it was
    // paid (the agent its amount less its downline's).
    const wagesOf = async (agentPage: Page, cells: string[]) => {
      await agentPage.goto(portalUrl('sunrise', '/agentHome/daily-wages'));
      const table = agentPage.getByRole('table', { name: 'Daily wages' });
      await expect(async () => {
        await agentPage.reload();
        await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 3_000 });
        // The run is a queued job: on a loaded machine (a clean-clone run at load 19) its row
        // came with the right figures just after a 60 s wait; as long as the draw's 150 s.
      }).toPass({ timeout: 150_000 });
      const row = table.getByRole('row').nth(1);
      for (const cell of cells) await expect(row).toContainText(cell);
    };
    await wagesOf(page, [STAKES, '10%', '3.20', '1.92']);
    await wagesOf(second, [STAKES, '4%', '1.28']);

    // My income shows the salary paid; the account details (the ledger's entries) the same.
    const salaryIs = async (agentPage: Page, paid: string) => {
      await agentPage.goto(portalUrl('sunrise', '/agentHome/income'));
      const salaries = agentPage
        .getByRole('term')
        .filter({ hasText: /^Salaries$/ })
        .locator('xpath=following-sibling::dd[1]');
      await expect(salaries).toContainText(paid);
      await agentPage.goto(portalUrl('sunrise', '/agentHome/account-details'));
      await agentPage.getByRole('tab', { name: 'Salaries' }).click();
      const entries = agentPage.getByRole('table', { name: 'Salaries' });
      await expect(entries.getByRole('row')).toHaveCount(2);
      await expect(entries.getByRole('row').nth(1)).toContainText(paid);
    };
    await salaryIs(page, '1.92');
    await salaryIs(second, '1.28');
    await other.close();

    // The member's wagering left before the agent's transfer (its deposit less its bets).
    await setPaymentPassword(third);
    const card = third.getByRole('form', { name: 'Add a bank card' });
    await card.getByLabel('Bank').fill('Sunrise Test Bank');
    await card.getByLabel('Account number').fill('6222000012348888');
    await card.getByLabel('Payee (your real name)').fill('Lottie Member');
    await card.getByRole('button', { name: 'Add card' }).click();
    const before = await wageringLeft(third);

    // The agent sends the member, two levels down its team, 1.00 with its payment password.
    await setPaymentPassword(page);
    await page.goto(portalUrl('sunrise', '/agentHome/team'));
    await page.getByRole('button', { name: `Open the team of ${downline}` }).click();
    await page.getByRole('button', { name: `Transfer to ${member}` }).click();
    const transfer = page.getByRole('dialog', { name: `Transfer to ${member}` });
    await transfer.getByLabel('Amount').fill('1');
    await transfer.getByLabel('Payment password').fill(JOURNEY_PIN);
    await transfer.getByRole('button', { name: 'Send' }).click();
    await expect(transfer.getByRole('status')).toContainText(`was sent to ${member}`);

    // The member's turnover requirement grows by the transfer.
    await third.reload();
    expect(await wageringLeft(third)).toBeCloseTo(before + 1, 2);
    await visitor.close();
    await staff.close();
  });
});
