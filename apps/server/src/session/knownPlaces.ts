import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The devices and addresses a member has signed in from (known_devices, known_addresses): what
 * other areas compare to find one person behind two accounts (a referral's self-referral signs).
 */
export const knownPlacesOf = async (
  db: Db,
  memberId: number,
): Promise<{ devices: string[]; addresses: string[] }> => {
  const [devices, addresses] = await Promise.all([
    db.selectFrom('known_devices').select('device_id').where('member_id', '=', memberId).execute(),
    db.selectFrom('known_addresses').select('address').where('member_id', '=', memberId).execute(),
  ]);
  return {
    devices: devices.map((d) => d.device_id),
    addresses: addresses.map((a) => a.address),
  };
};

/** Two members that share a trace (promotions' abuse signs, promotions-rules.md "Abuse"). */
export interface SharedTrace<Sign extends string> {
  memberId: number;
  otherId: number;
  sign: Sign;
}

/**
 * The pairs (a member of `left`, another member of `right`) that signed in from one device, or
 * share an address: a sign-in address or the address each registered from (members.register_ip),
 * compared as the referral signs compare them (exactly, trimmed). `left` and `right` are SQL
 * lists of member ids (a subquery of the caller's, such as the holders of one promotion), so a
 * set is compared in one statement, not member by member.
 */
export const sharedPlaces = async (
  db: Db,
  left: RawBuilder<unknown>,
  right: RawBuilder<unknown>,
): Promise<SharedTrace<'sameDevice' | 'sameAddress'>[]> => {
  const { rows } = await sql<{
    member_id: number;
    other_id: number;
    sign: 'sameDevice' | 'sameAddress';
  }>`
    WITH l AS (${left}), r AS (${right}),
    places AS (
      SELECT member_id, btrim(address) AS address FROM known_addresses
        WHERE member_id IN (SELECT * FROM l UNION SELECT * FROM r)
      UNION
      SELECT id, btrim(register_ip) FROM members
        WHERE id IN (SELECT * FROM l UNION SELECT * FROM r) AND btrim(register_ip) <> ''
    )
    SELECT DISTINCT a.member_id, b.member_id AS other_id, 'sameDevice' AS sign
    FROM known_devices a JOIN known_devices b
      ON b.device_id = a.device_id AND b.member_id <> a.member_id
    WHERE a.member_id IN (SELECT * FROM l) AND b.member_id IN (SELECT * FROM r)
    UNION
    SELECT DISTINCT a.member_id, b.member_id, 'sameAddress'
    FROM places a JOIN places b ON b.address = a.address AND b.member_id <> a.member_id
    WHERE a.member_id IN (SELECT * FROM l) AND b.member_id IN (SELECT * FROM r)
  `.execute(db);
  return rows.map((r) => ({ memberId: r.member_id, otherId: r.other_id, sign: r.sign }));
};
