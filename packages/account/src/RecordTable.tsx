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

export interface RecordTableProps<Row> {
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
  /** A totals row: one cell per column, the first naming the row. */
  foot?: readonly ReactNode[];
}

const Cell = ({
  header,
  money,
  children,
}: {
  header: boolean;
  money: boolean;
  children: ReactNode;
}) =>
  header ? (
    <th scope="row">{children}</th>
  ) : (
    <td data-money={money ? '' : undefined}>{children}</td>
  );

/** The member centre's record tables: headers by column, rows by key, an optional total. */
export const RecordTable = <Row,>({
  columns,
  rows,
  rowKey,
  caption,
  foot,
}: RecordTableProps<Row>) => (
  <table>
    {caption ? <caption>{caption}</caption> : null}
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.header} scope="col">
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <Cell
              key={column.header}
              header={column.rowHeader === true}
              money={column.money === true}
            >
              {column.cell(row)}
            </Cell>
          ))}
        </tr>
      ))}
    </tbody>
    {foot ? (
      <tfoot>
        <tr>
          {columns.map((column, i) => (
            <Cell key={column.header} header={i === 0} money={column.money === true}>
              {foot[i]}
            </Cell>
          ))}
        </tr>
      </tfoot>
    ) : null}
  </table>
);
