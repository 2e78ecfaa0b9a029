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
