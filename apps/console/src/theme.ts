import { deriveTheme } from '@portal/brand';

/**
 * The console's own neutral theme, through the same derivation as a brand's: slate and blue,
 * no brand colours, so staff never mistake it for a brand site.
 */
export const consoleTheme = deriveTheme({
  colors: {
    primary: '#2f5bd3',
    secondary: '#334155',
    accent: '#0e7490',
    background: '#f1f5f9',
    surface: '#ffffff',
    danger: '#b42318',
    success: '#067647',
  },
  fonts: {
    body: '"Inter", "Segoe UI", Roboto, "Noto Sans", "Noto Sans SC", Arial, sans-serif',
    heading: '"Inter", "Segoe UI", Roboto, "Noto Sans SC", Arial, sans-serif',
  },
  radii: { small: 4, medium: 6, large: 10 },
  logo: 'logo.svg',
  favicon: 'favicon.svg',
});
