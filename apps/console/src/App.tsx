import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { StaffClient } from '@portal/api-client';
import { Spinner, ThemeProvider } from '@portal/ui-kit';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { StaffApiProvider } from './api/StaffApi.tsx';
import { errorText } from './i18n/consoleI18n.ts';
import { useStaffSession } from './session/queries.ts';
import { DESKS, seesDesk } from './shell/desks.ts';
import { Shell } from './shell/Shell.tsx';
import { SignInScreen } from './sign-in/SignInScreen.tsx';
import { consoleTheme } from './theme.ts';

/**
 * Each desk is its own chunk, loaded when staff first open it: the sign-in screen and the shell
 * do not wait for the editor, the chart or the tables of desks a role may never use.
 */
const AuditLogScreen = lazy(() =>
  import('./audit/AuditLogScreen.tsx').then((m) => ({ default: m.AuditLogScreen })),
);
const BrandsScreen = lazy(() =>
  import('./brands/BrandsScreen.tsx').then((m) => ({ default: m.BrandsScreen })),
);
const SiteScreen = lazy(() =>
  import('./site/SiteScreen.tsx').then((m) => ({ default: m.SiteScreen })),
);
const ContentScreen = lazy(() =>
  import('./content/ContentScreen.tsx').then((m) => ({ default: m.ContentScreen })),
);
const DashboardScreen = lazy(() =>
  import('./dashboard/DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })),
);
const FinanceScreen = lazy(() =>
  import('./finance/FinanceScreen.tsx').then((m) => ({ default: m.FinanceScreen })),
);
const AgentsDeskScreen = lazy(() =>
  import('./agents/AgentsDeskScreen.tsx').then((m) => ({ default: m.AgentsDeskScreen })),
);
const LotteryDeskScreen = lazy(() =>
  import('./lottery/LotteryDeskScreen.tsx').then((m) => ({ default: m.LotteryDeskScreen })),
);
const PointsDeskScreen = lazy(() =>
  import('./points/PointsDeskScreen.tsx').then((m) => ({ default: m.PointsDeskScreen })),
);
const PromotionsDeskScreen = lazy(() =>
  import('./promotions/PromotionsDeskScreen.tsx').then((m) => ({
    default: m.PromotionsDeskScreen,
  })),
);
const MemberPage = lazy(() =>
  import('./members/MemberPage.tsx').then((m) => ({ default: m.MemberPage })),
);
const MembersScreen = lazy(() =>
  import('./members/MembersScreen.tsx').then((m) => ({ default: m.MembersScreen })),
);
const SupportScreen = lazy(() =>
  import('./support/SupportScreen.tsx').then((m) => ({ default: m.SupportScreen })),
);

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
  const home = DESKS.find((desk) => seesDesk(desk, staff.permissions))?.path;
  return (
    <Shell staff={staff}>
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <Routes>
          {can('members.read') && <Route path="/members" element={<MembersScreen />} />}
          {can('members.read') && <Route path="/members/:memberId" element={<MemberPage />} />}
          {can('audit.read') && <Route path="/audit" element={<AuditLogScreen />} />}
          {can('dashboard.read') && <Route path="/dashboard" element={<DashboardScreen />} />}
          {can('content.read') && <Route path="/content" element={<ContentScreen />} />}
          {can('brands.read') && <Route path="/brands" element={<BrandsScreen />} />}
          {can('site.read') && <Route path="/site" element={<SiteScreen />} />}
          {can('messages.read') && <Route path="/support" element={<SupportScreen />} />}
          {can('finance.read') && <Route path="/finance" element={<FinanceScreen />} />}
          {can('lottery.read') && <Route path="/lottery" element={<LotteryDeskScreen />} />}
          {can('points.read') && (
            <Route path="/points" element={<PointsDeskScreen canWrite={can('points.write')} />} />
          )}
          {can('promotions.read') && (
            <Route
              path="/promotions"
              element={
                <PromotionsDeskScreen
                  canWrite={can('promotions.write')}
                  canReview={can('promotions.review')}
                />
              }
            />
          )}
          {(can('agents.read') || can('agents.applications') || can('agentPay.read')) && (
            <Route path="/agents" element={<AgentsDeskScreen permissions={staff.permissions} />} />
          )}
          <Route path="*" element={home ? <Navigate to={home} replace /> : null} />
        </Routes>
      </Suspense>
    </Shell>
  );
};
