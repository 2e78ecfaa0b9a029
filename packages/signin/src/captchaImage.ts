/** Base64 openings of the image formats a captcha may come in. */
const signatures: [prefix: string, mime: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWwg', 'image/svg+xml'],
];

const DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;
const BASE64 = /^[A-Za-z0-9+/]+=*$/;

/**
 * The captcha as an `<img src>`. Platforms of this family answer with bare base64 (a PNG,
 * wire-protocol.md); a data URL is taken as it is. Anything else is refused (null), so a
 * captcha answer can never point the image at another origin.
 */
export const captchaImageSource = (value: string): string | null => {
  const text = value.replace(/\s+/g, '');
  if (DATA_URL.test(text)) return text;
  if (!BASE64.test(text)) return null;
  const mime = signatures.find(([prefix]) => text.startsWith(prefix))?.[1] ?? 'image/png';
  return `data:${mime};base64,${text}`;
};
