/**
 * The portal's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js and
 * served at /sw.js on every brand's host). It keeps only what any visitor may share:
 *
 * - the application shell, the hashed JavaScript and CSS of the build (Workbox precaching);
 * - the brand's page, which carries the brand's public config and no member data, under one
 *   fixed key, so an address that carried a token (`?token=...`) is never written down.
 *
 * Platform calls (`/wps/`, `/lgw/`, `/lotto/`) and everything else go to the network
 * untouched: no answer and no request carrying a token is ever stored. Without a network a
 * page opens from the kept copy; the shell then finds the platform unreachable and shows its
 * offline screen, translated and in the brand's theme.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Bumped when the page cache's shape changes, so an older worker's copy is dropped. */
const PAGE_CACHE = 'portal-page-v1';
/** The one key the brand's page is kept under, whatever address it was opened at. */
const PAGE_KEY = '/';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Marks the brand's page among the HTML the host serves (the sandbox cashier, demo games). */
const BRAND_PAGE_MARK = '<script id="brand-config"';

const keepPage = async (response: Response) => {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || response.redirected || !type.startsWith('text/html')) return;
  const html = await response.text();
  if (!html.includes(BRAND_PAGE_MARK)) return;
  const cache = await caches.open(PAGE_CACHE);
  await cache.put(
    new URL(PAGE_KEY, self.location.origin).href,
    new Response(html, { headers: { 'content-type': type } }),
  );
};

self.addEventListener('install', (event) => {
  // The page that installed the worker loaded before it, unseen: keep a copy now, so the
  // very next visit already opens without a network.
  event.waitUntil(
    fetch(new URL(PAGE_KEY, self.location.origin).href, { cache: 'no-cache' }).then(keepPage),
  );
  // The new shell takes over at once; its files are hashed, so pages never mix versions.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('portal-page-') && name !== PAGE_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      try {
        const response = await fetch(request);
        event.waitUntil(keepPage(response.clone()));
        return response;
      } catch (offline) {
        const kept = await caches.match(new URL(PAGE_KEY, self.location.origin).href, {
          cacheName: PAGE_CACHE,
        });
        if (kept) return kept;
        throw offline;
      }
    })(),
  );
});
