import { type Brand, brandSchema } from '@portal/brand';
import * as v from 'valibot';

/**
 * What of a brand's config the browser gets. An allowlist: a field added to brand.json later
 * stays on the server until it is listed here.
 */
export const PUBLIC_BRAND_KEYS = [
  'code',
  'merchantCode',
  'name',
  'lotteryType',
  'currency',
  'currencySymbol',
  'timeZone',
  'defaultLanguage',
  'languages',
  'cockfightProviders',
  'prizeModes',
  'features',
  'agentTypes',
  'trialTypes',
  'theme',
  'support',
  'licence',
  'copyright',
  'imageCDNs',
  'launchGameCDNs',
  'resources',
  // The caps and whether members may cancel lottery orders (the order list asks).
  'lottery',
] as const satisfies readonly (keyof Brand)[];

export const publicBrandSchema = /* @__PURE__ */ v.pick(brandSchema, PUBLIC_BRAND_KEYS);
export type PublicBrand = v.InferOutput<typeof publicBrandSchema>;

export const toPublicBrand = (brand: Brand): PublicBrand => {
  const out: Partial<Record<keyof PublicBrand, unknown>> = {};
  for (const key of PUBLIC_BRAND_KEYS) out[key] = brand[key];
  return out as PublicBrand;
};

/** The id of the JSON data block in index.html that carries the brand (CSP allows data blocks). */
export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';

/** JSON for a `<script type="application/json">`: `<` is escaped so no text can close the tag. */
export const brandConfigJson = (brand: PublicBrand): string =>
  JSON.stringify(brand).replaceAll('<', '\\u003c');

/**
 * Where a brand's own files (logo, favicon) are served from. The URL names the brand: its
 * host decides in production (the server ignores `?brand=` there), while a `?brand=` preview
 * on localhost gets that brand's files, and no two brands' files share a cache entry.
 */
export const brandAssetUrl = (brand: Pick<PublicBrand, 'code'>, path: string): string =>
  `/static/${path}?brand=${encodeURIComponent(brand.code)}`;

export class BrandConfigMissingError extends Error {
  override readonly name = 'BrandConfigMissingError';
}

/**
 * Reads the brand that assemble.ts wrote into the page; `check` (checkBrandConfig) validates
 * it. assemble.ts writes only brands that passed the schema, so the production portal reads
 * it unchecked and leaves the brand schema out of its first load; development checks.
 */
export const readBrandConfig = (
  doc: Document,
  check: (json: unknown) => PublicBrand = (json) => json as PublicBrand,
): PublicBrand => {
  const text = doc.getElementById(BRAND_CONFIG_ELEMENT_ID)?.textContent ?? '';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BrandConfigMissingError('The page carries no brand config (run assemble.ts).');
  }
  if (typeof json !== 'object' || json === null) {
    throw new BrandConfigMissingError('The page carries no brand config (run assemble.ts).');
  }
  return check(json);
};

/** The brand config checked against the public part of the brand schema. */
export const checkBrandConfig = (json: unknown): PublicBrand => {
  const parsed = v.safeParse(publicBrandSchema, json);
  if (!parsed.success) {
    throw new BrandConfigMissingError(
      `The page's brand config is invalid: ${v.summarize(parsed.issues)}`,
    );
  }
  return parsed.output;
};
