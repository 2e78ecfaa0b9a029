import { contractValidator, createApiClient } from '@portal/api-client';
import { deriveTheme } from '@portal/brand';
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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { checkBrandConfig, readBrandConfig } from './brand/publicBrand.ts';
import { HOME_PATHS, preloadScreens } from './routes.tsx';

const start = async () => {
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
  void queryClient.prefetchQuery(systemStatusQuery(api));
  if ((HOME_PATHS as readonly string[]).includes(window.location.pathname)) {
    const scope = { api, language, token: session.token() };
    void queryClient.prefetchQuery(announcementsQuery(scope));
    // The home page's other lists are asked for now too: arriving after the first paint, each
    // pushed the sections below it down (a layout shift of about 0.5 on a phone).
    void queryClient.prefetchQuery(popularLotteriesQuery(scope));
    void queryClient.prefetchQuery(vendorLanesQuery(scope, scope.token !== null));
  }
  preloadScreens(window.location.pathname);
  // Only the visitor's language is downloaded; the others stay separate chunks.
  await loadLanguage(language);

  createRoot(root).render(
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
};

start().catch((error: unknown) => {
  // Without a brand or a catalogue there is no themed, translated page to show: plain text.
  console.error(error);
  const message = document.createElement('p');
  message.textContent = 'The site could not start. Please try again later.';
  document.body.replaceChildren(message);
});
