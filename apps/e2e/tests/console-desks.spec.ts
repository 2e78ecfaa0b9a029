import { expect as baseExpect, test } from '@playwright/test';
import { consoleUrl, portalUrl } from '../playwright.config.ts';
import { signInToConsole } from './console-helpers.ts';
import { closeAnnouncements } from './homeHelpers.ts';

// Sign-ins hash passwords and a loaded machine is slow, not wrong.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('the console desks', () => {
  test('a content editor publishes a notice with a script payload: the portal shows it cleaned', async ({
    page,
    browser,
  }) => {
    const title = `Desk notice ${Date.now()}`;
    await signInToConsole(page, 'content');
    const desks = page.getByRole('navigation', { name: 'Desks' });
    await expect(desks.getByRole('link', { name: 'Members' })).toHaveCount(0);
    await desks.getByRole('link', { name: 'Content' }).click();
    await page.getByRole('button', { name: 'New announcement' }).click();

    const editor = page.getByRole('form', { name: 'Announcement' });
    await editor.getByLabel('Merchant').selectOption('SR77');
    await editor.getByLabel('Language').selectOption('EN');
    await editor.getByLabel('Title').fill(title);
    await editor.getByRole('button', { name: 'HTML source' }).click();
    await editor
      .getByLabel('HTML source of Content')
      .fill(
        '<p>Desk news for every player.</p>' +
          '<script>window.__deskScriptRan = true</script>' +
          '<img src="/nothing.png" alt="" onerror="window.__deskScriptRan = true">',
      );
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Desk news for every player.')).toBeVisible();
    await expect(preview.locator('script, [onerror]')).toHaveCount(0);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();

    await page.getByLabel('Type').selectOption('PL');
    const row = page
      .getByRole('table', { name: 'Announcements' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(row).toContainText('Published');

    // A visitor of the brand, in English, now reads it: the text shows, nothing runs.
    const visitor = await browser.newPage();
    await visitor.goto(portalUrl('sunrise'));
    await closeAnnouncements(visitor);
    await visitor
      .getByRole('region', { name: 'Notices' })
      .getByRole('button', { name: title })
      .press('Enter');
    const notice = visitor.getByRole('dialog', { name: 'Notice' });
    await expect(notice.getByText('Desk news for every player.')).toBeVisible();
    await expect(notice.locator('script')).toHaveCount(0);
    await expect(notice.locator('[onerror]')).toHaveCount(0);
    const ran = await visitor.evaluate(
      () => (window as unknown as Record<string, unknown>).__deskScriptRan,
    );
    expect(ran).toBeUndefined();
    await visitor.close();
  });

  test('a support agent cannot open the finance or brands desks, and the server refuses them', async ({
    page,
  }) => {
    // A support agent of one brand: console.spec signs in `support` at the same time.
    await signInToConsole(page, 'brandsupport');
    const desks = page.getByRole('navigation', { name: 'Desks' });
    await expect(desks.getByRole('link', { name: 'Support' })).toBeVisible();
    await expect(desks.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(desks.getByRole('link', { name: 'Brands' })).toHaveCount(0);

    for (const path of ['/dashboard', '/brands']) {
      await page.goto(consoleUrl(path));
      await expect(page.getByRole('navigation', { name: 'Desks' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^(Dashboard|Brands)$/ })).toHaveCount(0);
    }

    // The console hides them; the server is the guard.
    const answers = await page.evaluate(async () => {
      const session = await (await fetch('/staff/session')).json();
      const read = async (url: string) => {
        const response = await fetch(url);
        return { url, status: response.status, code: (await response.json()).code };
      };
      const flip = await fetch('/staff/brands/SR77/switches', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.value.csrfToken },
        body: JSON.stringify({ switchId: 'ANNC3', enabled: false }),
      });
      return [
        await read('/staff/dashboard'),
        await read('/staff/brands'),
        await read('/staff/adjustments'),
        { url: 'switch', status: flip.status, code: (await flip.json()).code },
      ];
    });
    for (const answer of answers) {
      expect(answer, answer.url).toMatchObject({ status: 403, code: 'staff.permission.denied' });
    }
  });
});
