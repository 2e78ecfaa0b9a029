import { useSyncExternalStore } from 'react';
import { type MediaName, mediaQueries } from './breakpoints.ts';

/** One media query list per width, made on first use; null where there is no `matchMedia`. */
const lists = new Map<MediaName, MediaQueryList>();
const listOf = (name: MediaName): MediaQueryList | null => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let list = lists.get(name);
  if (!list) {
    list = window.matchMedia(mediaQueries[name]);
    lists.set(name, list);
  }
  return list;
};

/** One subscribe function per width, so React keeps its subscription across renders. */
const subscribers = new Map<MediaName, (changed: () => void) => () => void>();
const subscribe = (name: MediaName) => {
  let found = subscribers.get(name);
  if (!found) {
    found = (changed) => {
      const list = listOf(name);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    };
    subscribers.set(name, found);
  }
  return found;
};

/**
 * Whether the window is at one of the layout widths now (it follows the window as it changes).
 * For parts that are not drawn at all at other widths, rather than drawn and hidden by CSS (a
 * phone then neither builds nor lays out the desktop's side menu). Where there is no
 * `matchMedia` (a test's DOM without one), every width matches.
 */
export const useMedia = (name: MediaName): boolean =>
  useSyncExternalStore(
    subscribe(name),
    () => listOf(name)?.matches ?? true,
    () => true,
  );
