import { pageCount } from '@portal/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { merchantIdsInScope } from './merchantScope.ts';
import type { StaffContext } from './staffContext.ts';

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
    totalPages: pageCount(total, page.pageSize),
    total,
  };
};

/**
 * One page of a list read by one SQL statement that carries the list's total on every row
 * (`count(*) OVER () AS count`): `read` is given the page's offset and limit, and each row is
 * mapped to its answer shape. The agent pay desk's runs, run lines and bills read this way.
 */
export const pageOfStatement = async <Row extends { count: string }, Out>(
  page: { pageNo: number; pageSize: number },
  read: (cut: { offset: number; limit: number }) => Promise<{ rows: Row[] }>,
  map: (row: Row) => Out,
): Promise<Omit<StaffPage<Out>, 'total'>> => {
  const { rows } = await read({
    offset: (page.pageNo - 1) * page.pageSize,
    limit: page.pageSize,
  });
  return {
    content: rows.map(map),
    pageNum: page.pageNo,
    totalPages: pageCount(rows[0]?.count ?? 0, page.pageSize),
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

/** Any table, as far as counting its rows needs to know it. */
type Counted = Record<string, Record<string, unknown>>;

/** Every row of one table counted, as `pageOf` and `narrowQueue` take a queue's count. */
export const countOf = <DB>(db: Kysely<DB>, table: keyof DB & string) =>
  (db as unknown as Kysely<Counted>)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<string>().as('count'));

/**
 * One page of a desk's queue as its list call asks for it: narrowed (`narrowQueue`) to the
 * brand asked for, or to every brand the caller may see, and to the status asked for, then read
 * in the queue's own order. The promotions desks' queues (applications, held referrals,
 * promotions) each wrote these steps out.
 */
export const queuePage = async <
  R extends Narrowable<R>,
  C extends Narrowable<C> & CountQuery,
  Row,
  Out,
>(
  ctx: Pick<StaffContext, 'db' | 'staff'>,
  input: {
    merchantCode?: string | undefined;
    status?: string | undefined;
    pageNo: number;
    pageSize: number;
  },
  queue: {
    rows: R;
    counted: C;
    /** The rows' table alias (the count reads the bare table). */
    alias: string;
    ordered: (rows: R) => RowsQuery<Row>;
    map: (row: Row) => Out | Promise<Out>;
  },
): Promise<StaffPage<Out>> => {
  const merchants = await merchantIdsInScope(ctx.db, input.merchantCode, ctx.staff.merchantId);
  const { rows, counted } = narrowQueue(queue, queue.alias, merchants, input.status);
  return pageOf(counted, queue.ordered(rows), input, queue.map);
};
