import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pagination, Spinner } from '@portal/ui-kit';
import {
  type ColumnDef,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

export const tableFeatureSet = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ConsoleColumn<Row extends RowData> = ColumnDef<typeof tableFeatureSet, Row, unknown>;

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
 * A list of the console over TanStack Table, with sorting and paging left to the server
 * (`manualSorting`, `manualPagination`): the table renders one page and reports clicks.
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
  const table = useTable({
    features: tableFeatureSet,
    columns,
    data: rows,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: Math.max(rows.length, 1) } },
    manualSorting: true,
    manualPagination: true,
    pageCount: totalPages,
    getRowId: (row: Row) => rowKey(row),
  });

  return (
    <Wrapper>
      <Scroll>
        <Table aria-label={label} aria-busy={loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  // Columns are display columns (the server sorts): the state is the prop's.
                  const sorted = sorting.find((s) => s.id === header.column.id);
                  const direction = sorted ? (sorted.desc ? 'desc' : 'asc') : false;
                  const sortable =
                    onSorting !== undefined && header.column.columnDef.enableSorting === true;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        direction === 'asc'
                          ? 'ascending'
                          : direction === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {sortable ? (
                        <SortButton
                          type="button"
                          onClick={() =>
                            onSorting([{ id: header.column.id, desc: direction === 'asc' }])
                          }
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">
                            {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
                          </span>
                        </SortButton>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
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
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

const Scroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    white-space: nowrap;
  }
`;

const SortButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  font-weight: inherit;
  cursor: pointer;
  color: inherit;
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
