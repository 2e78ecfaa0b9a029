import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { DownloadQr } from '@portal/content';
import { Link, Stack } from '@portal/ui-kit';
import { useBrand } from '../brand/BrandContext.tsx';
import { brandAssetUrl } from '../brand/publicBrand.ts';
import { AddToHomeScreen } from '../shell/AddToHomeScreen.tsx';

/** The resources the download page offers, in this order, when the brand has them. */
const DOWNLOADS = ['MOBILECONFIG', 'Android'] as const;

/**
 * /down: a QR code per app the brand offers (iOS profile, Android package), and the install
 * guides staff write as content pages (issue 27): the iOS app's and the lite app's.
 */
export const DownloadPage = () => {
  const { t } = useLingui();
  const brand = useBrand();
  const resources = DOWNLOADS.flatMap((type) =>
    brand.resources.filter((resource) => resource.resourceType === type),
  );
  return (
    <Page>
      <h1>{t`App download`}</h1>
      <AddToHomeScreen />
      {resources.length === 0 ? (
        <p>{t`No app is available yet.`}</p>
      ) : (
        <Codes as="ul" direction="row" wrap justify="center" gap="xl">
          {resources.map((resource) => (
            <li key={resource.resourceType}>
              <DownloadQr
                url={resource.url}
                label={resource.labelNameEn}
                logoUrl={brandAssetUrl(brand, brand.theme.favicon)}
              />
            </li>
          ))}
        </Codes>
      )}
      <nav aria-label={t`Install guides`}>
        <Guides as="ul" direction="row" wrap justify="center" gap="md">
          <li>
            <Link to="/guide/ios">{t`How to install on iPhone`}</Link>
          </li>
          <li>
            <Link to="/guide/lite">{t`How to add the lite app`}</Link>
          </li>
        </Guides>
      </nav>
    </Page>
  );
};

const Page = styled.section`
  padding: ${({ theme }) => theme.spacing.xl}px;
  text-align: center;
`;

const Guides = styled(Stack)`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.lg}px 0 0;
  padding: 0;
`;

const Codes = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;
