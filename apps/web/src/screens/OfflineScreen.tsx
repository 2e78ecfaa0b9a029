import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { useBrand } from '../brand/BrandContext.tsx';
import { Page } from './MaintenancePage.tsx';

export interface OfflineScreenProps {
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Replaces the portal when the platform cannot be reached at all: the device is offline
 * (the installed app opened from its kept shell) or the network dropped. In the brand's
 * theme and the visitor's language, with a way to try again.
 */
export const OfflineScreen = ({ onRetry, retrying = false }: OfflineScreenProps) => {
  const { t } = useLingui();
  const brand = useBrand();
  return (
    <Page>
      {/* Offline, the logo file may not be at hand: the name stands in for it. */}
      <BrandName>{brand.name}</BrandName>
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <h1>{t`You are offline`}</h1>
      <p>
        <Trans>This page needs an internet connection. Check your network, then try again.</Trans>
      </p>
      <Button onClick={onRetry} loading={retrying}>
        {t`Try again`}
      </Button>
    </Page>
  );
};

const BrandName = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: 700;
`;
