import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandSwitch, StaffBrand } from '@portal/contract';
import { Grid, Spinner, Table } from '@portal/ui-kit';
import { useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { column } from '../ui/DataTable.tsx';
import { Card, Screen } from '../ui/parts.tsx';
import { RowActions } from '../ui/ReviewQueue.tsx';
import { useBrands, useSwitchBrand } from './queries.ts';

/**
 * Each brand's configuration as the server loaded it (read-only: brand.json is changed in the
 * repository), and the switches staff may turn on or off at run time, over brand.json.
 */
export const BrandsScreen = () => {
  const { t, i18n } = useLingui();
  const brands = useBrands();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = brands.data?.brands ?? [];
  const brand = list.find((b) => b.merchantCode === chosen) ?? list[0];
  return (
    <Screen aria-labelledby="brands-title">
      <h1 id="brands-title">
        <Trans>Brands</Trans>
      </h1>
      {brands.error && <p role="alert">{errorText(i18n, brands.error)}</p>}
      {brands.isPending && <Spinner label={t`Loading`} />}
      {list.length > 0 && (
        <BrandSelect
          brands={list}
          value={brand?.merchantCode}
          onChange={(code) => setChosen(code ?? '')}
        />
      )}
      {brand && <BrandView key={brand.merchantCode} brand={brand} />}
    </Screen>
  );
};

export const BrandView = ({ brand }: { brand: StaffBrand }) => {
  const { t, i18n } = useLingui();
  const flip = useSwitchBrand();
  const source = (s: BrandSwitch) =>
    s.locked ? t`Always on` : s.override === null ? t`brand.json` : t`Changed by staff`;
  return (
    <Grid minColumnWidth={360} gap="md" align="start">
      <Card aria-labelledby="switches-title">
        <h2 id="switches-title">
          <Trans>Switches</Trans>
        </h2>
        {flip.error && <p role="alert">{errorText(i18n, flip.error)}</p>}
        <Table
          label={t`Switches of ${brand.name}`}
          columns={[
            column('switch', t`Switch`, (s: BrandSwitch) => <code>{s.id}</code>),
            column('kind', t`Kind`, (s: BrandSwitch) =>
              s.kind === 'module' ? t`Module` : t`Feature flag`,
            ),
            column('state', t`State`, (s: BrandSwitch) => (s.enabled ? t`On` : t`Off`)),
            column('source', t`Set by`, (s: BrandSwitch) => source(s)),
            column('actions', t`Actions`, (s: BrandSwitch) => (
              <RowActions
                actions={[
                  {
                    label: s.enabled ? t`Turn off` : t`Turn on`,
                    name: s.enabled ? t`Turn ${s.id} off` : t`Turn ${s.id} on`,
                    variant: s.enabled ? 'secondary' : 'primary',
                    disabled: s.locked,
                    loading: flip.isPending && flip.variables?.switchId === s.id,
                    onClick: () =>
                      flip.mutate({
                        merchantCode: brand.merchantCode,
                        switchId: s.id,
                        enabled: !s.enabled,
                      }),
                  },
                  s.override !== null && {
                    label: t`Reset`,
                    name: t`Reset ${s.id} to brand.json`,
                    variant: 'secondary',
                    onClick: () =>
                      flip.mutate({
                        merchantCode: brand.merchantCode,
                        switchId: s.id,
                        enabled: null,
                      }),
                  },
                ]}
              />
            )),
          ]}
          rows={brand.switches}
          rowKey={(s) => s.id}
        />
      </Card>
      <Card aria-labelledby="config-title">
        <h2 id="config-title">
          <Trans>Configuration as loaded</Trans>
        </h2>
        <Config aria-label={t`brand.json of ${brand.name}`}>
          {JSON.stringify(brand.config, null, 2)}
        </Config>
      </Card>
    </Grid>
  );
};

const Config = styled.pre`
  margin: 0;
  max-height: 640px;
  overflow: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;
