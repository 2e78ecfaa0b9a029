import createCache from '@emotion/cache';
import {
  CacheProvider,
  css,
  ThemeProvider as EmotionThemeProvider,
  Global,
  type Theme,
} from '@emotion/react';
import type { PortalTheme } from '@portal/brand';
import type { ReactNode } from 'react';

declare module '@emotion/react' {
  /** Every styled part and `css` function of the portal reads the brand's derived theme. */
  export interface Theme extends PortalTheme {}
}

export interface ThemeProviderProps {
  theme: PortalTheme;
  children: ReactNode;
}

/**
 * Emotion's style cache without its vendor-prefixing step (the default cache runs every
 * declaration through stylis's prefixer). The browsers the portal serves take today's
 * properties unprefixed; the few that still need a prefix in Safari (`-webkit-user-select`,
 * `-webkit-hyphens`, `-webkit-text-size-adjust`) are written out where they are used. Styles are
 * compiled as the page commits, so the prefixer was part of the first load's longest tasks.
 */
const styleCache = createCache({ key: 'css', stylisPlugins: [] });

/** Provides the brand theme to emotion and applies the global styles. */
export const ThemeProvider = ({ theme, children }: ThemeProviderProps) => (
  <CacheProvider value={styleCache}>
    <EmotionThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      {children}
    </EmotionThemeProvider>
  </CacheProvider>
);

/**
 * Components use logical properties (`margin-inline-start`, `inset-inline-end`), so
 * `dir="rtl"` on the document mirrors the layout without per-component overrides.
 */
const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: ${theme.scheme};
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.background};
    color: ${theme.colors.onBackground};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md}px;
    line-height: 1.5;
  }
  html:lang(ur) body {
    /* Urdu is written in Nastaliq; Naskh is the fallback where no Nastaliq font is installed. */
    font-family: 'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Noto Naskh Arabic', ${theme.fonts.body};
    /* Nastaliq needs more room between lines than Latin text. */
    line-height: 1.9;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.25;
    margin: 0;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
