import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { signInToConsole } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';

// Sign-ins hash passwords and a loaded machine is slow, not wrong.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a content editor creates a promotion in the console: the portal hall shows it, until it is paused', async ({
  page,
  browser,
}) => {
  const title = `Desk bonus ${Date.now()}`;
  await signInToConsole(page, 'content');
  await page
    .getByRole('navigation', { name: 'Desks' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await page.getByRole('button', { name: 'New promotion' }).click();

  const editor = page.getByRole('form', { name: 'Promotion' });
  await editor.getByLabel('Brand').selectOption('SR77');
  await editor.getByLabel('Kind').selectOption('depositBonus');
  await editor.getByLabel('Title (EN)').fill(title);
  await editor.getByLabel('Bonus (% of the deposit)').fill('50');
  await editor.getByLabel('Maximum bonus').fill('500');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  const row = page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({
    hasText: title,
  });
  await expect(row).toContainText('Running');

  // A visitor of the brand finds it in the promotion hall, open to join.
  const visitorContext = await browser.newContext();
  await skipAnnouncements(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(portalUrl('sunrise', '/promotions'));
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Open to join');

  // Paused in the console, it leaves the hall.
  await row.getByRole('button', { name: `Pause ${title}` }).click();
  await expect(row).toContainText('Paused');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);
  await visitorContext.close();
});
