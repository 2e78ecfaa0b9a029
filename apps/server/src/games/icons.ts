/**
 * Icons drawn here as SVG, so the catalogue needs no external assets: a two-colour gradient
 * picked from the name, the name's initials and a caption. Every text goes through `escape`,
 * so a name cannot inject markup into the image.
 */

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const hueOf = (text: string): number => {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) % 360;
  return h;
};

const initials = (name: string): string =>
  name
    .split(/[\s'_-]+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export interface IconOptions {
  width: number;
  height: number;
  title: string;
  caption?: string;
}

export const iconSvg = ({ width, height, title, caption }: IconOptions): string => {
  const hue = hueOf(title);
  const big = Math.round(Math.min(width, height) * 0.36);
  const small = Math.max(10, Math.round(Math.min(width, height) * 0.09));
  const text = caption ?? title;
  const label = escapeXml(text.length > 28 ? `${text.slice(0, 27)}…` : text);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},70%,45%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 60) % 360},75%,25%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" rx="${Math.round(small * 1.2)}" fill="url(#g)"/>`,
    `<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${big * 0.6}" fill="hsla(${(hue + 180) % 360},80%,70%,0.25)"/>`,
    `<text x="50%" y="48%" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${big}" fill="#fff">${escapeXml(initials(title))}</text>`,
    `<text x="50%" y="${height - small * 1.2}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${small}" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('');
};
