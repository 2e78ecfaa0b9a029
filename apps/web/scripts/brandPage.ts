import {
  deriveTheme,
  FIRST_BANNER_MARKER,
  FIRST_PAINT_END,
  FIRST_PAINT_ID,
  FIRST_PAINT_START,
  themeCssVariables,
} from '@portal/brand';
import { LANGUAGE_TAGS, RTL_LANGUAGES } from '@portal/contract';
import { BREAKPOINTS } from '@portal/ui-kit/breakpoints';
import {
  BRAND_CONFIG_ELEMENT_ID,
  brandAssetUrl,
  brandConfigJson,
  type PublicBrand,
} from '../src/brand/publicBrand.ts';
import { APP_MODULES_ELEMENT_ID } from '../src/start/appModules.ts';
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
 * The home page's first paint on a phone, before any script has run: the header bar with the
 * brand's logo, the category bar's row, and the first home banner, laid out where the app puts
 * them (ui-kit's phone breakpoint, the theme's variables). It lies over the page (fixed, out of
 * the flow, so nothing shifts under it) until the app's home screen is ready and takes it away
 * (src/start/firstPaint.ts). The server writes the banner in at `FIRST_BANNER_MARKER` and
 * leaves the whole shell out of every other page (@portal/brand's firstPaint.ts).
 * Wider screens keep today's first paint: their layout differs, and the budget is the phone's.
 */

const firstPaintCss = [
  `#${FIRST_PAINT_ID}{display:none}`,
  `@media (max-width:${BREAKPOINTS.phoneMax}px){`,
  `#${FIRST_PAINT_ID}{display:block;position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:var(--color-background)}`,
  // The header: one row (menu button, logo), then the category bar's row; 3px primary border.
  `#${FIRST_PAINT_ID} .fp-bar{box-sizing:border-box;height:99px;padding:8px 8px 0 56px;background:var(--color-surface);border-bottom:3px solid var(--color-primary);box-shadow:var(--shadow-medium)}`,
  `#${FIRST_PAINT_ID} .fp-bar img{display:block;height:32px;width:auto;max-width:60%;object-fit:contain}`,
  // The first slide of the carousel, as the home page's banner frame draws it.
  `#${FIRST_PAINT_ID} .fp-banner{margin:8px;aspect-ratio:1920/500;border-radius:var(--radius-medium);overflow:hidden;background:var(--color-surface)}`,
  `#${FIRST_PAINT_ID} .fp-banner img{display:block;width:100%;height:100%;object-fit:cover}`,
  '}',
].join('');

const firstPaintShell = (logoUrl: string): string =>
  [
    FIRST_PAINT_START,
    `<div id="${FIRST_PAINT_ID}" aria-hidden="true">`,
    `<div class="fp-bar"><img src="${escapeHtml(logoUrl)}" alt="" height="32" /></div>`,
    `<div class="fp-banner">${FIRST_BANNER_MARKER}</div>`,
    '</div>',
    FIRST_PAINT_END,
  ].join('');

/**
 * One brand's index.html from the shared template: title, favicon, manifest link, theme variables inlined
 * so the first paint is branded, the default language's lang and dir, and the public brand
 * config as a JSON data block (CSP forbids inline scripts, not data). String work only.
 * `preload` lists the built scripts the app needs beyond the entry's own (the default language's
 * catalogue, the app, the home screen), which the entry fetches together once the page has painted.
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
    `<style id="first-paint-style">${firstPaintCss}</style>`,
    // The app's modules, for the entry to fetch once the page has painted (entry.ts): fetched
    // with the page, they took the network from the first paint's banner. Data, not a script.
    `<script id="${APP_MODULES_ELEMENT_ID}" type="application/json">${JSON.stringify(preload).replace(/</g, '\\u003c')}</script>`,
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
  html = replaceOnce(
    html,
    new RegExp(FIRST_PAINT_START),
    firstPaintShell(brandAssetUrl(brand, brand.theme.logo)),
    'first-paint marker',
  );
  html = replaceOnce(html, /<\/head>/, `  ${head}\n  </head>`, '</head>');
  return html;
};
