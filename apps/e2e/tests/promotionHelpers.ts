import { type Browser, expect, type Page } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { JOURNEY_PIN, registerThenDeposit } from './cashierHelpers.ts';
import { openDesk } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';

/**
 * What the promotion journeys share: a member of their own (a fresh context, so the console's
 * staff session and the member's never meet), a deposit through the sandbox cashier, the
 * payment password, and a promotion written in the console's editor.
 */

/** Parses a shown amount such as "1,100.00". */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** A deposit on the deposit screen, paid on the sandbox provider's own page. */
export const depositThroughSandbox = async (page: Page, amount: string) => {
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByRole('radio', { name: /E-wallet/ }).check();
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\/sbx_/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('link', { name: 'Return to the merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
};

/**
 * A fresh sunrise member in a context of its own (announcements skipped), registered from the
 * header; with `deposit`, that much paid in through the sandbox cashier first.
 */
export const newMember = async (browser: Browser, prefix: string, deposit?: string) => {
  const context = await browser.newContext();
  await skipAnnouncements(context);
  const page = await context.newPage();
  await page.goto(portalUrl('sunrise'));
  const username = await registerThenDeposit(page, prefix);
  if (deposit) await depositThroughSandbox(page, deposit);
  return { context, page, username };
};

/** Sets the member's payment password where the cashier first asks for it. */
export const setPaymentPassword = async (page: Page) => {
  await page.goto(portalUrl('sunrise', '/member/withdraw'));
  const pin = page.getByRole('form', { name: 'Set a payment password' });
  await pin.getByLabel('Payment password', { exact: true }).fill(JOURNEY_PIN);
  await pin.getByLabel('Confirm payment password').fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Add a bank card' })).toBeVisible();
};

/** The header's balance, once its refresh is idle. */
export const headerBalance = async (page: Page) => {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  return amountOf(await banner.getByText(/^[\d,]+\.\d\d$/).textContent());
};

/**
 * Opens the promotions desk's editor on a new sunrise promotion of `kind` titled `title`;
 * returns the form for the kind's own terms.
 */
export const newPromotionForm = async (page: Page, kind: string, title: string) => {
  await openDesk(page, 'Promotions');
  await page.getByRole('button', { name: 'New promotion' }).click();
  const editor = page.getByRole('form', { name: 'Promotion' });
  await editor.getByLabel('Brand').selectOption('SR77');
  await editor.getByLabel('Kind').selectOption(kind);
  await editor.getByLabel('Title (EN)').fill(title);
  return editor;
};

/** Saves the editor's promotion and finds its row in the desk's list. */
export const savePromotion = async (page: Page, title: string) => {
  const editor = page.getByRole('form', { name: 'Promotion' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const row = page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({
    hasText: title,
  });
  await expect(row).toContainText('Running');
  return row;
};
