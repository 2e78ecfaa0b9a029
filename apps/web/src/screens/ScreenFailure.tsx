import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext.tsx';
import { brandAssetUrl } from '../brand/publicBrand.ts';
import { useReleaseFirstPaint } from '../start/firstPaint.ts';
import { Page } from './MaintenancePage.tsx';

export interface ScreenFailureProps {
  onReload: () => void;
}

/**
 * What shows when a screen cannot be shown: its code did not arrive (a new release replaced
 * the files, the network dropped mid-way) or it failed while drawing. In the brand's theme
 * and the visitor's language, with a reload, instead of a blank page.
 */
export const ScreenFailure = ({ onReload }: ScreenFailureProps) => {
  const { t } = useLingui();
  const brand = useBrand();
  useReleaseFirstPaint();
  return (
    <Page>
      <img src={brandAssetUrl(brand, brand.theme.logo)} alt={brand.name} height={48} />
      <h1>{t`This page could not open`}</h1>
      <p>
        <Trans>Something went wrong while loading it. Reload the page to try again.</Trans>
      </p>
      <Button onClick={onReload}>{t`Reload`}</Button>
    </Page>
  );
};

const reloadPage = () => window.location.reload();

class Boundary extends Component<
  { children: ReactNode; onReload: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <ScreenFailure onReload={this.props.onReload} />
    ) : (
      this.props.children
    );
  }
}

/**
 * Catches a screen that fails (its lazy chunk refused, an error while rendering) and shows
 * {@link ScreenFailure}; a move to another address starts afresh.
 */
export const ScreenErrorBoundary = ({
  children,
  onReload = reloadPage,
}: {
  children: ReactNode;
  onReload?: () => void;
}) => {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} onReload={onReload}>
      {children}
    </Boundary>
  );
};
