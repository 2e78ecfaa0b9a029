import { expect, type Page } from '@playwright/test';

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
