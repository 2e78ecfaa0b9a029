import { FIRST_PAINT_ID } from '@portal/brand';
import { useLayoutEffect } from 'react';

/**
 * The longest the first paint's shell may stay over the app, in milliseconds, whatever happens:
 * a home screen that never becomes ready must still be seen (its own loading and error states).
 */
export const FIRST_PAINT_LIMIT_MS = 8000;

/**
 * Takes away the home page's first paint (the shell the server sends over the page on a phone,
 * see apps/web/scripts/brandPage.ts), so the app's own screen shows. Later calls do nothing.
 */
export const releaseFirstPaint = (doc: Document = document): void => {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
};

/**
 * Takes the shell away once `ready`, in the same frame as the app's screen is painted (a layout
 * effect runs before the browser paints), so nothing blank shows between the two.
 */
export const useReleaseFirstPaint = (ready = true): void => {
  useLayoutEffect(() => {
    if (ready) releaseFirstPaint();
  }, [ready]);
};
