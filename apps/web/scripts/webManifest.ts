import { deriveTheme } from '@portal/brand';
import { LANGUAGE_TAGS, RTL_LANGUAGES } from '@portal/contract';
import { brandAssetUrl, type PublicBrand } from '../src/brand/publicBrand.ts';

/** Where each brand's manifest is served: its own static folder, on its own host. */
export const WEB_MANIFEST_PATH = 'manifest.webmanifest';

/** Launchers cut names longer than this under the icon. */
const SHORT_NAME_MAX = 12;

const iconTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The web app manifest of one brand (W3C Web Application Manifest): its name, its icon
 * (the brand's square favicon; an SVG scales to every size a launcher asks for), its colours
 * from the derived theme, and a standalone window that opens at the home page.
 */
export const brandWebManifest = (brand: PublicBrand) => {
  const theme = deriveTheme(brand.theme);
  const icon = brand.theme.favicon;
  const extension = icon.slice(icon.lastIndexOf('.') + 1).toLowerCase();
  const firstWord = brand.name.split(/\s+/)[0] ?? brand.name;
  return {
    id: '/',
    name: brand.name,
    short_name:
      brand.name.length <= SHORT_NAME_MAX ? brand.name : firstWord.slice(0, SHORT_NAME_MAX),
    lang: LANGUAGE_TAGS[brand.defaultLanguage],
    dir: RTL_LANGUAGES.includes(brand.defaultLanguage) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    icons: [
      {
        src: brandAssetUrl(brand, icon),
        // A vector icon serves every size; a bitmap one is whatever size it was drawn at.
        sizes: extension === 'svg' ? 'any' : '512x512',
        type: iconTypes[extension] ?? 'image/png',
        purpose: 'any',
      },
    ],
  };
};
