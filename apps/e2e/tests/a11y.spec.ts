import { expect as baseExpect, type Page, test } from '@playwright/test';
import axeCore from 'axe-core';
import { PHONE, portalUrl } from '../playwright.config.ts';
import { skipAnnouncements } from './homeHelpers.ts';
import { goWithinPortal } from './phoneHelpers.ts';
import { freshUsername, logInThroughHeader } from './signin-helpers.ts';

// A sign-in solves a proof of work and runs scrypt: on a loaded machine a step takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 300_000 });
// The announcement popups are journeys of their own (home-visitor, home-member).
test.beforeEach(({ context }) => skipAnnouncements(context));

/** Every route a visitor can open (portal-spec section 2), popups included. */
const VISITOR_ROUTES = [
  '/',
  '/live',
  '/sports',
  '/esports',
  '/rng',
  '/fish',
  '/pvp',
  '/cockfight',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/sponsor',
  '/description',
  '/down',
  // The download page's install guides (content pages staff write, issue 27).
  '/guide/ios',
  '/guide/lite',
  '/help',
  '/login',
  '/register',
  // Without a token: the dead-link state and its way to ask again.
  '/reset-password',
];

/** Every route behind the log-in. */
const MEMBER_ROUTES = [
  '/lottery',
  '/lottery?gameCode=K31M',
  '/lottery?gameCode=SSC1M',
  '/lottery?gameCode=PK101M',
  '/lottery?gameCode=LHC5M',
  '/seaLottery',
  '/seaLottery?gameCode=THGL',
  '/vnLottery',
  '/missions',
  '/vnLottery?gameCode=VNFAST1M',
  '/member/wallet',
  '/member/deposit',
  '/member/withdraw',
  '/member/bets',
  '/member/transactions',
  '/member/profit-loss',
  '/member/bonus',
  '/member/messages',
  '/member/profile',
  '/member/responsible-gaming',
  '/member/feedback',
];

/** Every screen of the agent centre's menu (portal-spec section 2), for the demo agent. */
const AGENT_ROUTES = [
  '/agentHome/announcement',
  '/agentHome/team-overview',
  '/agentHome/register',
  '/agentHome/team',
  '/agentHome/team-bets',
  '/agentHome/user-loss',
  '/agentHome/income',
  '/agentHome/account-details',
  '/agentHome/dividends',
  '/agentHome/daily-wages',
  '/agentHome/hourly-salary',
  '/agentHome/real-time-salary',
  '/agentHome/contracts',
];

/**
 * How long the last axe run took in this worker. One run over a whole portal page takes about
 * a second here, and over ten on a loaded two-core machine (seen: the visitor routes timing out
 * inside axe's run), so the retry window and the test's time scale with it rather than with a
 * fixed guess; what axe checks is the same either way.
 */
let lastAxeRunMs = 0;
const RETRY_WINDOW_MS = 15_000;

/**
 * axe-core's violations on the page (every rule, every node; passes and inapplicable rules are
 * not collected: `resultTypes`). axe is put into each frame once per document and run there:
 * the portal moves between routes without a reload, so one walk injects it once.
 * (@axe-core/playwright's AxeBuilder sent axe's 0.5 MB source into every frame again on every
 * run and finished each run in a new blank page: measured on one quiet route, 2.4-4.2 s a run
 * against 0.14-0.26 s for the same axe run here; its legacy mode, without the blank page, 1.0 s.)
 */
const axeViolations = async (page: Page) => {
  for (const frame of page.frames()) {
    // A frame that went away between the list and the question is no longer on the page.
    if (frame.isDetached()) continue;
    const present = await frame.evaluate(() => 'axe' in window);
    if (!present) await frame.evaluate(axeCore.source);
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map((node) => ({ target: node.target.map(String) })),
    }));
  });
};

