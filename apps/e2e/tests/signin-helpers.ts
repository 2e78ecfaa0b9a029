import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { port } from '../playwright.config.ts';

/**
 * The latest SMS code the development outbox holds (for a recipient, when given). Node cannot resolve
 * *.localhost, so the request goes to 127.0.0.1 with the merchant named in the query.
 */
export const latestCode = async (
  request: APIRequestContext,
  merchant: string,
  recipient: string | null,
): Promise<string> => {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `http://127.0.0.1:${port}/dev/outbox?merchant=${merchant}${recipient ? `&to=${encodeURIComponent(recipient)}` : ''}`,
        );
        const { messages } = (await response.json()) as {
          messages: { channel: string; code: string | null }[];
        };
        code = messages.find((message) => message.channel === 'sms' && message.code)?.code ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
};

/** Logs in through the header's login popup (English names). */
export const logInThroughHeader = async (page: Page, username: string, password: string) => {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
};

/** Logs out through the header (confirmed) and waits for the visitor's header; returns the banner. */
export const logOutThroughHeader = async (page: Page) => {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  // Sign-in journeys run beside scrypt hashing and proofs of work: a loaded machine is slow.
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  return banner;
};

/** Opens the header's login popup (English names) and returns it. */
export const openLogin = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Log in' });
};

/** A username no earlier run used: letter first, then letters and digits, at most 16. */
export const freshUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
