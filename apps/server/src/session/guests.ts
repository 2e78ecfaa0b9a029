import { randomBytes } from 'node:crypto';
import { MEMBER_TYPES } from '@portal/contract';
import type { Db } from '../db/database.ts';

/** How many guest accounts an address opened since a time. */
export const guestsFrom = async (
  db: Db,
  merchantId: number,
  address: string,
  since: Date,
): Promise<number> => {
  const { count } = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('register_ip', '=', address)
    .where('type', '=', MEMBER_TYPES.trial)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
};

/** A new guest (trial) account. */
export const createGuest = (db: Db, merchantId: number, address: string, now: Date) =>
  db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: `guest${randomBytes(5).toString('hex')}`,
      // No password can match: a guest comes back only through its session.
      password_hash: 'none',
      type: MEMBER_TYPES.trial,
      nickname: 'Guest',
      register_ip: address,
      created_at: now,
      password_changed_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
