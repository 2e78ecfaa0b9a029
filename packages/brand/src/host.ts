import type { Brand } from './schema.ts';

/**
 * The brand serving a Host header value such as `lucky88.localhost:5173`: a domain written with
 * its port matches only that port, one written without matches any port.
 */
export function brandForHost<T extends Pick<Brand, 'domains'>>(
  brands: readonly T[],
  host: string,
): T | undefined {
  const wanted = host.trim().toLowerCase().replace(/\.$/, '');
  const hostname = wanted.replace(/:\d+$/, '');
  return (
    brands.find((brand) => brand.domains.includes(wanted)) ??
    brands.find((brand) => brand.domains.includes(hostname))
  );
}
