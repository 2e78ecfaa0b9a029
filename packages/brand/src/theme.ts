import { contrastRatio, mix, relativeLuminance } from './colour.ts';
import type { BrandTheme } from './schema.ts';

/** WCAG 2 AA contrast for body text. */
export const TEXT_CONTRAST = 4.5;

const DARK_NEUTRAL = '#1a1c20';
const LIGHT_NEUTRAL = '#f7f7f8';

export const PRIMARY_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type PrimaryStep = (typeof PRIMARY_STEPS)[number];

/** Brand colours a theme names, and the text colour derived for each. */
type BrandColour = keyof BrandTheme['colors'];
type OnColour = `on${Capitalize<BrandColour>}`;

/**
 * The emotion theme of the portal. Lengths (radii, spacing, font sizes) are numbers of pixels,
 * which emotion's object styles take as they are; CSS variables carry them with `px`.
 */
export interface PortalTheme {
  /** Whether the page is light or dark, for `color-scheme` and for shadows. */
  scheme: 'light' | 'dark';
  colors: Record<BrandColour | OnColour, string> & {
    /** Secondary text that still reaches AA contrast on its ground. */
    mutedOnBackground: string;
    mutedOnSurface: string;
    border: string;
    focusRing: string;
    overlay: string;
  };
  /** Tints (50..400) and shades (600..900) of the primary colour; 500 is the colour itself. */
  primaryScale: Record<PrimaryStep, string>;
  fonts: { body: string; heading: string; mono: string };
  fontSizes: { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number };
  radii: { small: number; medium: number; large: number; round: number };
  spacing: {
    xxs: number;
    xs: number;
    sm: number;
    md: number;
    lg: number;
    xl: number;
    xxl: number;
    xxxl: number;
  };
  shadows: { small: string; medium: string; large: string };
  zIndices: {
    base: number;
    dropdown: number;
    sticky: number;
    header: number;
    overlay: number;
    modal: number;
    popover: number;
    toast: number;
    tooltip: number;
  };
}

/**
 * The colour among the candidates with the highest contrast on `background`. Neutrals are tried
 * first, as they sit softer on the eye; pure black or white is the fallback, and one of the two
 * always reaches AA.
 */
export function readableOn(background: string): string {
  const neutral = highestContrast(background, DARK_NEUTRAL, LIGHT_NEUTRAL);
  if (contrastRatio(neutral, background) >= TEXT_CONTRAST) return neutral;
  return highestContrast(background, '#000000', '#ffffff');
}

function highestContrast(background: string, a: string, b: string): string {
  return contrastRatio(a, background) >= contrastRatio(b, background) ? a : b;
}

/** `text` faded towards `background` as far as AA contrast allows. */
function mutedOn(background: string, text: string): string {
  for (let step = 10; step > 0; step--) {
    const candidate = mix(text, background, step * 0.05);
    if (contrastRatio(candidate, background) >= TEXT_CONTRAST) return candidate;
  }
  return text;
}

const TINTS: Record<PrimaryStep, readonly [towards: string, amount: number]> = {
  50: ['#ffffff', 0.92],
  100: ['#ffffff', 0.84],
  200: ['#ffffff', 0.68],
  300: ['#ffffff', 0.5],
  400: ['#ffffff', 0.26],
  500: ['#ffffff', 0],
  600: ['#000000', 0.14],
  700: ['#000000', 0.3],
  800: ['#000000', 0.46],
  900: ['#000000', 0.62],
};

function primaryScale(primary: string): Record<PrimaryStep, string> {
  const scale = {} as Record<PrimaryStep, string>;
  for (const step of PRIMARY_STEPS) {
    const [towards, amount] = TINTS[step];
    scale[step] = mix(primary, towards, amount);
  }
  return scale;
}

/** Derives the full portal theme from a brand's few colours, fonts and radii. Pure. */
export function deriveTheme(brand: BrandTheme): PortalTheme {
  const c = brand.colors;
  // Below this luminance white text contrasts more than black: the page reads as dark.
  const dark = relativeLuminance(c.background) < 0.179;
  const onBackground = readableOn(c.background);
  const onSurface = readableOn(c.surface);
  // Non-text contrast (WCAG 1.4.11) asks 3:1 of a focus indicator against its ground.
  const focusRing = contrastRatio(c.primary, c.background) >= 3 ? c.primary : onBackground;
  return {
    scheme: dark ? 'dark' : 'light',
    colors: {
      ...c,
      onPrimary: readableOn(c.primary),
      onSecondary: readableOn(c.secondary),
      onAccent: readableOn(c.accent),
      onBackground,
      onSurface,
      onDanger: readableOn(c.danger),
      onSuccess: readableOn(c.success),
      mutedOnBackground: mutedOn(c.background, onBackground),
      mutedOnSurface: mutedOn(c.surface, onSurface),
      border: mix(c.surface, onSurface, 0.18),
      focusRing,
      overlay: dark ? 'rgba(0, 0, 0, 0.72)' : 'rgba(0, 0, 0, 0.5)',
    },
    primaryScale: primaryScale(c.primary),
    fonts: {
      body: brand.fonts.body,
      heading: brand.fonts.heading,
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    fontSizes: { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 },
    radii: { ...brand.radii, round: 9999 },
    spacing: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, xxxl: 48 },
    // Shadows vanish on a dark page unless they are much denser.
    shadows: dark
      ? {
          small: '0 1px 2px rgba(0, 0, 0, 0.5)',
          medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
          large: '0 12px 32px rgba(0, 0, 0, 0.6)',
        }
      : {
          small: '0 1px 2px rgba(16, 24, 40, 0.08)',
          medium: '0 4px 12px rgba(16, 24, 40, 0.12)',
          large: '0 12px 32px rgba(16, 24, 40, 0.18)',
        },
    zIndices: {
      base: 0,
      dropdown: 1000,
      sticky: 1100,
      header: 1200,
      overlay: 1300,
      modal: 1400,
      popover: 1500,
      toast: 1600,
      tooltip: 1700,
    },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme as a `:root{...}` block of CSS custom properties (`--color-primary`,
 * `--color-primary-50`, `--font-body`, `--radius-small`, `--space-md`, `--shadow-small`,
 * `--z-modal`, ...), to inline into index.html so the first paint is already branded.
 */
export function themeCssVariables(theme: PortalTheme): string {
  const declarations = [`color-scheme:${theme.scheme}`];
  const add = (prefix: string, values: object, unit = '') => {
    for (const [name, value] of Object.entries(values)) {
      declarations.push(`--${prefix}-${kebab(name)}:${value}${unit}`);
    }
  };
  add('color', theme.colors);
  add('color-primary', theme.primaryScale);
  add('font', theme.fonts);
  add('font-size', theme.fontSizes, 'px');
  add('radius', theme.radii, 'px');
  add('space', theme.spacing, 'px');
  add('shadow', theme.shadows);
  add('z', theme.zIndices);
  return `:root{${declarations.join(';')}}`;
}
