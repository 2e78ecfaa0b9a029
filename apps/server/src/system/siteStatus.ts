import { isIP } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface MaintenanceState {
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  message: string;
}

/**
 * The merchant's maintenance as of `now`: the window in force, or else the next one, so the
 * portal can announce it; `active` only while a window is in force.
 */
export const maintenanceAt = async (
  db: Db,
  merchantId: number,
  now: Date,
): Promise<MaintenanceState> => {
  const window = await db
    .selectFrom('maintenance_windows')
    .select(['starts_at', 'ends_at', 'message'])
    .where('merchant_id', '=', merchantId)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .limit(1)
    .executeTakeFirst();
  if (!window) return { active: false, startsAt: null, endsAt: null, message: '' };
  return {
    active: window.starts_at <= now,
    startsAt: window.starts_at.toISOString(),
    endsAt: window.ends_at.toISOString(),
    message: window.message,
  };
};

/** IPv4 callers reach a dual-stack socket as `::ffff:a.b.c.d`; rules are written for a.b.c.d. */
export const normaliseIp = (ip: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
};

export interface RegionVerdict {
  blocked: boolean;
  country: string;
}

/**
 * Evaluates the merchant's region rules for a caller address. The most specific matching
 * network decides, so an operator can block a range and allow a smaller one inside it.
 */
export const regionFor = async (db: Db, merchantId: number, ip: string): Promise<RegionVerdict> => {
  const address = normaliseIp(ip);
  if (isIP(address) === 0) return { blocked: false, country: '' };
  const rules = await db
    .selectFrom('region_rules')
    .select(['blocked', 'country_code'])
    .where('merchant_id', '=', merchantId)
    .where(sql<boolean>`${address}::inet <<= network`)
    .orderBy(sql`masklen(network)`, 'desc')
    .execute();
  return {
    blocked: rules[0]?.blocked ?? false,
    country: rules.find((r) => r.country_code !== '')?.country_code ?? '',
  };
};
