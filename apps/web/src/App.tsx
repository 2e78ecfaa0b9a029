import type { ApiClient } from '@portal/api-client';
import type { PortalTheme } from '@portal/brand';
import { directionOf, I18nProvider, localeOf } from '@portal/i18n';
import { SessionProvider, type SessionStore, useLanguage } from '@portal/session';
import { ThemeProvider } from '@portal/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { BrandProvider } from './brand/BrandContext.tsx';
import type { PublicBrand } from './brand/publicBrand.ts';
import { PortalRoutes } from './routes.tsx';
import { ScreenErrorBoundary } from './screens/ScreenFailure.tsx';
import { watchInstallPrompt } from './start/installPrompt.ts';
import { StartGate } from './start/StartGate.tsx';
import { registerServiceWorker } from './start/serviceWorker.ts';

export interface AppProps {
  brand: PublicBrand;
  theme: PortalTheme;
  api: ApiClient;
  session: SessionStore;
  /** The one query client of the portal's server state. */
  queryClient: QueryClient;
}

/** Keeps `<html lang dir>` on the active language (Urdu turns the page right to left). */
const DocumentLanguage = () => {
  const { language } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = localeOf(language);
    document.documentElement.dir = directionOf(language);
  }, [language]);
  return null;
};

export const App = ({ brand, theme, api, session, queryClient }: AppProps) => {
  // Not a fetch for the screen: the offline shell is set up once the portal is on screen.
  useEffect(registerServiceWorker, []);
  // The browser's offer to install the app comes once, early: kept for the download block.
  useEffect(watchInstallPrompt, []);
  return (
    <BrandProvider brand={brand}>
      <ThemeProvider theme={theme}>
        <I18nProvider>
          <QueryClientProvider client={queryClient}>
            <SessionProvider api={api} store={session} config={brand}>
              <DocumentLanguage />
              <StartGate>
                <BrowserRouter>
                  {/* Nothing shows until the first screen's chunk is in (no layout shift as it
                      arrives); later navigations keep the screen on show while the next loads. */}
                  <ScreenErrorBoundary>
                    <Suspense fallback={null}>
                      <PortalRoutes />
                    </Suspense>
                  </ScreenErrorBoundary>
                </BrowserRouter>
              </StartGate>
            </SessionProvider>
          </QueryClientProvider>
        </I18nProvider>
      </ThemeProvider>
    </BrandProvider>
  );
};
