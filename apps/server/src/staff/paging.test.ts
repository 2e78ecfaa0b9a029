import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { countOf, narrowQueue } from './paging.ts';

interface QueueDb {
  queue_items: { id: number; merchant_id: number; status: string };
}

// Compiled only, never run: what is checked is that the page and its count are narrowed alike.
const db = new Kysely<QueueDb>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const queue = () => ({
  rows: db.selectFrom('queue_items as q').select(['q.id']),
  counted: countOf(db, 'queue_items'),
});
const compiled = (
  q: ReturnType<
    typeof narrowQueue<ReturnType<typeof queue>['rows'], ReturnType<typeof queue>['counted']>
  >,
) => ({
  rows: q.rows.compile(),
  counted: q.counted.compile(),
});

describe('a staff queue narrowed to its scope', () => {
  it('scopes the page and its count to the same merchants and status', () => {
    const { rows, counted } = compiled(narrowQueue(queue(), 'q', [7, 9], 'pending'));
    expect(rows.sql).toContain('"q"."merchant_id" IN ($1, $2, $3)');
    expect(rows.sql).toContain('"q"."status" = $4');
    expect(counted.sql).toContain('"merchant_id" IN ($1, $2, $3)');
    expect(counted.sql).toContain('"status" = $4');
    expect(rows.parameters).toEqual([7, 9, -1, 'pending']);
    expect(counted.parameters).toEqual(rows.parameters);
  });

  it('reads every merchant for platform staff, and an empty scope as no merchant', () => {
    const all = compiled(narrowQueue(queue(), 'q', null));
    expect(all.rows.sql).not.toContain('where');
    expect(all.counted.sql).not.toContain('where');
    const none = compiled(narrowQueue(queue(), 'q', []));
    expect(none.rows.parameters).toEqual([-1]);
    expect(none.counted.parameters).toEqual([-1]);
  });
});

describe('a table counted', () => {
  it('counts every row of the bare table, under the name pageOf reads', () => {
    expect(countOf(db, 'queue_items').compile().sql).toBe(
      'select count(*) as "count" from "queue_items"',
    );
  });
});
