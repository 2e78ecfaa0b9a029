import { expect as baseExpect, test } from '@playwright/test';
import { port, portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import {
  freshUsername,
  logInThroughHeader,
  logOutThroughHeader,
  openLogin,
} from './signin-helpers.ts';

// Logins hash passwords with scrypt and solve a proof-of-work: on a loaded machine a sign-in
// step can take several seconds, so these journeys wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('login, logout and the session (sunrise, English)', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));
  test('logs in with the password manager attributes, sees the balance, remembers the username, logs out for good keeping the merchant code', async ({
    page,
  }) => {
    await page.goto(portalUrl('sunrise'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('demo', { exact: true })).toBeVisible();
    // Seeded from the house account: 10,000.00 with two decimals and thousands separators
    // (home-member.spec.ts spins as the agent, so the demo member's balance stays untouched).
    await expect(banner.getByText('10,000.00')).toBeVisible();
    // The username is remembered for a day; the password is left to the browser.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'SR77-login')?.value).toBe('demo');
    expect(cookies.some((cookie) => /demo@2026/i.test(decodeURIComponent(cookie.value)))).toBe(
      false,
    );

    await logOutThroughHeader(page);
    await expect(banner.getByText('10,000.00')).toBeHidden();
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('token'),
      merchantCode: sessionStorage.getItem('merchantCode'),
    }));
    expect(stored).toEqual({ token: null, merchantCode: 'SR77' });
    // Logout revoked the session: a reload stays logged out.
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();

    // The next login popup offers the remembered username.
    await banner.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username')).toHaveValue(
      'demo',
    );
  });

  test('links Google through the sandbox provider in the profile, then signs in with it from the login popup', async ({
    page,
  }) => {
    const email = `${freshUsername('g')}@example.com`;
    await page.goto(portalUrl('sunrise'));
    await expect(await logInThroughHeader(page, 'player', 'Player@2026')).toBeHidden();
    await page.goto(portalUrl('sunrise', '/member/profile'));
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await expect(linked.getByText('Google: not linked')).toBeVisible();
    await linked.getByRole('button', { name: 'Link Google' }).click();

    // The provider's own page (the server's sandbox): who you are, and consent.
    await expect(
      page.getByRole('heading', { name: 'Sign in with Google (sandbox)' }),
    ).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('status')).toContainText('Google is now linked');
    // The code and state left the address bar.
    expect(new URL(page.url()).search).toBe('');
    await page.goto(portalUrl('sunrise', '/member/profile'));
    await expect(linked.getByText(`Google: linked as ${email}`)).toBeVisible();
    // Logged out on a member page, the site would ask to log in again: leave it first.
    await page.goto(portalUrl('sunrise'));

    const banner = await logOutThroughHeader(page);
    await (await openLogin(page)).getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(banner.getByText('player', { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('after repeated wrong passwords the server asks for the image captcha', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    const username = `nobody${Date.now().toString(36)}`;
    const dialog = await logInThroughHeader(page, username, 'wrong-1');
    await expect(dialog.getByRole('alert')).toBeVisible();
    for (const attempt of ['wrong-2', 'wrong-3', 'wrong-4']) {
      if (await dialog.getByRole('textbox', { name: 'Captcha' }).isVisible()) break;
      await dialog.getByLabel('Password', { exact: true }).fill(attempt);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('button', { name: 'Log in' })).toBeEnabled();
    }
    await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
    const image = dialog.getByRole('img', { name: 'Characters to type' });
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
    // Without the captcha the form does not go out.
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please enter the captcha.',
    );
  });

  test('a route that needs login sends a visitor to the login popup', async ({ page }) => {
    await page.goto(portalUrl('sunrise', '/member'));
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(portalUrl('sunrise', '/'));
  });

  test('a token handed over in the address opens the session and leaves the address bar', async ({
    page,
    browser,
  }) => {
    await page.goto(portalUrl('sunrise'));
    await logInThroughHeader(page, 'demo', 'Demo@2026');
    await expect(page.getByRole('banner').getByText('demo', { exact: true })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    const other = await browser.newContext();
    const handedOver = await other.newPage();
    await handedOver.goto(portalUrl('sunrise', `/?token=${token}&x=1`));
    await expect(handedOver.getByRole('banner').getByText('demo', { exact: true })).toBeVisible();
    expect(new URL(handedOver.url()).searchParams.has('token')).toBe(false);
    expect(new URL(handedOver.url()).searchParams.get('x')).toBe('1');
    await other.close();
  });

  test('a weak password must be changed right after login', async ({ page }) => {
    await page.goto(portalUrl('sunrise'));
    await logInThroughHeader(page, 'weak', '123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await expect(change.getByLabel('Username')).toHaveValue('weak');
    await expect(change.getByLabel('Old password', { exact: true })).toHaveCount(0);
    await change.getByLabel('New password', { exact: true }).fill('Stronger@2026');
    await change.getByLabel('Confirm new password', { exact: true }).fill('Stronger@2026');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('forgot password by e-mail: the mailed link sets a new password once, and the member logs in with it', async ({
    page,
    request,
  }) => {
    // A member of this journey's own: the seeded ones keep their passwords for the others.
    const username = freshUsername('rs');
    const email = `${username}@example.com`;
    await page.goto(portalUrl('sunrise', '/register'));
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Password', { exact: true }).fill('Before@2026');
    await register.getByLabel('Confirm password', { exact: true }).fill('Before@2026');
    await register.getByLabel('E-mail').fill(email);
    await register.getByRole('button', { name: 'Register' }).click();
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await success.getByRole('button', { name: 'Close' }).click();
    const banner = await logOutThroughHeader(page);
    await (await openLogin(page)).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    // Phone recovery is off on sunrise: no method tabs, e-mail only.
    await expect(forgot.getByRole('tab')).toHaveCount(0);
    await forgot.getByLabel('Username').fill(username);
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Request sent' })).toBeVisible();
    await expect(forgot).toBeHidden();

    // The development outbox holds the mail; its link points at the brand's own host.
    let link = '';
    await expect
      .poll(async () => {
        const response = await request.get(
          `http://127.0.0.1:${port}/dev/outbox?merchant=SR77&to=${encodeURIComponent(email)}`,
        );
        const { messages } = (await response.json()) as { messages: { code: string | null }[] };
        link = messages[0]?.code ?? '';
        return link;
      })
      .toMatch(/\/reset-password#token=/);
    expect(link.startsWith(portalUrl('sunrise', '/reset-password#token='))).toBe(true);

    await page.goto(link);
    const screen = page.getByRole('region', { name: 'Reset password' });
    await expect(screen.getByLabel('Username')).toHaveValue(username);
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(portalUrl('sunrise', '/reset-password'));
    await screen.getByLabel('New password', { exact: true }).fill('After@2026');
    await screen.getByLabel('Confirm new password', { exact: true }).fill('After@2026');
    await screen.getByRole('button', { name: 'Set new password' }).click();
    await expect(screen.getByRole('status')).toHaveText(
      'Your password has been changed. Log in with your new password.',
    );

    await screen.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(username);
    await login.getByLabel('Password', { exact: true }).fill('Before@2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByRole('alert')).toContainText('Wrong account or password.');
    await login.getByLabel('Password', { exact: true }).fill('After@2026');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await expect(banner.getByText(username, { exact: true })).toBeVisible();

    // The link worked once: opened again (from the mail, in a new tab), it says so and offers
    // to ask for a new one.
    const again = await page.context().newPage();
    await again.goto(link);
    const deadLink = again.getByRole('region', { name: 'Reset password' });
    await expect(deadLink.getByRole('alert')).toHaveText(
      'This password-reset link is not valid or has expired. Please ask for a new one.',
    );
    await deadLink.getByRole('button', { name: 'Ask for a new link' }).click();
    await expect(again.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
  });

  test('the agent centre asks a visitor to log in through the agent path and lands there', async ({
    page,
  }) => {
    await page.goto(portalUrl('sunrise', '/agentHome'));
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    // A member who is no agent is refused on this path.
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Non-agents cannot log in');

    await dialog.getByLabel('Username').fill('agent');
    await dialog.getByLabel('Password', { exact: true }).fill('Agent@2026');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(portalUrl('sunrise', '/agentHome'));
  });
});
