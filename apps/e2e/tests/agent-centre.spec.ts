import { expect as baseExpect, type Page, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { JOURNEY_PIN } from './cashierHelpers.ts';
import { signInToConsole } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { freshUsername, logInThroughHeader } from './signin-helpers.ts';

// Sign-ins solve a proof of work and run scrypt: on a loaded machine a step takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Welcome@2026';

/*
 * Part of issue 24's acceptance journey, on the real server and the built portal: the demo
 * agent (prize group 1950) registers a downline agent with a lower prize group and an
 * affiliate link, then sends it money with the payment password from team management; the
 * downline, in a second browser, finds the money and its upline. Then a contract goes down a
 * fresh tree: the platform's contract reaches a new top-level agent, which offers its downline
 * agent a lower rate; each accepts in the contract popup.
 */

/**
 * A staff call made from the signed-in console page, as its client makes it (the session's
 * cookie and CSRF token). Designed for this journey: the console has no screen yet for the
 * platform's contract offer, nor does it need one for an approval this journey makes by id.
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

  test('a daily wages contract goes from the platform to a new agent and on to its downline', async ({
    page,
    browser,
  }) => {
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
    const approved = await staffCall(staff, 'POST', '/staff/agents/applications/decide', {
      applicationId: application.applicationId,
      decision: 'approve',
      type: 1,
      series: 1950,
    });
    expect(approved.success).toBe(true);
    // The platform offers the new top-level agent its daily wages: 2% from the first bet.
    const offered = await staffCall(staff, 'POST', '/staff/agent-pay/contracts/offer', {
      merchantCode: 'SR77',
      agentId: application.memberId,
      contractType: 'dailySalary',
      tiers: [{ rate: '2', activeMembers: 0, periodValidBet: '0.00' }],
    });
    expect(offered.success).toBe(true);
    await staff.close();

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
      '2% from 0 active members',
    );
    await offer.getByLabel('Downline').selectOption({ label: downline });
    await offer.getByLabel('Rate (%)').fill('1');
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
    await other.close();

    // And the agent sees its downline's contract in force.
    await page.reload();
    await expect(page.getByRole('listitem', { name: downline })).toContainText('In force');
  });
});
