import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@portal/i18n';
import { useBrand } from '../brand/BrandContext.tsx';
import { brandAssetUrl } from '../brand/publicBrand.ts';
import { Page } from './MaintenancePage.tsx';

/** Replaces the whole portal for visitors from a restricted region, showing their IP. */
export const RegionBlockedPage = ({ ip }: { ip: string }) => {
  const { i18n } = useLingui();
  const brand = useBrand();
  return (
    <Page>
      <img src={brandAssetUrl(brand, brand.theme.logo)} alt={brand.name} height={48} />
      <h1>{errorMessage(i18n, { code: 'access.restricted' })}</h1>
      <p>
        <Trans>Sorry, our service is not available in your region.</Trans>
      </p>
      <p>
        <Trans>
          Your IP address: <Ip>{ip}</Ip>
        </Trans>
      </p>
    </Page>
  );
};

const Ip = styled.strong`
  font-family: ${({ theme }) => theme.fonts.mono};
  /* An IP reads left to right even on a right-to-left page. */
  direction: ltr;
  unicode-bidi: isolate;
`;
