import { reportFailure } from '@portal/session';

/** Where the server serves the built worker (apps/web/sw/serviceWorker.ts). */
const SERVICE_WORKER_URL = '/serviceWorker.js';

/**
 * Registers the installable app's service worker in a built portal, once the page has
 * loaded, so that fetching the shell for later never competes with the first load. A
 * browser without service workers simply has no offline shell.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) => reportFailure('service worker registration', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
