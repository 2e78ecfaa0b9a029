import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SystemStatus } from '@portal/contract';
import { errorMessage } from '@portal/i18n';
import { Stack } from '@portal/ui-kit';
import type { ComponentProps } from 'react';
import { useBrand } from '../brand/BrandContext.tsx';
import { brandAssetUrl } from '../brand/publicBrand.ts';

export interface MaintenancePageProps {
  maintenance: SystemStatus['maintenance'];
}

/** Replaces the whole portal while the platform is under maintenance. */
export const MaintenancePage = ({ maintenance }: MaintenancePageProps) => {
  const { i18n } = useLingui();
  const brand = useBrand();
  const format = (value: string | null) => {
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime())
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          date,
        )
      : null;
  };
  const from = format(maintenance.startsAt);
  const until = format(maintenance.endsAt);
  return (
    <Page>
      <img src={brandAssetUrl(brand, brand.theme.logo)} alt={brand.name} height={48} />
      <h1>{errorMessage(i18n, { code: 'system.maintenance' })}</h1>
      <p>
        <Trans>We are improving the site for you. Please come back a little later.</Trans>
      </p>
      {from && until ? (
        <p>
          <Trans>
            Maintenance window: {from} to {until}.
          </Trans>
        </p>
      ) : (
        until && (
          <p>
            <Trans>Expected back by {until}.</Trans>
          </p>
        )
      )}
      {maintenance.message && <Note>{maintenance.message}</Note>}
    </Page>
  );
};

/** A whole-screen message (maintenance, offline, a region rule, a failure), centred. */
export const Page = (props: ComponentProps<typeof PageColumn>) => (
  <PageColumn as="main" align="center" justify="center" gap="lg" {...props} />
);

const PageColumn = styled(Stack)`
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.xl}px;
  text-align: center;
`;

const Note = styled.p`
  max-width: 40em;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;
