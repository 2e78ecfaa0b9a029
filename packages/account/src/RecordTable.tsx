import { Table, type TableColumn } from '@portal/ui-kit';
import type { ReactNode } from 'react';

/** One column of a record table: its header and what each row shows in it. */
export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned digits (amounts and counts). */
  money?: boolean;
  /** The cell names its row (a row header, as screen readers announce it). */
  rowHeader?: boolean;
}

export interface RecordTableProps<Row extends object> {
  /** The table's name (the screen's title), for the region a phone scrolls sideways. */
  label: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
  /** A totals row: one cell per column, the first naming the row. */
  foot?: readonly ReactNode[];
}

/**
 * The member centre's record tables on ui-kit's Table: headers by column, rows by key, an
 * optional total. A phone scrolls them sideways, as the records always did: their columns are
 * compared down the page.
 */
export const RecordTable = <Row extends object>({
  label,
  columns,
  rows,
  rowKey,
  caption,
  foot,
}: RecordTableProps<Row>) => (
  <Table
    label={label}
    caption={caption}
    columns={columns.map(
      (column): TableColumn<Row> => ({
        id: column.header,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
      }),
    )}
    rows={rows}
    rowKey={rowKey}
    rowHeader={columns.find((column) => column.rowHeader)?.header}
    numeric={columns.filter((column) => column.money).map((column) => column.header)}
    foot={foot}
  />
);
