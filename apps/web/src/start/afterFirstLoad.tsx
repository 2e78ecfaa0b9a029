import { whenIdle } from '@portal/ui-kit';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { beginFirstScreen, whenFirstScreenComplete } from './firstScreenSteps.tsx';

/**
 * Parts of the page below the first screen (the home page's game lanes, download block and
 * service description, the footer) are drawn once the first load has settled, so the first
 * render and its commit carry only what the visitor sees first: the main thread is free sooner
 * (total blocking time), and the rest follows in idle moments, without the visitor waiting.
 *
 * They follow one by one, each in an idle moment of its own and a commit of its own (a commit
 * and the layout after it cannot be cut into slices the way a render is: one commit for every
 * part held the main thread for one long task). They come in the order they asked, which is
 * the page's order (effects run in tree order), so a part shown later never pushes one already
 * shown. A part that opens over the page (the home page's announcements: on a phone a sheet
 * that covers it) comes before those under it, since it is what the visitor sees; the parts
 * under it are drawn while the visitor reads it.
 */

/** The waiting parts' setters, in the order they asked; those over the page first. */
const waiting: Array<(shown: boolean) => void> = [];
/** How many of `waiting`, at its start, open over the page. */
let overPageWaiting = 0;
let settled = false;
let scheduled = false;

/**
 * Each part's wait for an idle moment: at most 500 ms on a busy main thread (whenIdle's
 * deadline is five times this), 100 ms where there is no idle callback. Six parts on a phone
 * that is never idle are all in within 3 s.
 */
const IDLE_FALLBACK_MS = 100;

const showNext = () => {
  const show = waiting.shift();
  if (overPageWaiting > 0) overPageWaiting -= 1;
  if (show) startTransition(() => show(true));
  if (waiting.length > 0) {
    whenIdle(showNext, IDLE_FALLBACK_MS);
    return;
  }
  scheduled = false;
  settled = true;
};

/**
 * Begins a first load (stories): the parts mounted from now on wait again, for a first screen
 * drawn in steps (firstScreenSteps.tsx) and then each for its idle moment.
 */
export const beginFirstLoad = (): void => {
  waiting.length = 0;
  overPageWaiting = 0;
  settled = false;
  scheduled = false;
  beginFirstScreen();
};

/**
 * Whether this part's turn has come: false on the first render, true from its idle moment.
 * `overPage`: the part opens over the page, and its turn comes before those under it.
 */
export const useAfterFirstLoad = (overPage = false): boolean => {
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (shown) return;
    if (settled) {
      startTransition(() => setShown(true));
      return;
    }
    if (overPage) {
      waiting.splice(overPageWaiting, 0, setShown);
      overPageWaiting += 1;
    } else {
      waiting.push(setShown);
    }
    if (!scheduled) {
      scheduled = true;
      whenFirstScreenComplete(() => whenIdle(showNext, IDLE_FALLBACK_MS));
    }
    return () => {
      const at = waiting.indexOf(setShown);
      if (at < 0) return;
      waiting.splice(at, 1);
      if (at < overPageWaiting) overPageWaiting -= 1;
    };
  }, [shown, overPage]);
  return shown;
};

/** Draws its children once the first load has settled (see `useAfterFirstLoad`). */
export const AfterFirstLoad = ({
  children,
  overPage = false,
}: {
  children: ReactNode;
  /** The children open over the page (a popup): their turn comes before the parts under it. */
  overPage?: boolean;
}) => (useAfterFirstLoad(overPage) ? children : null);
