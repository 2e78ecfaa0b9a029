import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deskPageQuery, deskQueueQuery, pageCount } from './fields.ts';

describe('desk list queries', () => {
  it('read a brand and a page, every brand in scope when the brand is left out', () => {
    expect(v.parse(deskPageQuery(), {})).toEqual({ pageNo: 1, pageSize: 20 });
    expect(v.parse(deskPageQuery(), { merchantCode: 'm1', pageNo: '3', pageSize: '50' })).toEqual({
      merchantCode: 'm1',
      pageNo: 3,
      pageSize: 50,
    });
    expect(v.safeParse(deskPageQuery(), { merchantCode: 'm 1' }).success).toBe(false);
    expect(v.safeParse(deskPageQuery(), { status: 'paid' }).success).toBe(false);
  });

  it('read a queue at one of its own statuses, or at any', () => {
    const queue = deskQueueQuery(['paid', 'held']);
    expect(v.parse(queue, { status: 'held' })).toEqual({ status: 'held', pageNo: 1, pageSize: 20 });
    expect(v.parse(queue, { merchantCode: 'm1' })).toEqual({
      merchantCode: 'm1',
      pageNo: 1,
      pageSize: 20,
    });
    expect(v.safeParse(queue, { status: 'rejected' }).success).toBe(false);
    expect(v.safeParse(queue, { status: 'held', other: 1 }).success).toBe(false);
  });
});

describe('pageCount', () => {
  it('is at least one page, and one more for every part-filled page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(100, 7)).toBe(15);
  });

  it('takes a count as PostgreSQL answers it (a string or a bigint)', () => {
    expect(pageCount('41', 20)).toBe(3);
    expect(pageCount(41n, 20)).toBe(3);
  });
});
