import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@portal/contract';
import { Grid, Spinner } from '@portal/ui-kit';
import { useMemo, useState } from 'react';
import { errorText } from '../i18n/consoleI18n.ts';
import { BrandSelect } from '../ui/BrandSelect.tsx';
import { formatAmount } from '../ui/format.tsx';
import { Card, Screen, Table } from '../ui/parts.tsx';
import { DashboardChart } from './DashboardChart.tsx';
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
            <Table aria-label={t`Daily figures`}>
              <thead>
                <tr>
                  <th>{t`Day`}</th>
                  <th>{series.deposits}</th>
                  <th>{series.withdrawals}</th>
                  <th>{series.bets}</th>
                  <th>{series.wins}</th>
                  <th>{t`GGR`}</th>
                  <th>{t`Active members`}</th>
                  <th>{t`New members`}</th>
                </tr>
              </thead>
              <tbody>
                {[...data.days].reverse().map((d) => (
                  <tr key={d.day}>
                    <td>{d.day}</td>
                    <td>{d.deposits ?? NONE}</td>
                    <td>{d.withdrawals ?? NONE}</td>
                    <td>{d.bets ?? NONE}</td>
                    <td>{d.wins ?? NONE}</td>
                    <td>{d.ggr ?? NONE}</td>
                    <td>{d.activeMembers}</td>
                    <td>{d.newMembers}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
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
      <Numbers>
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

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.spacing.sm}px;
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
