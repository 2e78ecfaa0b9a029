/**
 * The home page's first paint, shared by the two sides that write it: the web app's assemble
 * step draws the shell into each brand's page between the markers, and the platform server
 * writes the current first home banner in at `FIRST_BANNER_MARKER` (or leaves the shell out of
 * any page but the home page). Strings only, so both Node scripts and the server read it.
 */
export const FIRST_PAINT_START = '<!--first-paint-->';
export const FIRST_PAINT_END = '<!--/first-paint-->';
export const FIRST_BANNER_MARKER = '<!--first-banner-->';
/** The shell's element id: the app takes it away once its home screen is ready. */
export const FIRST_PAINT_ID = 'first-paint';

/** The paths of the home page (the portal routes them all to the home screen). */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

export const isHomePath = (path: string): boolean =>
  (HOME_PATHS as readonly string[]).includes(path);

const escapeAttribute = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A banner address the first paint may show: a path on the site (`/media/...`, not `//host`)
 * or an https address. Anything else (javascript:, data:, http:) is not drawn.
 */
export const isFirstPaintImageUrl = (url: string): boolean =>
  /^\/(?![/\\])/.test(url) || /^https:\/\/[^/\\\s]/i.test(url);

/**
 * The brand page as the server sends it for `path`: on a home path the shell with the banner
 * written in (`bannerUrl`, when there is one it may show), elsewhere the page without the shell.
 * A page without the markers is returned as it is.
 */
export const pageWithFirstPaint = (
  html: string,
  path: string,
  bannerUrl: string | null,
): string => {
  const start = html.indexOf(FIRST_PAINT_START);
  const end = html.indexOf(FIRST_PAINT_END);
  if (start < 0 || end < start) return html;
  if (!isHomePath(path)) return html.slice(0, start) + html.slice(end + FIRST_PAINT_END.length);
  if (bannerUrl === null || !isFirstPaintImageUrl(bannerUrl)) return html;
  // The banner's intrinsic size is the carousel's (1920 x 500); high priority, as it is the
  // largest thing on a phone's first screen.
  const image = `<img src="${escapeAttribute(bannerUrl)}" alt="" width="1920" height="500" fetchpriority="high" />`;
  return html.replace(FIRST_BANNER_MARKER, () => image);
};
