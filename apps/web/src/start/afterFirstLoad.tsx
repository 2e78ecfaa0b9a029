import { whenIdle } from '@portal/ui-kit';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Parts of the page below the first screen (the home page's game lanes and download block,
 * the footer) are drawn once the first load has settled, so the first render and its commit
 * carry only what the visitor sees first: the main thread is free sooner (total blocking
 * time), and the rest follows in the next idle moment, without the visitor waiting for it.
 */

/** The waiting parts' setters: shown together, once, in one transition (one commit). */
const waiting = new Set<(shown: boolean) => void>();
let settled = false;
let scheduled = false;

const settle = () => {
  settled = true;
  // One commit for every waiting part: a part shown later never pushes one already shown.
  startTransition(() => {
    for (const show of waiting) show(true);
  });
  waiting.clear();
};

/** Whether the first load has settled: false on the first render, true from the next idle moment. */
export const useAfterFirstLoad = (): boolean => {
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (shown) return;
    if (settled) {
      startTransition(() => setShown(true));
      return;
    }
    waiting.add(setShown);
    if (!scheduled) {
      scheduled = true;
      // The next idle moment (at most 1.5 s away; 300 ms where there is no idle callback).
      whenIdle(settle, 300);
    }
    return () => {
      waiting.delete(setShown);
    };
  }, [shown]);
  return shown;
};

/** Draws its children once the first load has settled (see `useAfterFirstLoad`). */
export const AfterFirstLoad = ({ children }: { children: ReactNode }) =>
  useAfterFirstLoad() ? children : null;
