import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { JOURNEY_PIN } from './cashierHelpers.ts';
import { openDesk, signInToConsole } from './console-helpers.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import {
  amountOf,
  headerBalance,
  newMember,
  newPromotionForm,
  savePromotion,
  setPaymentPassword,
} from './promotionHelpers.ts';

// Sign-ins hash passwords and a loaded machine is slow, not wrong; deposits and points arrive
// through the real server's jobs.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A 1x1 png: the server types an application's image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** An hour's `datetime-local` value `hours` from now, as the editor's input takes it. */
const localInput = (hours: number) => {
  const at = new Date(Date.now() + hours * 3_600_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('a content editor creates a promotion in the console: the portal hall shows it, until it is paused', async ({
  page,
  browser,
}) => {
  const title = `Desk bonus ${Date.now()}`;
  await signInToConsole(page, 'content');
  const editor = await newPromotionForm(page, 'depositBonus', title);
  await editor.getByLabel('Bonus (% of the deposit)').fill('50');
  await editor.getByLabel('Maximum bonus').fill('500');
  const row = await savePromotion(page, title);

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

test('a member applies with an image; staff approve it in the console; the money arrives with an inbox message', async ({
  page,
  browser,
}) => {
  const title = `Big win ${Date.now()}`;
  await signInToConsole(page, 'content');
  const editor = await newPromotionForm(page, 'application', title);
  await editor.getByLabel('Fixed reward (empty: none)').fill('88');
  await editor.getByLabel('The bonus must be wagered').uncheck();
  await savePromotion(page, title);

  // The member applies on the promotion's page with a remark and a screenshot.
  const member = await newMember(browser, 'apply');
  await member.page.goto(portalUrl('sunrise', '/promotions'));
  await member.page.getByRole('link', { name: title }).click();
  const form = member.page.getByRole('form', { name: `Apply for ${title}` });
  await form.getByLabel('Remark').fill('My 1000x win on Lucky Koi');
  await form
    .getByLabel('Images (up to 3, png or jpg, under 5 MB each)')
    .setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(member.page.getByRole('article', { name: title })).toContainText(
    'Application under review',
  );
  expect(await headerBalance(member.page)).toBe(0);

  // Finance reviews it in the promotions desk: the remark, the image, the promotion's reward.
  const staff = await browser.newPage();
  await signInToConsole(staff, 'finance');
  await openDesk(staff, 'Promotions');
  // Exact: the queue's table scrolls in a region of its own, "Promotion applications".
  const queue = staff.getByRole('region', { name: 'Applications', exact: true });
  const row = queue.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('My 1000x win on Lucky Koi');
  await expect(row.getByRole('img', { name: /^Image 1 of application \d+$/ })).toBeVisible();
  await row.getByRole('button', { name: /^Approve application \d+ of / }).click();
  const dialog = staff.getByRole('dialog', { name: /^Approve application \d+$/ });
  // The promotion's reward is offered as its terms write it.
  await expect(dialog.getByLabel(/^Amount/)).toHaveValue('88');
  await dialog.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(dialog).toBeHidden();
  // Decided, it leaves the waiting queue.
  await expect(row).toHaveCount(0);
  await staff.close();

  // The money is in the member's wallet, with a message saying so.
  await member.page.goto(portalUrl('sunrise', '/member/messages'));
  await member.page.getByRole('button', { name: `Unread Application approved: ${title}` }).click();
  await expect(member.page.getByText(/has been credited to your wallet/)).toBeVisible();
  await member.page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  expect(await headerBalance(member.page)).toBe(88);
  await member.context.close();
});

test('a member redeems a mall item with the payment password; staff reject it in the points desk; the points return', async ({
  page,
  browser,
}) => {
  const item = `Journey chips ${Date.now()}`;
  await signInToConsole(page, 'owner');
  await openDesk(page, 'Points');
  await page.getByText('New mall item').click();
  const itemForm = page.getByRole('form', { name: 'New mall item' });
  await itemForm.getByLabel('Brand').selectOption('SR77');
  await itemForm.getByLabel('Item').fill(item);
  await itemForm.getByLabel('Points').fill('5');
  await itemForm.getByLabel('Chips amount').fill('1.00');
  await itemForm.getByRole('button', { name: 'Add the item' }).click();
  await expect(page.getByRole('table', { name: 'Mall items' })).toContainText(item);

  // A deposit earns points (one per 100 on sunrise); redeeming asks for the payment password.
  const member = await newMember(browser, 'mall', '1000');
  await setPaymentPassword(member.page);
  await member.page.goto(portalUrl('sunrise', '/pointMall'));
  const mine = member.page.getByRole('region', { name: 'My points' });
  const points = async () => amountOf(await mine.getByText(/^[\d,]+ points$/).textContent());
  await expect(async () => {
    await member.page.reload();
    expect(await points()).toBeGreaterThanOrEqual(5);
  }).toPass({ timeout: 60_000 });
  const earned = await points();
  await member.page.getByRole('button', { name: `Redeem ${item}` }).click();
  const redeem = member.page.getByRole('dialog', { name: `Redeem ${item}` });
  await redeem.getByLabel('Payment password').fill(JOURNEY_PIN);
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem.getByRole('status')).toHaveText('Redeemed. Staff will review it shortly.');
  await member.page.keyboard.press('Escape');
  await expect.poll(points).toBe(earned - 5);

  // Staff reject it from the redemption queue: the points come back.
  await page.reload();
  const queue = page.getByRole('table', { name: 'Redemptions' });
  const row = queue.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText(item);
  await row.getByRole('button', { name: /^Reject / }).click();
  await expect(row).toHaveCount(0);
  await member.page.reload();
  await expect.poll(points).toBe(earned);
  await member.context.close();
});

test('a raffle written in the console draws in the portal, and once staff end it the draw verifies in the browser', async ({
  page,
  browser,
}) => {
  const title = `Lucky draw ${Date.now()}`;
  await signInToConsole(page, 'content');
  const editor = await newPromotionForm(page, 'raffle', title);
  await editor.getByLabel('Ends').fill(localInput(24));
  await editor.getByLabel('A ticket for').selectOption('deposit');
  await editor.getByLabel('Amount per ticket').fill('100');
  await editor.getByLabel('Prize 1 name').fill('Gold');
  await editor.getByLabel('Prize 1 amount').fill('1');
  await editor.getByLabel('Prize 1 stock').fill('100');
  await editor.getByLabel('The bonus must be wagered').uncheck();
  const row = await savePromotion(page, title);

  // A deposit of 100 earns one ticket; the member draws it on the raffle's page.
  const member = await newMember(browser, 'raffle', '100');
  await member.page.goto(portalUrl('sunrise', '/promotions'));
  await member.page.getByRole('link', { name: title }).click();
  const offer = member.page.getByRole('article', { name: title });
  // The deposit's ticket counts once its figures are in: the page then says a reward is ready.
  await expect(async () => {
    await member.page.reload();
    await expect(offer).toContainText('Reward ready', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await offer.getByRole('button', { name: 'Draw' }).click();
  await expect(offer.getByText('You won Gold')).toBeVisible();
  const verify = member.page.getByRole('region', { name: 'Verify your draws' });
  await expect(verify).toContainText('Revealed when the raffle ends');

  // Staff end it; the console now shows the seed beside its commitment.
  await row.getByRole('button', { name: `End ${title}` }).click();
  await page
    .getByRole('dialog', { name: `End ${title}` })
    .getByRole('button', { name: 'End the promotion' })
    .click();
  await expect(row).toContainText('Ended');
  await row.getByRole('button', { name: `Seed of ${title}` }).click();
  const seed = page.getByRole('region', { name: `Seed of ${title}` });
  await expect(seed.locator('code')).toHaveCount(2);

  // The member's browser recomputes the draw from the revealed seed.
  await member.page.reload();
  await expect(verify.getByRole('status')).toHaveText(
    'Verified: all 1 draws match the revealed seed.',
  );
  await member.context.close();
});
