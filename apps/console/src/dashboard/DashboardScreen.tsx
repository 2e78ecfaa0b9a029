import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@portal/contract';
import { Grid, Spinner, Table } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { column } from '../ui/DataTable.tsx';
import { formatAmount } from '../ui/format.tsx';
import { Card, Screen } from '../ui/parts.tsx';
import { DashboardChart } from './DashboardChart.tsx';

type Day = Dashboard['days'][number];

import { useDashboard } from './queries.ts';

type Figures = Dashboard['last30'];

/** A money figure not given (brands of several currencies). */
const NONE = '—';

/** Deposits, withdrawals, bets, wins, GGR and members: today, 30 days, per brand or all. */
export const DashboardScreen = () => {
  const { t, i18n } = useLingui();
  const [merchantCode, setMerchantCode] = useState<string | undefined>(undefined);
  const dashboard = useDashboard(merchantCode);
  const data = dashboard.data;
  const series = useMemo(
    () => ({
      bets: t`Bets`,
      wins: t`Wins`,
      ggr: t`Gross gaming revenue`,
      deposits: t`Deposits`,
      withdrawals: t`Withdrawals`,
    }),
    [t],
  );
  return (
    <Screen aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">
        <Trans>Dashboard</Trans>
      </h1>
      <BrandSelect
        brands={data?.merchants ?? []}
        value={merchantCode}
        onChange={setMerchantCode}
        allLabel={t`All brands`}
      />
      {dashboard.error && <p role="alert">{errorText(i18n, dashboard.error)}</p>}
      {dashboard.isPending && <Spinner label={t`Loading`} />}
      {data && (
        <>
          {data.currency === null && (
            <p>
              <Trans>
                These brands keep different currencies, whose amounts do not add up: pick one brand
                to see its money.
              </Trans>
            </p>
          )}
          <Grid minColumnWidth={280} gap="md">
            <FigureCard title={t`Today`} figures={data.today} currency={data.currency} />
            <FigureCard title={t`Last 30 days`} figures={data.last30} currency={data.currency} />
          </Grid>
          {data.currency !== null && (
            <Card aria-labelledby="trend-title">
              <h2 id="trend-title">
                <Trans>30-day trend</Trans>
              </h2>
              <DashboardChart
                label={t`Daily figures, last 30 days`}
                days={data.days}
                series={series}
              />
            </Card>
          )}
          <Card>
            <Table
              label={t`Daily figures`}
              columns={[
                column('day', t`Day`, (d: Day) => d.day),
                column('deposits', series.deposits, (d: Day) => d.deposits ?? NONE),
                column('withdrawals', series.withdrawals, (d: Day) => d.withdrawals ?? NONE),
                column('bets', series.bets, (d: Day) => d.bets ?? NONE),
                column('wins', series.wins, (d: Day) => d.wins ?? NONE),
                column('ggr', t`GGR`, (d: Day) => d.ggr ?? NONE),
                column('active', t`Active members`, (d: Day) => d.activeMembers),
                column('new', t`New members`, (d: Day) => d.newMembers),
              ]}
              rows={[...data.days].reverse()}
              rowKey={(d) => d.day}
            />
          </Card>
        </>
      )}
    </Screen>
  );
};

/** One period's figures as labelled numbers. */
export const FigureCard = ({
  title,
  figures,
  currency,
}: {
  title: string;
  figures: Figures;
  currency: string | null;
}) => {
  const { t, i18n } = useLingui();
  const amount = (value: string | null) =>
    value === null || currency === null ? NONE : formatAmount(i18n, value, currency);
  const rows: [string, string | number][] = [
    [t`Deposits`, amount(figures.deposits)],
    [t`Withdrawals`, amount(figures.withdrawals)],
    [t`Bets`, amount(figures.bets)],
    [t`Wins`, amount(figures.wins)],
    [t`Gross gaming revenue`, amount(figures.ggr)],
    [t`Active members`, figures.activeMembers],
    [t`New members`, figures.newMembers],
  ];
  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      <Numbers as="dl" minColumnWidth={140} autoFill>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Numbers>
    </Card>
  );
};

const Numbers = styled(Grid)`
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: 600;
  }
`;
