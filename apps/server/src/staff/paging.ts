import { type Expression, type SqlBool, sql } from 'kysely';

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

interface Narrowable<Q> {
  where(expression: Expression<SqlBool>): Q;
}

/**
 * A staff queue's two queries, its rows (table alias `alias`) and its count (the bare table),
 * narrowed alike: to the merchants in scope (`null`: every merchant) and, when one is asked,
 * to one status. The desks' queues (applications, referral rewards, point redemptions,
 * promotions) read through this one rule, so the count can never scope other rows than the
 * page. `-1` keeps `IN` valid for an empty scope (no merchant has that id).
 */
export const narrowQueue = <R extends Narrowable<R>, C extends Narrowable<C>>(
  queue: { rows: R; counted: C },
  alias: string,
  merchants: readonly number[] | null,
  status?: string,
): { rows: R; counted: C } => {
  let { rows, counted } = queue;
  const narrow = (column: string, test: (ref: Expression<unknown>) => Expression<SqlBool>) => {
    rows = rows.where(test(sql.ref(`${alias}.${column}`)));
    counted = counted.where(test(sql.ref(column)));
  };
  if (merchants !== null) {
    const ids = sql.join([...merchants, -1]);
    narrow('merchant_id', (ref) => sql<SqlBool>`${ref} IN (${ids})`);
  }
  if (status) narrow('status', (ref) => sql<SqlBool>`${ref} = ${status}`);
  return { rows, counted };
};
