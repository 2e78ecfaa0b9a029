// geoip-country ships no types; only the lookup the site rules use is declared.
declare module 'geoip-country' {
  interface CountryLookup {
    /** ISO 3166-1 alpha-2. */
    country: string;
  }
  const geoip: { lookup(ip: string): CountryLookup | null };
  export default geoip;
}
