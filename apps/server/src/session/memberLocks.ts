import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';

/** Refuses a member staff have locked (every way of signing in passes here). */
export const refuseLockedMember = async (db: Db, memberId: number): Promise<void> => {
  const lock = await db
    .selectFrom('member_locks')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (lock) throw new CatalogueError('login.member.locked');
};
