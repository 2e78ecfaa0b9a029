import { reportFailure } from '@portal/session';
import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings: it is not a standard). */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const setOffer = (next: InstallPromptEvent | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's offer to install the app, from the portal's start: the browser makes
 * it once per page load, often before the screen that shows the button is open. Returns the
 * clean-up. Browsers without the event (Safari, Firefox) never make an offer.
 */
export const watchInstallPrompt = (): (() => void) => {
  const keep = (event: Event) => {
    // The browser's own mini bar stays away: the download block offers it instead.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  };
  const installed = () => setOffer(null);
  window.addEventListener('beforeinstallprompt', keep);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', keep);
    window.removeEventListener('appinstalled', installed);
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now, and the action that accepts it. */
export const useInstallPrompt = () => {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  return {
    canInstall: current !== null,
    install: () => {
      // An offer can be shown once; the browser makes a new one if the visitor declines.
      setOffer(null);
      current?.prompt().catch((error: unknown) => reportFailure('install prompt', error));
    },
  };
};
