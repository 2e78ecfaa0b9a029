import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { brandsDir, port, portalUrl } from '../playwright.config.ts';
import { closeAnnouncements } from './homeHelpers.ts';
import { logInThroughHeader } from './signin-helpers.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');

/**
 * An operator launches a brand with one command while the server runs: scripts/new-brand
 * writes it, the server picks it up without a restart, and a player signs in on its own host
 * and spins the demo slot there. The time from the command to the branded page is printed.
 */
test('scripts/new-brand: a new brand serves its home page, login and a demo spin at once', async ({
  page,
}) => {
  const code = `star${Date.now().toString(36)}`;
  const name = 'Star Test Casino';
  const began = Date.now();
  const { stdout } = await run(
    join(root, 'scripts', 'new-brand'),
    [
      code,
      '--name',
      name,
      '--brands-dir',
      brandsDir,
      '--server',
      `http://127.0.0.1:${port}`,
      '--yes',
    ],
    { cwd: root, timeout: 90_000 },
  );
  test.info().annotations.push({ type: 'new-brand', description: stdout.trim() });
  expect(stdout).toContain(`served: http://${code}.localhost:${port}/`);
  try {
    await page.goto(portalUrl(code));
    await expect(page).toHaveTitle(new RegExp(name));
    const seconds = (Date.now() - began) / 1000;
    test.info().annotations.push({
      type: 'command to branded page',
      description: `${seconds.toFixed(1)} s`,
    });
    console.log(`new brand ${code}: command to branded page in ${seconds.toFixed(1)} s`);
    await expect(page.getByRole('banner').getByRole('img', { name })).toBeVisible();

    await closeAnnouncements(page);
    const dialog = await logInThroughHeader(page, 'agent', 'Agent@2026');
    await expect(dialog).toBeHidden();
    await closeAnnouncements(page);
    await page.goto(portalUrl(code, '/rng/demo/rng'));
    await page.getByRole('main').getByRole('button', { name: 'Lucky Fruits', exact: true }).click();
    const game = page
      .getByRole('dialog', { name: 'Lucky Fruits' })
      .frameLocator('iframe[title="Lucky Fruits"]');
    await expect(game.locator('#balance')).toHaveText(/\d/);
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#result')).toHaveText(/You win|No win/);
  } finally {
    // The assembled page is the only trace outside the copied brands folder.
    await rm(join(root, 'apps', 'web', 'dist', 'brands', code), { recursive: true, force: true });
  }
});