/** The serious and critical findings of axe on the page as it stands, named by rule and element. */
const seriousViolations = async (page: Page) => {
  await expect(page.locator('#root')).not.toBeEmpty();
  // The route's screen is lazy: it is on the page once the spinner is gone.
  await expect(
    page.locator('main [aria-busy="true"], main [role="progressbar"]:not([aria-valuenow])'),
  ).toHaveCount(0);
  // Colours are judged on the settled page: a popup fading in (or a backdrop fading over
  // another) has a text contrast of no state the member ever reads. Endless animations (the
  // notice marquee, spinners) never settle and are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const started = Date.now();
  const violations = await axeViolations(page);
  lastAxeRunMs = Date.now() - started;
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

/**
 * The route's page once it has settled has no serious finding. A route may open a popup a
 * moment after it shows (cockfight opens the login for a visitor), and a page judged while a
 * backdrop fades in has contrasts no one reads: the check is repeated for a few seconds, and a
 * finding that stays fails with its list.
 */
const settledWithoutViolations = async (page: Page, route: string) => {
  // A worker's first run has no speed to go by (on a loaded machine one axe run took longer than
  // the whole fixed window, and the first route failed inside it): it runs once outside the
  // retries, which measures the machine, and a clean page needs no more.
  const cleanAtOnce = lastAxeRunMs === 0 && (await seriousViolations(page)).length === 0;
  if (!cleanAtOnce) {
    // A window of at least four axe runs at the speed just measured: on a slow machine a retry
    // still gets its turn, and the test is given the time beyond the fixed window it budgets for.
    // An axe run under way when the window closes is let finish and its findings are the verdict
    // (a loaded machine once spent the whole window inside one run, and a timeout said nothing
    // of the page): only a finding that stays past the window fails, with its list.
    const window = Math.max(RETRY_WINDOW_MS, 4 * lastAxeRunMs);
    const info = test.info();
    info.setTimeout(info.timeout + (window - RETRY_WINDOW_MS) + 2 * lastAxeRunMs);
    const deadline = Date.now() + window;
    const pauses = [500, 1_000, 2_000];
    let findings = await seriousViolations(page);
    for (let retry = 0; findings.length > 0 && Date.now() < deadline; retry++) {
      await page.waitForTimeout(pauses[Math.min(retry, pauses.length - 1)] ?? 2_000);
      findings = await seriousViolations(page);
    }
    expect(findings, route).toEqual([]);
  }
  // Issue 27: no route renders "coming soon" any more. The promotion hall is the exception:
  // there it is a real promotion's status (not started yet), not a missing page.
  if (!route.startsWith('/promotions')) {
    await expect(page.getByText(/coming soon/i), route).toHaveCount(0);
  }
};

/** A fresh member signs up through the register popup (no other journey shares them). */
const signUp = async (page: Page) => {
  await page.goto(portalUrl('sunrise', '/register'));
  const form = page.getByRole('dialog', { name: 'Register' });
  await form.getByLabel('Username').fill(freshUsername('ax'));
  await form.getByLabel('Password', { exact: true }).fill('Welcome@2026');
  await form.getByLabel('Confirm password', { exact: true }).fill('Welcome@2026');
  await form.getByRole('button', { name: 'Register' }).click();
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(success).toBeHidden();
};

// The walk's own control: a finding planted in a real page is found, named by its rule and element.
test('axe, run this way, finds a serious violation planted in the page', async ({ page }) => {
  await page.goto(portalUrl('sunrise', '/help'));
  await expect(page.getByRole('main')).toBeVisible();
  await page.evaluate(() => {
    const nameless = document.createElement('button');
    nameless.id = 'planted';
    document.querySelector('main')?.append(nameless);
  });
  expect(await seriousViolations(page)).toContainEqual(
    expect.stringMatching(/^button-name \(critical\): .*#planted/),
  );
});

for (const [width, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`axe at ${width} width`, () => {
    test.use({ viewport });

    test('no serious or critical violation on any visitor route', async ({ page }) => {
      await page.goto(portalUrl('sunrise', '/'));
      for (const route of VISITOR_ROUTES) {
        // One load, then the portal's own way between routes: a reload per route would
        // measure the machine, not the page.
        // (The popup routes open their popup over the home page and leave the address.)
        await goWithinPortal(page, route);
        await settledWithoutViolations(page, route);
      }
    });

    test('no serious or critical violation on any member route', async ({ page }) => {
      await signUp(page);
      for (const route of MEMBER_ROUTES) {
        // A reload would ask for the session again; the portal's own links move without one.
        await goWithinPortal(page, route);
        await expect(page).toHaveURL(portalUrl('sunrise', route));
        await settledWithoutViolations(page, route);
      }
    });

    test('no serious or critical violation on any agent centre route', async ({ page }) => {
      await page.goto(portalUrl('sunrise', '/'));
      await expect(await logInThroughHeader(page, 'agent', 'Agent@2026')).toBeHidden();
      for (const route of AGENT_ROUTES) {
        await goWithinPortal(page, route);
        await expect(page).toHaveURL(portalUrl('sunrise', route));
        await settledWithoutViolations(page, route);
      }
    });
  });
}
