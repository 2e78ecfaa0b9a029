import { type MemberRow, pageCount, type StaffCallParsed } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { StaffDb, StaffTrx } from '../staff/staffDb.ts';

const memberRows = (db: StaffDb | StaffTrx) =>
  db
    .selectFrom('members as m')
    .innerJoin('merchants as mc', 'mc.id', 'm.merchant_id')
    .leftJoin('member_locks as l', 'l.member_id', 'm.id')
    .select([
      'm.id',
      'm.merchant_id',
      'mc.merchant_code',
      'mc.brand',
      'm.username',
      'm.nickname',
      'm.mobile',
      'm.email',
      'm.type',
      'm.created_at',
      'm.last_login_at',
      'm.last_login_ip',
      'm.country_dialing_code',
      'm.language',
      'm.register_ip',
      'l.locked_at',
      'l.reason as lock_reason',
    ]);

type MemberRecord = Awaited<ReturnType<ReturnType<typeof memberRows>['executeTakeFirstOrThrow']>>;

export const memberRowOf = (row: MemberRecord): MemberRow => ({
  id: row.id,
  merchantCode: row.merchant_code,
  username: row.username,
  nickname: row.nickname,
  mobile: row.mobile,
  email: row.email,
  type: row.type,
  createdAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at?.toISOString() ?? null,
  lastLoginIp: row.last_login_ip,
  locked: row.locked_at !== null,
});

/**
 * A member the staff member may see: any member for platform staff, their merchant's for
 * merchant staff. Out of scope reads as not found (it does not exist for them).
 */
export const memberInScope = async (
  db: StaffDb | StaffTrx,
  memberId: number,
  scopeMerchantId: number | null,
): Promise<MemberRecord> => {
  let query = memberRows(db).where('m.id', '=', memberId);
  if (scopeMerchantId !== null) query = query.where('m.merchant_id', '=', scopeMerchantId);
  const row = await query.executeTakeFirst();
  if (!row) throw new CatalogueError('not.found');
  return row;
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORT_COLUMNS = {
  username: 'm.username',
  createdAt: 'm.created_at',
  lastLoginAt: 'm.last_login_at',
} as const;

/** Members by account, mobile, e-mail or address: a page, with the total, sorted on the server. */
export const searchMembers = async (
  db: StaffDb,
  input: StaffCallParsed<'memberSearch'>,
  scopeMerchantId: number | null,
) => {
  let query = memberRows(db);
  if (scopeMerchantId !== null) query = query.where('m.merchant_id', '=', scopeMerchantId);
  const q = input.q?.trim() ?? '';
  if (q !== '') {
    const contains = `%${escapeLike(q.toLowerCase())}%`;
    if (input.field === 'account') {
      query = query.where(sql`lower(m.username)`, 'like', contains);
    } else if (input.field === 'mobile') {
      query = query.where('m.mobile', 'like', `%${escapeLike(q)}%`);
    } else if (input.field === 'email') {
      query = query.where(sql`lower(m.email)`, 'like', contains);
    } else {
      query = query.where((eb) =>
        eb.or([
          eb('m.last_login_ip', '=', q),
          eb('m.register_ip', '=', q),
          eb.exists(
            eb
              .selectFrom('known_addresses as a')
              .select('a.member_id')
              .whereRef('a.member_id', '=', 'm.id')
              .where('a.address', '=', q),
          ),
        ]),
      );
    }
  }
  const { count } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const rows = await query
    .orderBy(SORT_COLUMNS[input.sort], (ob) =>
      input.order === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsLast(),
    )
    .orderBy('m.id')
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize)
    .execute();
  return {
    content: rows.map(memberRowOf),
    pageNum: input.pageNo,
    totalPages: pageCount(total, input.pageSize),
    total,
  };
};
