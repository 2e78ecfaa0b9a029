import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { thrownMessage } from '@portal/i18n';
import { useRestoreSession, useSystemStatusQuery } from '@portal/session';
import { Button, Spinner } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { MaintenancePage, Page } from '../screens/MaintenancePage.tsx';
import { OfflineScreen } from '../screens/OfflineScreen.tsx';
import { RegionBlockedPage } from '../screens/RegionBlockedPage.tsx';
import { useReleaseFirstPaint } from './firstPaint.ts';

/**
 * Asks the platform for the system status before anything else (portal-spec section 4):
 * maintenance or a region rule replaces the whole application; otherwise a stored session
 * is restored (member info and balance) and the portal renders.
 */
export const StartGate = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useLingui();
  const { data: status, error, isError, refetch, isFetching } = useSystemStatusQuery();
  const open =
    status !== undefined && !status.maintenance.active && !status.regionRestriction.active;

  // A stored session is restored once the portal opens (member info and balance).
  useRestoreSession(open);
  // What replaces the whole portal (offline, a failure, maintenance, a region rule) shows at
  // once; an open portal leaves the first paint to the home screen.
  useReleaseFirstPaint(isError || (status !== undefined && !open));

  // No network at all (not a slow one): the offline screen, which the installed app's kept
  // shell opens to when the device is offline.
  if (isError && isApiError(error) && error.code === 'network.error') {
    return <OfflineScreen onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isError && !isFetching) {
    return (
      <Page>
        <p role="alert">{thrownMessage(i18n, error)}</p>
        <Button onClick={() => void refetch()}>{t`Try again`}</Button>
      </Page>
    );
  }
  if (!status) {
    return (
      <Page>
        <Spinner size={32} />
      </Page>
    );
  }
  if (status.maintenance.active) return <MaintenancePage maintenance={status.maintenance} />;
  if (status.regionRestriction.active) return <RegionBlockedPage ip={status.location.ip} />;
  return <>{children}</>;
};
