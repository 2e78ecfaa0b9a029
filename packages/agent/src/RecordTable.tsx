import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface RecordTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * The agent centre's record tables: a captioned table that scrolls sideways on a phone rather
 * than squeezing its figures.
 */
export const RecordTable = ({ caption, headers, rows }: RecordTableProps) => (
  // A region that scrolls takes the focus, so a keyboard can scroll it too (axe's
  // scrollable-region-focusable); it is named as its table is.
  <Scroll role="region" aria-label={caption} tabIndex={0}>
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              // The columns are fixed per table: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  </Scroll>
);

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.spacing.xs}px ${({ theme }) => theme.spacing.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  & th:first-of-type,
  & td:first-of-type {
    text-align: start;
  }
`;
