import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The announcement popup opens once on arrival (executions B for visitors, A for members). */
export const closeAnnouncements = async (page: Page) => {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
};

/**
 * For journeys that are not about announcements: in this browser session the visitor's and
 * the member's popups were already closed, as recorded by the flag the portal keeps.
 */
export const skipAnnouncements = async (target: Page | BrowserContext) => {
  await target.addInitScript(() =>
    window.sessionStorage.setItem('signUpPopupsClosed', 'visitor,member'),
  );
};
