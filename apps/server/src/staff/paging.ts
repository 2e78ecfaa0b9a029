/** A page of a staff list, as every staff list call answers it. */
export interface StaffPage<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

interface CountQuery {
  executeTakeFirstOrThrow(): Promise<{ count: string | number | bigint }>;
}
interface RowsQuery<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/**
 * One page of a list: `counted` counts every matching row, `ordered` reads them in the list's
 * order; the page asked for is cut from it and each row mapped to its answer shape (one after another: `map` may query).
 */
export const pageOf = async <Row, Out>(
  counted: CountQuery,
  ordered: RowsQuery<Row>,
  page: { pageNo: number; pageSize: number },
  map: (row: Row) => Out | Promise<Out>,
): Promise<StaffPage<Out>> => {
  const total = Number((await counted.executeTakeFirstOrThrow()).count);
  const rows = await ordered
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const content: Out[] = [];
  for (const row of rows) content.push(await map(row));
  return {
    content,
    pageNum: page.pageNo,
    totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
    total,
  };
};
