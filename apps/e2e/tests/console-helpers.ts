import { type Browser, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { consoleUrl } from '../playwright.config.ts';

/**
 * The demo staff of the README's console section: passwords and their FIXED TOTP secrets
 * (seeded outside production only), so a journey computes the code an authenticator would show.
 */
export const DEMO_STAFF = {
  owner: { password: 'Owner@2026', secret: 'MRSW23ZNN53W4ZLSFV2G65DQFUZDAMRW' },
  finance: { password: 'Finance@2026', secret: 'MRSW23ZNMZUW4YLOMNSS25DPORYC2MRQ' },
  risk: { password: 'Risk@2026', secret: 'MRSW23ZNOJUXG2ZNORXXI4BNGIYDENRN' },
  support: { password: 'Support@2026', secret: 'MRSW23ZNON2XA4DPOJ2C25DPORYC2MRQ' },
  content: { password: 'Content@2026', secret: 'MRSW23ZNMNXW45DFNZ2C25DPORYC2MRQ' },
  brandsupport: { password: 'Brand@2026', secret: 'MRSW23ZNMJZGC3TEON2XA4DPOJ2C25DP' },
} as const;

/**
 * Signs a demo staff member in: password, then the current TOTP code. A code is good once, so
 * journeys that run in parallel sign in as different staff where they can (the same one twice
 * within a 30-second step is refused as a replay, rightly); where two need the same role, the
 * second waits for the next code, as a person would.
 */
export const signInToConsole = async (page: Page, username: keyof typeof DEMO_STAFF) => {
  const { password, secret } = DEMO_STAFF[username];
  await page.goto(consoleUrl());
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Continue' }).click();
  const codeStep = page.getByRole('form', { name: 'Authenticator code' });
  const desks = page.getByRole('navigation', { name: 'Desks' });
  const refused = codeStep.getByRole('alert');
  const first = await generate({ secret });
  await codeStep.getByLabel('Code').fill(first);
  await codeStep.getByRole('button', { name: 'Sign in' }).click();
  await expect(desks.or(refused)).toBeVisible();
  if (await desks.isVisible()) return;
  // Refused as a replay: another journey running at the same time signed the same staff member
  // in with this 30-second step's code. A person waits for the next code; so does the journey.
  await expect.poll(() => generate({ secret }), { timeout: 35_000 }).not.toBe(first);
  await codeStep.getByLabel('Code').fill(await generate({ secret }));
  await codeStep.getByRole('button', { name: 'Sign in' }).click();
  await expect(desks).toBeVisible();
};

/** Opens a desk from the console's menu. */
export const openDesk = async (page: Page, name: string) => {
  await page.getByRole('navigation', { name: 'Desks' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
};

/**
 * Signs `staff` in to the console in a browser context of its own and opens the finance desk;
 * returns the desk and the row of `username`'s withdrawal in its withdrawals table.
 */
export const withdrawalOnFinanceDesk = async (
  browser: Browser,
  staff: keyof typeof DEMO_STAFF,
  username: string,
) => {
  const desk = await (await browser.newContext()).newPage();
  await signInToConsole(desk, staff);
  await openDesk(desk, 'Finance');
  const row = desk
    .getByRole('table', { name: 'Withdrawals' })
    .getByRole('row')
    .filter({ hasText: username });
  return { desk, row };
};
