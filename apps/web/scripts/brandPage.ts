import { deriveTheme, themeCssVariables } from '@portal/brand';
import { LANGUAGE_TAGS, RTL_LANGUAGES } from '@portal/contract';
import {
  BRAND_CONFIG_ELEMENT_ID,
  brandAssetUrl,
  brandConfigJson,
  type PublicBrand,
} from '../src/brand/publicBrand.ts';
import { WEB_MANIFEST_PATH } from './webManifest.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const iconTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

/** Replaces exactly one match, so a changed template fails the build instead of shipping unbranded. */
const replaceOnce = (html: string, pattern: RegExp, replacement: string, what: string): string => {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(`index.html template: expected one ${what}, found ${matches?.length ?? 0}`);
  }
  return html.replace(pattern, () => replacement);
};

/**
 * One brand's index.html from the shared template: title, favicon, manifest link, theme variables inlined
 * so the first paint is branded, the default language's lang and dir, and the public brand
 * config as a JSON data block (CSP forbids inline scripts, not data). String work only.
 * `preload` lists built scripts the page needs before its first paint beyond the entry's own
 * (the default language's catalogue, the home screen), fetched at once beside the entry.
 */
export const renderBrandPage = (
  template: string,
  brand: PublicBrand,
  preload: readonly string[] = [],
): string => {
  const language = brand.defaultLanguage;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const theme = deriveTheme(brand.theme);
  const css = themeCssVariables(theme);
  if (css.includes('<')) throw new Error(`brand ${brand.code}: theme values may not contain "<"`);
  const favicon = brand.theme.favicon;
  const iconType = iconTypes[favicon.slice(favicon.lastIndexOf('.') + 1)] ?? 'image/x-icon';
  const head = [
    `<meta name="theme-color" content="${escapeHtml(theme.colors.primary)}" />`,
    `<link rel="icon" href="${escapeHtml(brandAssetUrl(brand, favicon))}" type="${iconType}" />`,
    `<link rel="manifest" href="${escapeHtml(brandAssetUrl(brand, WEB_MANIFEST_PATH))}" />`,
    `<style id="brand-theme">${css}</style>`,
    ...preload.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`),
  ].join('\n    ');

  let html = template;
  html = replaceOnce(
    html,
    /<html\b[^>]*>/,
    `<html lang="${LANGUAGE_TAGS[language]}" dir="${dir}">`,
    '<html> tag',
  );
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(brand.name)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    new RegExp(
      `(<script id="${BRAND_CONFIG_ELEMENT_ID}" type="application/json">)[^<]*(</script>)`,
    ),
    `<script id="${BRAND_CONFIG_ELEMENT_ID}" type="application/json">${brandConfigJson(brand)}</script>`,
    'brand config block',
  );
  html = replaceOnce(html, /<\/head>/, `  ${head}\n  </head>`, '</head>');
  return html;
};
