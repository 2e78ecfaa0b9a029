import { expect, type Page, test } from '@playwright/test';
import { port, portalUrl } from '../playwright.config.ts';

// The demo member's login, balance and logout are signin-login.spec.ts's first journey; a wrong
// password's catalogue message is checked there too (the forgot-password journey).
test.describe('brands from one build', () => {
  // Served pages are read through Chromium: it resolves *.localhost to this machine, Node does not.
  const served = async (page: Page, brand: string) => {
    const response = await page.goto(portalUrl(brand));
    expect(response?.status()).toBe(200);
    return (await response?.text()) ?? '';
  };

  test('each brand is served by its host with its own title, theme and language', async ({
    page,
  }) => {
    const lucky = await served(page, 'lucky88');
    const sunrise = await served(page, 'sunrise');
    expect(lucky).toContain('<title>Lucky 88</title>');
    expect(sunrise).toContain('<title>Sunrise Play</title>');
    expect(lucky).toMatch(/<html[^>]*lang="zh-CN"/);
    expect(sunrise).toMatch(/<html[^>]*lang="en"/);
    // Theme variables are inlined so the first paint is already branded.
    const primary = (html: string) => html.match(/--color-primary:\s*(#[0-9a-fA-F]{6})/)?.[1];
    expect(primary(lucky)).toBeTruthy();
    expect(primary(lucky)).not.toBe(primary(sunrise));
    // Same JavaScript for every brand: built once, assembled per brand.
    const script = (html: string) => html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(script(lucky)).toBeTruthy();
    expect(script(lucky)).toBe(script(sunrise));
  });

  test('the server answers an unknown merchant with a catalogue error, not a 5xx', async ({
    request,
  }) => {
    const response = await request.get(`http://127.0.0.1:${port}/wps/system/status`, {
      headers: { Merchant: 'NOPE' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'merchant.unknown' });
  });
});
