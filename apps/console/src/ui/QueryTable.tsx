import { useLingui } from '@lingui/react/macro';
import { QueryFailure } from '@portal/ui-kit';
import type { RowData } from '@tanstack/react-table';
import { errorText } from '../i18n/consoleI18n.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';

/** One page of a staff list as its query holds it (TanStack Query's result has this shape). */
export interface PageQuery<Row> {
  data?: { content: Row[]; totalPages: number } | undefined;
  error: unknown;
  isPending: boolean;
  /** Asks again after a failure. */
  refetch?: () => unknown;
}

export type QueryTableProps<
  Row extends RowData,
  Filter extends { pageNo?: number | string },
> = Omit<DataTableProps<Row>, 'rows' | 'totalPages' | 'loading' | 'page' | 'onPage'> & {
  query: PageQuery<Row>;
  /** The list's filter; paging changes only its page number. */
  filter: Filter;
  onFilter: (next: Filter) => void;
};

/**
 * A server-paged staff list: the query's failure in words (its catalogue code's message),
 * then its rows, loading and empty states, and paging that asks for the next page.
 */
export const QueryTable = <Row extends RowData, Filter extends { pageNo?: number | string }>({
  query,
  filter,
  onFilter,
  ...table
}: QueryTableProps<Row, Filter>) => {
  const { i18n } = useLingui();
  return (
    <>
      {query.error ? (
        <QueryFailure
          error={query.error}
          describe={(error) => errorText(i18n, error)}
          onRetry={query.refetch}
        />
      ) : null}
      <DataTable
        {...table}
        rows={query.data?.content ?? []}
        page={Number(filter.pageNo ?? 1)}
        totalPages={query.data?.totalPages ?? 1}
        onPage={(pageNo) => onFilter({ ...filter, pageNo })}
        loading={query.isPending}
      />
    </>
  );
};
