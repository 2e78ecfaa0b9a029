import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { errorMessage } from '@portal/i18n';
import { systemStatusAtom, useApi, useLoadMember, useSystemStatus } from '@portal/session';
import { Button, Spinner } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { MaintenancePage } from '../screens/MaintenancePage.tsx';
import { RegionBlockedPage } from '../screens/RegionBlockedPage.tsx';

/**
 * Asks the platform for the system status before anything else (portal-spec section 4):
 * maintenance or a region rule replaces the whole application; otherwise a stored session
 * is restored (member info and balance) and the portal renders.
 */
export const StartGate = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useLingui();
  const api = useApi();
  const loadMember = useLoadMember();
  const setStatus = useSetAtom(systemStatusAtom);
  const status = useSystemStatus();
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailure(null);
    try {
      const value = await api.call('systemStatus', {});
      setStatus(value);
      if (!value.maintenance.active && !value.regionRestriction.active) {
        // A failed member load leaves a logged-in header without details; it must not block.
        void loadMember().catch(() => undefined);
      }
    } catch (error) {
      setFailure(errorMessage(i18n, isApiError(error) ? error : { code: 'unknown' }));
    }
  }, [api, i18n, loadMember, setStatus]);

  useEffect(() => {
    void load();
  }, [load]);

  if (failure) {
    return (
      <Centre>
        <p role="alert">{failure}</p>
        <Button onClick={() => void load()}>{t`Try again`}</Button>
      </Centre>
    );
  }
  if (!status) {
    return (
      <Centre>
        <Spinner size={32} />
      </Centre>
    );
  }
  if (status.maintenance.active) return <MaintenancePage maintenance={status.maintenance} />;
  if (status.regionRestriction.active) return <RegionBlockedPage ip={status.location.ip} />;
  return <>{children}</>;
};

const Centre = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.lg}px;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.xl}px;
  text-align: center;
`;
