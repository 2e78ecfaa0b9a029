import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { StaffClient } from '@portal/api-client';
import { Spinner, ThemeProvider } from '@portal/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StaffApiProvider } from './api/StaffApi.tsx';
import { AuditLogScreen } from './audit/AuditLogScreen.tsx';
import { BrandsScreen } from './brands/BrandsScreen.tsx';
import { ContentScreen } from './content/ContentScreen.tsx';
import { DashboardScreen } from './dashboard/DashboardScreen.tsx';
import { FinanceScreen } from './finance/FinanceScreen.tsx';
import { errorText } from './i18n/consoleI18n.ts';
import { LotteryDeskScreen } from './lottery/LotteryDeskScreen.tsx';
import { MemberPage } from './members/MemberPage.tsx';
import { MembersScreen } from './members/MembersScreen.tsx';
import { useStaffSession } from './session/queries.ts';
import { DESKS } from './shell/desks.ts';
import { Shell } from './shell/Shell.tsx';
import { SignInScreen } from './sign-in/SignInScreen.tsx';
import { SupportScreen } from './support/SupportScreen.tsx';
import { consoleTheme } from './theme.ts';

export interface AppProps {
  client: StaffClient;
  queryClient: QueryClient;
  i18n: I18n;
}

/** The console: sign-in until there is a staff session, then the desks the role may use. */
export const App = ({ client, queryClient, i18n }: AppProps) => (
  <ThemeProvider theme={consoleTheme}>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaffApiProvider client={client}>
          <BrowserRouter>
            <Console />
          </BrowserRouter>
        </StaffApiProvider>
      </QueryClientProvider>
    </I18nProvider>
  </ThemeProvider>
);

const Console = () => {
  const { t, i18n } = useLingui();
  const session = useStaffSession();
  if (session.isPending) return <Spinner label={t`Loading`} />;
  if (session.error) return <p role="alert">{errorText(i18n, session.error)}</p>;
  if (!session.data) return <SignInScreen />;
  const { staff } = session.data;
  const can = (permission: (typeof staff.permissions)[number]) =>
    staff.permissions.includes(permission);
  const home = DESKS.find((desk) => can(desk.permission))?.path;
  return (
    <Shell staff={staff}>
      <Routes>
        {can('members.read') && <Route path="/members" element={<MembersScreen />} />}
        {can('members.read') && <Route path="/members/:memberId" element={<MemberPage />} />}
        {can('audit.read') && <Route path="/audit" element={<AuditLogScreen />} />}
        {can('dashboard.read') && <Route path="/dashboard" element={<DashboardScreen />} />}
        {can('content.read') && <Route path="/content" element={<ContentScreen />} />}
        {can('brands.read') && <Route path="/brands" element={<BrandsScreen />} />}
        {can('messages.read') && <Route path="/support" element={<SupportScreen />} />}
        {can('finance.read') && <Route path="/finance" element={<FinanceScreen />} />}
        {can('lottery.read') && <Route path="/lottery" element={<LotteryDeskScreen />} />}
        <Route path="*" element={home ? <Navigate to={home} replace /> : null} />
      </Routes>
    </Shell>
  );
};
