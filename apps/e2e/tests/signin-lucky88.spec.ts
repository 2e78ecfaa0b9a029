import { type APIRequestContext, expect as baseExpect, type Locator, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { latestCode } from './signin-helpers.ts';

// Logins hash passwords with scrypt and solve a proof-of-work: on a loaded machine a sign-in
// step can take several seconds, so these journeys wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * The demo number (+86 13800138000) in a dialog's phone tab, its SMS code sent and read
 * from the development outbox, and typed in.
 */
const fillSmsCode = async (dialog: Locator, request: APIRequestContext) => {
  await dialog.getByLabel('国家区号').selectOption('86');
  // The tab panel is named after its tab ('手机号码') too: the field is the textbox.
  await dialog.getByRole('textbox', { name: '手机号码' }).fill('13800138000');
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
  const code = await latestCode(request, 'LX88', '+8613800138000');
  await dialog.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
};

// lucky88 speaks Chinese by default and has every sign-in feature on.
test.describe('sign-in on lucky88 in Chinese', () => {
  test.beforeEach(({ page }) => skipAnnouncements(page));
  // The SMS journeys share the demo number: one at a time, so each reads its own code.
  test.describe.configure({ mode: 'serial' });

  test('free play opens a trial account that may not enter the member centre', async ({ page }) => {
    await page.goto(portalUrl('lucky88'));
    // Content in every language (issue 27): the home's notices and game names are Chinese.
    await expect(page.getByRole('region', { name: '通知' })).toContainText('欢迎来到Lucky 88！');
    await expect(page.getByRole('region', { name: '热门游戏' })).toContainText('幸运水果');
    // The winner board under its Chinese name, its rows' games named in Chinese.
    const board = page.getByRole('list', { name: '中奖榜' });
    await expect(board.getByRole('listitem').first()).toBeVisible();
    await expect(board).not.toContainText('Lucky Fruits');
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('button', { name: '免费试玩' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: '登录', exact: true }),
    ).toBeHidden();

    // The trial session survives the reload (session storage); the guard then says why not.
    await page.goto(portalUrl('lucky88', '/member'));
    await expect(page.getByRole('alertdialog')).toContainText('请先注册账号');
  });

  test('logs in by mobile number and SMS code read from the outbox', async ({ page, request }) => {
    await page.goto(portalUrl('lucky88'));
    await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('tab', { name: '短信登录' }).click();
    await fillSmsCode(dialog, request);
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByText('secure', { exact: true })).toBeVisible();

    // The language switch tells the server for a signed-in member (issue 27): after switching
    // to English the server's member info says EN; switched back, the member's texts are Chinese
    // again for the journeys after this one.
    const memberLanguage = () =>
      page.evaluate(async () => {
        const response = await fetch('/wps/member/info', {
          headers: { Merchant: 'LX88', Authorization: sessionStorage.getItem('token') ?? '' },
        });
        return ((await response.json()) as { value: { language: string | null } }).value.language;
      });
    const switchTo = async (label: string, language: string) => {
      const stored = page.waitForResponse(
        (response) => response.url().endsWith('/wps/member/language') && response.ok(),
      );
      await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption(language);
      await stored;
    };
    await switchTo('语言', 'EN');
    await expect(
      page.getByRole('banner').getByRole('combobox', { name: 'Language' }),
    ).toBeVisible();
    await expect.poll(memberLanguage).toBe('EN');
    await switchTo('Language', 'CN');
    await expect.poll(memberLanguage).toBe('CN');
  });

  test('recovers the password by phone, then logs in with the new one', async ({
    page,
    request,
  }) => {
    await page.goto(portalUrl('lucky88'));
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    await page
      .getByRole('dialog', { name: '登录' })
      .getByRole('button', { name: '忘记密码？' })
      .click();
    const dialog = page.getByRole('dialog', { name: '忘记密码' });
    await expect(dialog.getByRole('tab', { name: '手机号码' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await fillSmsCode(dialog, request);
    await dialog.getByLabel('新密码', { exact: true }).fill('Recovered@2026');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog).toBeHidden();

    // Signed in with the new password, either at once or through the login popup.
    const login = page.getByRole('dialog', { name: '登录' });
    const banner = page.getByRole('banner');
    await expect(banner.getByText('secure', { exact: true }).or(login)).toBeVisible();
    if (await login.isVisible()) {
      await login.getByLabel('用户名').fill('secure');
      await login.getByLabel('密码', { exact: true }).fill('Recovered@2026');
      await login.getByRole('button', { name: '登录', exact: true }).click();
    }
    await expect(banner.getByText('secure', { exact: true })).toBeVisible();
  });

  test('registers by mobile number with the SMS code (the default type there)', async ({
    page,
    request,
  }) => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    await page.goto(portalUrl('lucky88', '/register'));
    const dialog = page.getByRole('dialog', { name: '注册' });
    await expect(dialog.getByRole('tab', { name: '手机号注册' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByLabel('国家区号').selectOption('86');
    await dialog.getByLabel('手机号码').fill(mobile);
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await dialog
      .getByRole('textbox', { name: '验证码', exact: true })
      .fill(await latestCode(request, 'LX88', `+86${mobile}`));
    await dialog.getByLabel('密码', { exact: true }).fill('Welcome@2026');
    await dialog.getByLabel('确认密码', { exact: true }).fill('Welcome@2026');
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    const success = page.getByRole('dialog', { name: '注册成功' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('button', { name: '立即存款' })).toBeVisible();
  });
});
