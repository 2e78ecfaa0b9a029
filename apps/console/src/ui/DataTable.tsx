import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Pagination, Spinner, Table, type TableColumn } from '@portal/ui-kit';
import type { RowData, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A console list's column is ui-kit's Table column (the portal's lists use the same). */
export type ConsoleColumn<Row extends RowData> = TableColumn<Row>;

/** A column that shows one thing of each row: adding a column to a list is one line. */
export const column = <Row extends RowData>(
  id: string,
  header: string,
  show: (row: Row) => ReactNode,
): ConsoleColumn<Row> => ({ id, header, cell: ({ row }) => show(row.original) });

export interface DataTableProps<Row extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: ConsoleColumn<Row>[];
  rows: readonly Row[];
  /** Counts from 1; the server pages. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The server sorts: the table only reports what was asked for. */
  sorting?: SortingState;
  onSorting?: (sorting: SortingState) => void;
  loading?: boolean;
  empty: ReactNode;
  rowKey: (row: Row) => string;
}

/**
 * A list of the console: ui-kit's Table for one page, with sorting and paging left to the
 * server (the table reports clicks), its loading and empty lines and the pages under it.
 */
export const DataTable = <Row extends RowData>({
  label,
  columns,
  rows,
  page,
  totalPages,
  onPage,
  sorting = [],
  onSorting,
  loading = false,
  empty,
  rowKey,
}: DataTableProps<Row>) => {
  const { t } = useLingui();
  return (
    <Grid gap="sm">
      <Panel>
        <Table
          label={label}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sorting={sorting}
          onSorting={onSorting}
          busy={loading}
        />
      </Panel>
      {loading && <Spinner label={t`Loading`} />}
      {!loading && rows.length === 0 && <Empty>{empty}</Empty>}
      <Pagination page={page} totalPages={totalPages} onChange={onPage} />
      {totalPages > 1 && (
        <VisuallyCount>
          <Trans>
            Page {page} of {totalPages}
          </Trans>
        </VisuallyCount>
      )}
    </Grid>
  );
};

/** The console draws its lists on a bordered panel. */
const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedOnBackground};
`;

const VisuallyCount = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
