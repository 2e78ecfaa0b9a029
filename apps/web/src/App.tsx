import type { ApiClient } from '@portal/api-client';
import type { PortalTheme } from '@portal/brand';
import { directionOf, I18nProvider, localeOf } from '@portal/i18n';
import { SessionProvider, useLanguage } from '@portal/session';
import { ThemeProvider } from '@portal/ui-kit';
import type { Store } from 'jotai';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BrandProvider } from './brand/BrandContext.tsx';
import type { PublicBrand } from './brand/publicBrand.ts';
import { routes } from './routes.tsx';
import { StartGate } from './start/StartGate.tsx';

export interface AppProps {
  brand: PublicBrand;
  theme: PortalTheme;
  api: ApiClient;
  store: Store;
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

export const App = ({ brand, theme, api, store }: AppProps) => {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <BrandProvider brand={brand}>
      <ThemeProvider theme={theme}>
        <I18nProvider>
          <SessionProvider
            api={api}
            store={store}
            config={{
              merchantCode: brand.merchantCode,
              agentTypes: brand.agentTypes,
              trialTypes: brand.trialTypes,
            }}
          >
            <DocumentLanguage />
            <StartGate>
              <RouterProvider router={router} />
            </StartGate>
          </SessionProvider>
        </I18nProvider>
      </ThemeProvider>
    </BrandProvider>
  );
};
