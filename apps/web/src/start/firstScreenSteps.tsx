import { isHomePath } from '@portal/brand';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/**
 * The home page's first screen is put on the page in steps, one commit each: the shell (header
 * and frame), then the screen, then the tab bar. A commit (with the styles emotion compiles and
 * inserts in it) and the layout after it cannot be cut into slices the way a render is: in one
 * commit the first screen was the longest task of a phone's first load. On the home page the
 * first paint lies over the app until its home screen is ready (firstPaint.ts), so the steps
 * are not seen; each comes in the task after the one before has committed, in the page's order.
 * Anywhere else, and once the first screen is complete, every part is drawn at once.
 */

/** The waiting steps' setters, in the order they asked (effects run in tree order). */
const waiting: Array<(shown: boolean) => void> = [];
/** The step on its way, between its turn and its commit. */
let current: ((shown: boolean) => void) | null = null;
let complete: boolean | null = null;

/**
 * Begins a first screen drawn in steps, as a first load of the home page does, wherever the
 * page is (stories: Storybook's page is not the home page). Steps already waiting are dropped.
 */
export const beginFirstScreen = (): void => {
  complete = false;
  current = null;
  waiting.length = 0;
};

/** Only a first load of the home page is drawn in steps (decided at the first step's render). */
const isComplete = (): boolean => {
  complete ??= typeof window === 'undefined' || !isHomePath(window.location.pathname);
  return complete;
};

/** Callbacks waiting for the first screen to be complete. */
const onComplete: Array<() => void> = [];

/**
 * Calls `callback` once the first screen is complete (at once when it is): what comes after
 * the first screen (afterFirstLoad.tsx) must not come between its steps and be pushed down.
 */
export const whenFirstScreenComplete = (callback: () => void): void => {
  if (isComplete() && current === null) {
    callback();
    return;
  }
  onComplete.push(callback);
  // A first screen with no steps (the start gate's maintenance or failure screens) is complete
  // once the commit that would have brought its steps is over.
  setTimeout(() => {
    if (current === null && waiting.length === 0) finish();
  }, 0);
};

const finish = () => {
  complete = true;
  for (const callback of onComplete.splice(0)) callback();
};

const showNext = () => {
  const show = waiting.shift() ?? null;
  current = show;
  if (!show) {
    finish();
    return;
  }
  setTimeout(() => startTransition(() => show(true)), 0);
};

/** Whether this step's turn has come: false on the first render of a first home screen. */
export const useFirstScreenStep = (): boolean => {
  const [shown, setShown] = useState(isComplete);
  const queued = useRef(false);
  useEffect(() => {
    if (shown) {
      // This step has committed: the next follows, in a task of its own.
      if (queued.current && current === setShown) {
        queued.current = false;
        showNext();
      }
      return;
    }
    if (complete) {
      startTransition(() => setShown(true));
      return;
    }
    queued.current = true;
    waiting.push(setShown);
    if (current === null) showNext();
    return () => {
      const at = waiting.indexOf(setShown);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [shown]);
  // A step taken away before it committed does not hold up the ones after it.
  useEffect(
    () => () => {
      if (current === setShown) showNext();
    },
    [],
  );
  return shown;
};

/** Draws its children as a step of the first screen (see `useFirstScreenStep`). */
export const FirstScreenStep = ({ children }: { children: ReactNode }) =>
  useFirstScreenStep() ? children : null;
