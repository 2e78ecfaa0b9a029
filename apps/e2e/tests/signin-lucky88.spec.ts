import { expect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { latestCode } from './signin-helpers.ts';

// lucky88 speaks Chinese by default and has every sign-in feature on.
test.describe('sign-in on lucky88 in Chinese', () => {
  test('free play opens a trial account that may not enter the member centre', async ({ page }) => {
    await page.goto(portalUrl('lucky88'));
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
    await dialog.getByLabel('国家区号').selectOption('86');
    await dialog.getByLabel('手机号码').fill('13800138000');
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await expect(dialog.getByRole('button', { name: /秒后重新发送/ })).toBeDisabled();
    const code = await latestCode(request, 'LX88', '+8613800138000');
    await dialog.getByLabel('验证码').fill(code);
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByText('secure', { exact: true })).toBeVisible();
  });
});
