import { BlockList, isIP } from 'node:net';
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

/** A cidr network as PostgreSQL prints it ("198.51.100.0/24", "2001:db8::/32"). */
interface Network {
  family: 'ipv4' | 'ipv6';
  list: BlockList;
}

const networkOf = (text: string): Network => {
  const [address = '', prefix = ''] = text.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  list.addSubnet(address, Number(prefix), family);
  return { family, list };
};

/**
 * PostgreSQL's `address <<= network`. Only within one family: BlockList would also match an
 * IPv4 network against an IPv4-mapped IPv6 address, which PostgreSQL does not (callers
 * normalise the dotted mapped form first, as before).
 */
const contains = (network: Network, address: string, family: 'ipv4' | 'ipv6') =>
  network.family === family && network.list.check(address, family);

/** Whether `address` lies in the cidr `network` (PostgreSQL's text), as `<<=` answers it. */
export const inNetwork = (network: string, address: string): boolean => {
  const version = isIP(address);
  return version !== 0 && contains(networkOf(network), address, version === 6 ? 'ipv6' : 'ipv4');
};

/**
 * A merchant's region rules, read whole: a handful to a few hundred rows, so the guard can
 * judge any address in memory instead of asking the database per address (issue 26: the
 * balance call paid three guard reads a request).
 */
export interface RegionRules {
  allowList: Network[];
  /** Network exceptions, the most specific (longest prefix) first. */
  networks: (Network & { blocked: boolean; countryCode: string })[];
  countries: Map<string, boolean>;
}

export const readRegionRules = async (db: Db, merchantId: number): Promise<RegionRules> => {
  const [allowList, networks, countries] = await Promise.all([
    db
      .selectFrom('site_allow_list')
      .select(sql<string>`network::text`.as('network'))
      .where('merchant_id', '=', merchantId)
      .execute(),
    db
      .selectFrom('region_rules')
      .select([sql<string>`network::text`.as('network'), 'blocked', 'country_code'])
      .where('merchant_id', '=', merchantId)
      // One network per merchant (a unique index), so no two rules tie on an address.
      .orderBy(sql`masklen(network)`, 'desc')
      .execute(),
    db
      .selectFrom('country_rules')
      .select(['country_code', 'blocked'])
      .where('merchant_id', '=', merchantId)
      .execute(),
  ]);
  return {
    allowList: allowList.map((row) => networkOf(row.network)),
    networks: networks.map((row) => ({
      ...networkOf(row.network),
      blocked: row.blocked,
      countryCode: row.country_code,
    })),
    countries: new Map(countries.map((row) => [row.country_code, row.blocked])),
  };
};

/**
 * Evaluates the merchant's site rules for a caller address. The allow-list of staff addresses
 * passes everything. Else a network rule decides, the most specific matching network first,
 * so an operator can block a range and let a smaller one in; these are the exceptions. Else
 * the country the GeoIP database places the address in decides by the country rules.
 */
export const verdictFor = (rules: RegionRules, ip: string): RegionVerdict => {
  const address = normaliseIp(ip);
  const version = isIP(address);
  if (version === 0) return { blocked: false, country: '', allowed: false };
  const family = version === 6 ? 'ipv6' : 'ipv4';
  const allowed = rules.allowList.some((network) => contains(network, address, family));
  const matching = rules.networks.filter((network) => contains(network, address, family));
  const named = matching.find((r) => r.countryCode !== '')?.countryCode;
  const country = named ?? countryOf(address);
  if (allowed) return { blocked: false, country, allowed: true };
  const exception = matching[0];
  if (exception) return { blocked: exception.blocked, country, allowed: false };
  if (country === '') return { blocked: false, country, allowed: false };
  return { blocked: rules.countries.get(country) ?? false, country, allowed: false };
};

/** The verdict on one address, read now (the status call; the guard keeps the rules). */
export const regionFor = async (db: Db, merchantId: number, ip: string): Promise<RegionVerdict> =>
  isIP(normaliseIp(ip)) === 0
    ? { blocked: false, country: '', allowed: false }
    : verdictFor(await readRegionRules(db, merchantId), ip);
