import { expect, type Page } from '@playwright/test';

/** The announcement popup opens once on arrival (executions B for visitors, A for members). */
export const closeAnnouncements = async (page: Page) => {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
};

/**
 * For journeys that are not about announcements: this visitor already closed the popups
 * in this browser session, through the same stored flag the portal keeps.
 */
export const skipAnnouncements = async (page: Page) => {
  await page.addInitScript(() => window.sessionStorage.setItem('signUpPopupsClosed', '1'));
};
