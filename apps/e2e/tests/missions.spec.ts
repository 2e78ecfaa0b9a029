import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from '../playwright.config.ts';
import { amountOf, awayFromTheLock, logInOnLucky88 } from './lotteryHelpers.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

// lucky88's agent account: no other journey watches its balance (the lottery journey plays
// lucky88's demo member). lucky88's first mission: one lottery order today, reward 8.00.
test('a member bets on a draw, the mission moves, and the reward reaches the balance', async ({
  page,
}) => {
  const { figure } = await logInOnLucky88(page, 'agent', 'Agent@2026');

  // The lobby shows the missions; the first is not done yet.
  await page.goto(portalUrl('lucky88', '/lottery'));
  const missions = page.getByRole('region', { name: 'Missions' });
  const orders = missions.getByRole('progressbar', { name: 'Place lottery orders today' });
  await expect(orders).toHaveAttribute('aria-valuetext', '0 of 1');
  await expect(missions.getByText('In progress').first()).toBeVisible();

  await page.goto(portalUrl('lucky88', '/lottery?gameCode=K31M'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Fast 3 (1 min)', level: 1 })).toBeVisible();
  const before = amountOf(await figure.textContent());
  // Far enough from the lock that the draw (and a win) cannot come before the claim.
  await awayFromTheLock(main, 40, 60_000);
  await main
    .getByRole('group', { name: 'Your picks' })
    .getByRole('button', { name: '3', exact: true })
    .click();
  await expect(main.getByText('1 stakes, 2.00 in total')).toBeVisible();
  await main.getByRole('button', { name: 'Place bet' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Bet placed on draw' })).toBeVisible();
  await expect.poll(async () => amountOf(await figure.textContent())).toBeCloseTo(before - 2, 2);

  // The missions page: the bet finished the mission; its reward is claimed once.
  await page.goto(portalUrl('lucky88', '/lottery'));
  await missions.getByRole('button', { name: 'See the leaderboards' }).click();
  await expect(page).toHaveURL(portalUrl('lucky88', '/missions'));
  const panel = page.getByRole('region', { name: 'Missions' });
  await expect(
    panel.getByRole('progressbar', { name: 'Place lottery orders today' }),
  ).toHaveAttribute('aria-valuetext', '1 of 1');
  await panel.getByRole('button', { name: 'Claim reward' }).click();
  await expect(panel.getByRole('status')).toHaveText('Reward of 8.00 paid into your wallet.');
  await expect(panel.getByText('Reward claimed')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Claim reward' })).toHaveCount(0);
  await expect.poll(async () => amountOf(await figure.textContent())).toBeCloseTo(before + 6, 2);

  // The leaderboard of that mission marks the member's own row.
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await boards.getByRole('tab', { name: 'Place lottery orders today' }).click();
  const table = boards.getByRole('table', { name: 'Leaderboard: Place lottery orders today' });
  const mine = table.getByRole('row', { name: /ag\*\*\*t\(you\)/ });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  // One order, and the reward just paid. The rank depends on how many orders the other
  // journeys' members (lottery, lottery-groups) placed on lucky88 today, in whatever order the
  // journeys ran: any rank, as long as the row is the member's own.
  await expect(mine.getByRole('cell')).toHaveText([/^[1-9]\d*$/, 'ag***t(you)', '1', '8.00']);
});
