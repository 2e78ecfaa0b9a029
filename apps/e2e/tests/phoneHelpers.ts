import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing on the page reaches past the screen's right edge: the page never scrolls sideways. */
export const expectNoSidewaysScroll = async (page: Page) => {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
};

/** The element's box fills the whole viewport (a popup as a full-height sheet). */
export const expectFillsTheScreen = async (page: Page, element: Locator) => {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box && [box.x, box.y, Math.round(box.width), Math.round(box.height)];
    })
    .toEqual([0, 0, viewport.width, viewport.height]);
};

/**
 * Moves to another route of the portal as its own links do (the router follows the history),
 * without reloading the page: for routes a journey reaches by several taps.
 */
export const goWithinPortal = async (page: Page, path: string) => {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};
