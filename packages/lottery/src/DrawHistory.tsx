import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { OpenedNumero } from '@portal/contract';
import { Pagination, QueryStatus, Stack, Table, type TableColumn } from '@portal/ui-kit';
import { type DigitTrend, digitTrend } from './digitTrend.ts';
import { ResultBalls } from './LastResult.tsx';

export interface DrawHistoryProps {
  /** The game's draw format. */
  drawGroup: string;
  /** A page of drawn numeros, newest first; undefined while the first page loads. */
  draws: readonly OpenedNumero[] | undefined;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The query's failure, if it failed, and how to ask again. */
  error?: unknown;
  onRetry?: (() => unknown) | undefined;
  /** Another page is on its way (the rows shown are the previous page's). */
  busy?: boolean | undefined;
}

/**
 * A game's draw history (portal spec: results and opened numeros): each drawn numero with its
 * result in the group's balls and colours, paged, and under it the trend of the page's draws
 * (per place: how often each value came and how many draws ago it last did) for the groups
 * whose values fit a row. The trend table's shape is ours (the specs show none).
 */
export const DrawHistory = ({
  drawGroup,
  draws,
  page,
  totalPages,
  onPage,
  error,
  onRetry,
  busy,
}: DrawHistoryProps) => {
  const { t } = useLingui();
  const columns: TableColumn<OpenedNumero>[] = [
    { id: 'numero', header: t`Draw`, cell: ({ row }) => row.original.numero },
    {
      id: 'result',
      header: t`Result`,
      cell: ({ row }) => <ResultBalls drawGroup={drawGroup} winNo={row.original.winNo} />,
    },
  ];
  const trend = draws
    ? digitTrend(
        drawGroup,
        draws.map((draw) => draw.winNo),
      )
    : undefined;
  return (
    <Stack as="section" gap="sm" aria-labelledby="draw-history-title">
      <h2 id="draw-history-title">{t`Draw history`}</h2>
      <QueryStatus
        loading={draws === undefined && !error}
        error={error}
        onRetry={onRetry}
        empty={draws?.length === 0 ? t`No draws yet.` : undefined}
        loadingLabel={t`Loading the draw history`}
      />
      {draws && draws.length > 0 && (
        <>
          <Table
            label={t`Draw history`}
            columns={columns}
            rows={draws}
            rowKey={(draw) => draw.numero}
            rowHeader="numero"
            busy={busy}
          />
          <Pagination page={page} totalPages={totalPages} onChange={onPage} />
          {trend && trend.draws > 0 && <TrendTable trend={trend} />}
        </>
      )}
    </Stack>
  );
};

/** One row per place, one column per value: hits, and the misses in the cell's name. */
const TrendTable = ({ trend }: { trend: DigitTrend }) => {
  const { t } = useLingui();
  const values = Array.from({ length: trend.high - trend.low + 1 }, (_, i) => trend.low + i);
  return (
    <Frame tabIndex={0} role="region" aria-labelledby="draw-trend-title">
      <Trend>
        <caption id="draw-trend-title">
          {t`Trend of the last ${trend.draws} draws: how often each number came at each place`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Place`}</th>
            {values.map((value) => (
              <th key={value} scope="col">
                {value}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {trend.places.map((place) => (
            <tr key={place.place}>
              <th scope="row">{t`Place ${place.place}`}</th>
              {values.map((value, i) => {
                const hits = place.hits[i] ?? 0;
                const missed = place.missed[i] ?? trend.draws;
                return (
                  <td
                    key={value}
                    data-hit={missed === 0 ? 'latest' : hits > 0 ? 'yes' : undefined}
                    title={t`Last came ${missed} draws ago`}
                  >
                    {hits}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Trend>
    </Frame>
  );
};

const Frame = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Trend = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    text-align: start;
    color: ${({ theme }) => theme.colors.mutedOnSurface};
    padding-block-end: ${({ theme }) => theme.spacing.xs}px;
  }
  th,
  td {
    min-width: 2em;
    padding: ${({ theme }) => theme.spacing.xxs}px;
    text-align: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[scope='row'] {
    text-align: start;
    white-space: nowrap;
  }
  td[data-hit='yes'] {
    font-weight: 700;
  }
  td[data-hit='latest'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;
