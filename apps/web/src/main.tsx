import { contractValidator, createApiClient } from '@portal/api-client';
import { deriveTheme, isHomePath } from '@portal/brand';
import { announcementsQuery } from '@portal/content';
import { popularLotteriesQuery, vendorLanesQuery } from '@portal/games';
import { loadLanguage, resolveLanguage } from '@portal/i18n';
import {
  createQueryClient,
  createSessionStore,
  readStoredLanguage,
  readToken,
  systemStatusQuery,
  takeTokenFromUrl,
  writeMerchantCode,
  writeToken,
} from '@portal/session';
import { wait } from '@portal/ui-kit';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { checkBrandConfig, readBrandConfig } from './brand/publicBrand.ts';
import { preloadScreens } from './routes.tsx';
import { FIRST_PAINT_LIMIT_MS, releaseFirstPaint } from './start/firstPaint.ts';
import { showStartFailure } from './start/startFailure.ts';

/**
 * The longest the first render waits for the first answers (system status, the home page's
 * lists), in milliseconds; past it the page renders with what it has and fills in the rest.
 */
const FIRST_DATA_WAIT_MS = 3000;

const start = async () => {
  // The modules' evaluation and the start below are two tasks, not one long one.
  await wait(0);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const brand = readBrandConfig(document, import.meta.env.DEV ? checkBrandConfig : undefined);
  writeMerchantCode(brand.merchantCode);

  // A token handed over in the address (from an app or another site) opens the session, and
  // leaves the address bar at once so it is not bookmarked, shared or kept in history.
  const handedOver = takeTokenFromUrl(window.location.href);
  if (handedOver.token) {
    writeToken(handedOver.token);
    window.history.replaceState(window.history.state, '', handedOver.cleaned);
  }

  const language = resolveLanguage(readStoredLanguage(), brand.languages, brand.defaultLanguage);
  const session = createSessionStore({ token: readToken(), language });
  const api = createApiClient({
    baseUrl: '',
    merchant: brand.merchantCode,
    getLanguage: session.language,
    getToken: session.token,
    // The contract's schemas check every call in development; production leaves them out of
    // the first load and relies on the server, which checks its answers outside production.
    ...(import.meta.env.DEV ? { validator: contractValidator } : {}),
  });
  // Nothing before the first paint waits for something else: the system status (and on the
  // home page its banners) are asked for now, while the catalogue loads. A failure stays in
  // the query, where the start gate and the page show it.
  const queryClient = createQueryClient();
  const firstData = [queryClient.prefetchQuery(systemStatusQuery(api))];
  // Start-up is cut into short tasks (each request, matching the address to its screens,
  // loading the app's components): in one task it held the main thread for one of the longest
  // times of the first load (the first request runs the HTTP and query code for the first time).
  if (isHomePath(window.location.pathname)) {
    const scope = { api, language, token: session.token() };
    const homeLists = [
      () => queryClient.prefetchQuery(announcementsQuery(scope)),
      // The home page's other lists are asked for now too: arriving after the first paint, each
      // pushed the sections below it down (a layout shift of about 0.5 on a phone).
      () => queryClient.prefetchQuery(popularLotteriesQuery(scope)),
      () => queryClient.prefetchQuery(vendorLanesQuery(scope, scope.token !== null)),
    ];
    for (const ask of homeLists) {
      await wait(0);
      firstData.push(ask());
    }
  }
  await wait(0);
  preloadScreens(window.location.pathname);
  await wait(0);
  const app = import('./App.tsx');
  // Only the visitor's language is downloaded; the others stay separate chunks. The first
  // render also waits (a bounded time) for the first answers: drawn with them, the page is
  // rendered once, in slices, instead of a second time in one block when they arrive.
  const [{ App }] = await Promise.all([
    app,
    loadLanguage(language),
    Promise.race([
      Promise.all(firstData),
      new Promise((resolve) => window.setTimeout(resolve, FIRST_DATA_WAIT_MS)),
    ]),
  ]);

  // The home page's first paint (on a phone) stays over the app until its home screen is ready
  // (HomePage, StartGate); never longer than this.
  window.setTimeout(() => releaseFirstPaint(), FIRST_PAINT_LIMIT_MS);
  // The first render is a transition, so React renders in slices that leave the main thread
  // free in between (the first paint is already on screen; total blocking time stays low).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App
          brand={brand}
          theme={deriveTheme(brand.theme)}
          api={api}
          session={session}
          queryClient={queryClient}
        />
      </StrictMode>,
    );
  });
};

start().catch(showStartFailure);
