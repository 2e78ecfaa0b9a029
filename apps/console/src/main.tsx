import { i18n } from '@lingui/core';
import { createStaffClient } from '@portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadConsoleLocale, preferredLocale } from './i18n/consoleI18n.ts';
import { csrfTokenFrom } from './session/queries.ts';

const start = async () => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const client = createStaffClient({ baseUrl: '', getCsrfToken: () => csrfTokenFrom(queryClient) });
  const locale = preferredLocale(navigator.languages);
  document.documentElement.lang = locale;
  await loadConsoleLocale(locale, i18n);
  createRoot(root).render(
    <StrictMode>
      <App client={client} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
};

start().catch((error: unknown) => {
  console.error(error);
  const message = document.createElement('p');
  message.textContent = 'The console could not start. Please reload.';
  document.body.replaceChildren(message);
});
