import styled from '@emotion/styled';
import {
  type ColumnDef,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { media } from './breakpoints.ts';

/** Sorting is the only feature the table takes from TanStack: paging is the server's. */
export const tableFeatureSet = tableFeatures({ rowSortingFeature });

/** One column: an id, a header, and what a row shows in it (`cell: ({ row }) => ...`). */
export type TableColumn<Row extends RowData> = ColumnDef<typeof tableFeatureSet, Row, unknown>;
export type { SortingState as TableSorting };

export interface TableProps<Row extends RowData> {
  /** The table's accessible name, and the name of the region that scrolls it. */
  label: string;
  /** A visible caption (the label is used when there is none). */
  caption?: ReactNode | undefined;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column whose cells name their rows (row headers, as screen readers announce them). */
  rowHeader?: string | undefined;
  /** Columns of amounts and counts: digits aligned at the end. */
  numeric?: readonly string[] | undefined;
  /** A totals row: one cell per column, the first naming the row. */
  foot?: readonly ReactNode[] | undefined;
  /** The row that is the reader's own (a leaderboard's), marked `aria-current`. */
  isCurrent?: ((row: Row) => boolean) | undefined;
  /** The server sorts: the table shows this state and reports clicks on sortable headers. */
  sorting?: SortingState | undefined;
  onSorting?: ((sorting: SortingState) => void) | undefined;
  /**
   * On a phone, `scroll` keeps the grid and scrolls it sideways (records, where columns are
   * compared down the page); `stack` draws each row as a card of label and value pairs.
   */
  phone?: 'scroll' | 'stack' | undefined;
  /** A new page is on its way: the rows shown are the previous ones. */
  busy?: boolean | undefined;
}

/**
 * A header's or cell's content. Our columns' `cell` and `header` are render functions, called
 * here, not components: TanStack's FlexRender mounts a function as a component, and screens
 * write their columns inline, so every redraw (a countdown's tick, a refetch) gave each cell a
 * new component type and React replaced its elements: a focused Cancel button lost focus and a
 * click spanning a redraw was lost. Render functions must not call hooks.
 */
const render = <Context,>(
  content: string | ((context: Context) => unknown) | undefined,
  context: Context,
): ReactNode =>
  typeof content === 'function' ? (content(context) as ReactNode) : (content ?? null);

/** A body or foot cell: a row header, or a cell that may hold digits. */
const Cell = ({
  header,
  stack,
  label,
  numeric,
  children,
}: {
  header: boolean;
  stack: boolean;
  label: string | undefined;
  numeric: boolean;
  children: ReactNode;
}) =>
  header ? (
    <th scope="row" role={stack ? 'rowheader' : undefined} data-label={label}>
      {children}
    </th>
  ) : (
    <td
      role={stack ? 'cell' : undefined}
      data-label={label}
      data-numeric={numeric ? '' : undefined}
    >
      {children}
    </td>
  );

/**
 * The one table of the portal and the console, over TanStack Table (display only: sorting is
 * reported, paging is `Pagination`'s). Its frame scrolls a wide table sideways and takes focus
 * so a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable); a focusable
 * region needs a name, so it takes the table's.
 */
export const Table = <Row extends RowData>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowHeader,
  numeric = [],
  foot,
  isCurrent,
  sorting = [],
  onSorting,
  phone = 'scroll',
  busy = false,
}: TableProps<Row>) => {
  const table = useTable({
    features: tableFeatureSet,
    columns: columns as TableColumn<Row>[],
    data: rows,
    state: { sorting },
    manualSorting: true,
    getRowId: (row: Row) => rowKey(row),
  });
  const stack = phone === 'stack';
  // A stacked row is no longer drawn as a table row, and Chromium drops the table's roles with
  // its display; the roles are written out so a screen reader still reads rows and cells.
  const role = (name: string) => (stack ? name : undefined);
  const labels = new Map(
    columns.map((column) => [
      column.id,
      typeof column.header === 'string' ? column.header : (column.id ?? ''),
    ]),
  );
  return (
    <Frame tabIndex={0} role="region" aria-label={label} stack={stack}>
      <table aria-label={caption ? undefined : label} aria-busy={busy} role={role('table')}>
        {caption ? <caption>{caption}</caption> : null}
        <thead role={role('rowgroup')}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role={role('row')}>
              {group.headers.map((header) => {
                const sorted = sorting.find((s) => s.id === header.column.id);
                const direction = sorted ? (sorted.desc ? 'desc' : 'asc') : undefined;
                const sortable =
                  onSorting !== undefined && header.column.columnDef.enableSorting === true;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    role={role('columnheader')}
                    data-numeric={numeric.includes(header.column.id) ? '' : undefined}
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
                        {render(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">
                          {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
                        </span>
                      </SortButton>
                    ) : (
                      render(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody role={role('rowgroup')}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              role={role('row')}
              aria-current={isCurrent?.(row.original) ? 'true' : undefined}
            >
              {row.getAllCells().map((cell) => (
                <Cell
                  key={cell.id}
                  header={cell.column.id === rowHeader}
                  stack={stack}
                  label={labels.get(cell.column.id)}
                  numeric={numeric.includes(cell.column.id)}
                >
                  {render(cell.column.columnDef.cell, cell.getContext())}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot role={role('rowgroup')}>
            <tr role={role('row')}>
              {columns.map((column, i) => (
                <Cell
                  key={column.id ?? i}
                  header={i === 0}
                  stack={stack}
                  label={labels.get(column.id)}
                  numeric={numeric.includes(column.id ?? '')}
                >
                  {foot[i]}
                </Cell>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </Frame>
  );
};

const Frame = styled('div', { shouldForwardProp: (prop) => prop !== 'stack' })<{
  stack: boolean;
}>`
  overflow-x: auto;
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  & caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.spacing.xs}px;
    color: ${({ theme }) => theme.colors.mutedOnBackground};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.sm}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
    white-space: nowrap;
  }
  & [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & tr[aria-current='true'] {
    font-weight: 700;
  }
  ${({ stack, theme }) =>
    stack
      ? `${media.phone} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    & tr {
      display: block;
      padding: ${theme.spacing.xs}px 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    & tbody th,
    & tbody td,
    & tfoot th,
    & tfoot td {
      display: flex;
      justify-content: space-between;
      gap: ${theme.spacing.sm}px;
      border: none;
      padding: ${theme.spacing.xxs}px ${theme.spacing.xs}px;
      white-space: normal;
    }
    & tbody [data-label]::before,
    & tfoot td[data-label]::before {
      content: attr(data-label);
      color: ${theme.colors.mutedOnBackground};
      font-weight: 400;
    }
  }`
      : ''}
`;

const SortButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: inherit;
  cursor: pointer;
  color: inherit;
`;
