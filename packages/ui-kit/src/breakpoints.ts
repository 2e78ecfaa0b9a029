/**
 * The portal's three layout widths, phone first. Every screen, the portal's and the console's,
 * takes its widths from here so the layouts change at the same points.
 */
export const BREAKPOINTS = {
  /** The widest phone, in CSS pixels: 0 to 599 is a phone. */
  phoneMax: 599,
  /** The widest tablet: 600 to 1023 is a tablet, 1024 and up a desktop. */
  tabletMax: 1023,
} as const;

/**
 * Media queries for emotion's `styled` and `css`, used as a nested rule:
 * `${media.phone} { ... }`. `fromTablet` is "tablet and wider", the usual way to add the roomier
 * arrangement on top of the phone-first styles.
 */
/** The widths as media query conditions (for `matchMedia`, see `useMedia`). */
export const mediaQueries = {
  phone: `(max-width: ${BREAKPOINTS.phoneMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.phoneMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
  fromTablet: `(min-width: ${BREAKPOINTS.phoneMax + 1}px)`,
  upToTablet: `(max-width: ${BREAKPOINTS.tabletMax}px)`,
} as const;

export type MediaName = keyof typeof mediaQueries;

export const media = {
  phone: `@media ${mediaQueries.phone}`,
  tablet: `@media ${mediaQueries.tablet}`,
  desktop: `@media ${mediaQueries.desktop}`,
  fromTablet: `@media ${mediaQueries.fromTablet}`,
  upToTablet: `@media ${mediaQueries.upToTablet}`,
} as const satisfies Record<MediaName, string>;

/** The smallest touch target, in CSS pixels (WCAG 2.5.5, and what both phone platforms advise). */
export const TOUCH_TARGET = 44;

/** Viewport sizes the stories and journeys render at: a common phone, a tablet and a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
} as const;
