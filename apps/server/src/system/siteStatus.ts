import { isIP } from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { countryOf } from './geoip.ts';

export interface MaintenanceState {
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  message: string;
}

/**
 * The merchant's maintenance as of `now`: the window in force, or else the next one, so the
 * portal can announce it; `active` only while a window is in force. The message is the one
 * staff wrote in `language`, else the default language's.
 */
export const maintenanceAt = async (
  db: Db,
  merchantId: number,
  now: Date,
  language?: string,
): Promise<MaintenanceState> => {
  const window = await db
    .selectFrom('maintenance_windows')
    .select(['starts_at', 'ends_at', 'message', 'messages'])
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
    message: (language && window.messages[language]) || window.message,
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
  /** On the merchant's allow-list: passes maintenance and region rules alike. */
  allowed: boolean;
}

/**
 * Evaluates the merchant's site rules for a caller address. The allow-list of staff addresses
 * passes everything. Else a network rule decides, the most specific matching network first,
 * so an operator can block a range and let a smaller one in; these are the exceptions. Else
 * the country the GeoIP database places the address in decides by the country rules.
 */
export const regionFor = async (db: Db, merchantId: number, ip: string): Promise<RegionVerdict> => {
  const address = normaliseIp(ip);
  if (isIP(address) === 0) return { blocked: false, country: '', allowed: false };
  const [allowed, rules] = await Promise.all([
    db
      .selectFrom('site_allow_list')
      .select('network')
      .where('merchant_id', '=', merchantId)
      .where(sql<boolean>`${address}::inet <<= network`)
      .executeTakeFirst(),
    db
      .selectFrom('region_rules')
      .select(['blocked', 'country_code'])
      .where('merchant_id', '=', merchantId)
      .where(sql<boolean>`${address}::inet <<= network`)
      .orderBy(sql`masklen(network)`, 'desc')
      .execute(),
  ]);
  const named = rules.find((r) => r.country_code !== '')?.country_code;
  const country = named ?? countryOf(address);
  if (allowed) return { blocked: false, country, allowed: true };
  const exception = rules[0];
  if (exception) return { blocked: exception.blocked, country, allowed: false };
  if (country === '') return { blocked: false, country, allowed: false };
  const rule = await db
    .selectFrom('country_rules')
    .select('blocked')
    .where('merchant_id', '=', merchantId)
    .where('country_code', '=', country)
    .executeTakeFirst();
  return { blocked: rule?.blocked ?? false, country, allowed: false };
};
