import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { latestCode, logInThroughHeader } from './signin-helpers.ts';

// Logins hash passwords with scrypt and solve a proof-of-work: on a loaded machine a sign-in
// step can take several seconds, so these journeys wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

test('a login from a new address asks for the SMS code sent to the verified number', async ({
  page,
  browser,
  request,
}) => {
  await skipAnnouncements(page);
  // The first login trusts its address.
  await page.goto(portalUrl('sunrise'));
  await logInThroughHeader(page, 'secure', 'Secure@2026');
  await expect(page.getByRole('banner').getByText('secure', { exact: true })).toBeVisible();

  const elsewhere = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' },
  });
  await skipAnnouncements(elsewhere);
  const travelling = await elsewhere.newPage();
  await travelling.goto(portalUrl('sunrise'));
  await logInThroughHeader(travelling, 'secure', 'Secure@2026');
  const verification = travelling.getByRole('dialog', { name: 'Verification' });
  await expect(verification).toContainText('Please complete verification first');
  await verification.getByRole('button', { name: 'Send code' }).click();
  await expect(verification.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await latestCode(request, 'SR77', null);
  await verification.getByLabel('Verification code').fill(code);
  await verification.getByRole('button', { name: 'Verify' }).click();
  await expect(verification).toBeHidden();
  await expect(travelling.getByRole('banner').getByText('secure', { exact: true })).toBeVisible();
  await elsewhere.close();
});
