import geoip from 'geoip-country';

/**
 * The country a GeoIP database places an address in (ISO 3166-1 alpha-2), or '' when it
 * places it nowhere (private, reserved and documentation ranges). The database is the
 * `geoip-country` package's GeoLite2 copy, pinned to one version: it updates by upgrading the
 * package, never by hand-kept ranges. Loaded into memory once, on first use (~7 MB).
 */
export const countryOf = (ip: string): string => geoip.lookup(ip)?.country ?? '';
