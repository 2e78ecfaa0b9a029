import { expect, type Page } from '@playwright/test';
import { freshUsername } from './signin-helpers.ts';

/** The payment password the journeys set (six digits, as the cashier asks). */
export const JOURNEY_PIN = '246810';

/**
 * On the withdrawal screen of a member with no payment password and no card yet: sets the
 * password, binds the card (its payee is the member's real name) and asks to withdraw `amount`
 * (typed as a person would, in the brand's currency), which the cashier accepts for review.
 */
export const firstWithdrawal = async (
  page: Page,
  card: { bank: string; account: string; payee: string },
  amount: string,
) => {
  const pin = page.getByRole('form', { name: 'Set a payment password' });
  await pin.getByLabel('Payment password', { exact: true }).fill(JOURNEY_PIN);
  await pin.getByLabel('Confirm payment password').fill(JOURNEY_PIN);
  await pin.getByRole('button', { name: 'Save' }).click();
  const cardForm = page.getByRole('form', { name: 'Add a bank card' });
  await cardForm.getByLabel('Bank').fill(card.bank);
  await cardForm.getByLabel('Account number').fill(card.account);
  await cardForm.getByLabel('Payee (your real name)').fill(card.payee);
  await cardForm.getByRole('button', { name: 'Add card' }).click();
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await expect(withdraw.getByLabel('Bank card')).toContainText(
    `**** **** ${card.account.slice(-4)}`,
  );
  await withdraw.getByLabel('Amount').fill(amount);
  await withdraw.getByLabel('Payment password').fill(JOURNEY_PIN);
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw.getByRole('status')).toHaveText(
    'Your withdrawal was requested and is being reviewed.',
  );
};

/**
 * From a brand's home page: registers a fresh member from the header and takes the success
 * dialog's "Deposit now" to the deposit screen. Returns the username.
 */
export const registerThenDeposit = async (page: Page, prefix: string): Promise<string> => {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  const username = freshUsername(prefix);
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Password', { exact: true }).fill('Welcome@2026');
  await register.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
  await register.getByRole('button', { name: 'Register' }).click();
  await page
    .getByRole('dialog', { name: 'Registration successful' })
    .getByRole('button', { name: 'Deposit now' })
    .click();
  await expect(page).toHaveURL(/\/member\/deposit$/);
  return username;
};
