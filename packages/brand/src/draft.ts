import { COCKFIGHT_PROVIDERS, type Language, PRIZE_MODES } from '@portal/contract';
import { mix } from './colour.ts';
import { BRAND_SWITCHES, type BrandInput, type BrandSwitch } from './schema.ts';
import { readableOn } from './theme.ts';

/**
 * A new brand from a few answers (`scripts/new-brand`): every answer not given takes a
 * default a demo brand can launch with, and the result is validated like any brand.json.
 */
export interface BrandAnswers {
  code: string;
  name: string;
  merchantCode?: string;
  languages?: readonly Language[];
  defaultLanguage?: Language;
  currency?: string;
  currencySymbol?: string;
  colors?: { primary?: string; secondary?: string; accent?: string };
  domains?: readonly string[];
  cockfightProviders?: readonly string[];
  prizeModes?: readonly string[];
  /** Switches turned on; the rest are off (the standard set when not given). */
  switchesOn?: readonly string[];
  /** One wallet for everything, or a wallet per game vendor (the demo vendor's here). */
  wallet?: string;
}

/** The modules and flags a new brand starts with: a complete portal, nothing exotic. */
export const STANDARD_SWITCHES: readonly BrandSwitch[] = [
  'COMM3',
  'REG3',
  'CAPTCHA3',
  'WALLET3',
  'GAMELO3',
  'LOTT3',
  'ANNC3',
  'PROMO3',
  'PTSYS3',
  'INBOX3',
  'FEEDBACK3',
  'HELP3',
  'LIVECHAT3',
  'USERNAMEREG3',
  'DIRECTREG3',
];

/** The merchant code a brand code suggests: its letters and digits in capitals (3 to 16). */
export const merchantCodeFor = (code: string): string => {
  const letters = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (letters.length >= 3 ? letters : `${letters}BRD`).slice(0, 16);
};

/** A brand's colours from a name: the same name always gives the same palette. */
export const coloursFor = (
  name: string,
): { primary: string; secondary: string; accent: string } => {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  const hue = hash % 360;
  return {
    primary: hsl(hue, 0.62, 0.36),
    secondary: hsl((hue + 200) % 360, 0.45, 0.2),
    accent: hsl((hue + 40) % 360, 0.9, 0.6),
  };
};

const hsl = (h: number, s: number, l: number): string => {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
};

const HEX = /^#[0-9a-fA-F]{6}$/;

export const draftBrand = (answers: BrandAnswers): BrandInput => {
  const { code, name } = answers;
  const colours = { ...coloursFor(name), ...definedOnly(answers.colors ?? {}) };
  const languages = answers.languages?.length ? [...answers.languages] : (['EN'] as Language[]);
  const on = new Set(answers.switchesOn ?? STANDARD_SWITCHES);
  const features = Object.fromEntries(
    BRAND_SWITCHES.map((id) => [id, on.has(id)]),
  ) as BrandInput['features'];
  const site = `${code}.example.com`;
  return {
    code,
    merchantCode: answers.merchantCode ?? merchantCodeFor(code),
    name,
    platform: 'WEB',
    lotteryType: 'Lott',
    currency: answers.currency ?? 'PHP',
    currencySymbol: answers.currencySymbol ?? '₱',
    defaultLanguage: answers.defaultLanguage ?? languages[0] ?? 'EN',
    languages,
    // Typed by a person: parseBrand, which every draft goes through, says what is wrong.
    cockfightProviders: [
      ...(answers.cockfightProviders ?? [COCKFIGHT_PROVIDERS[0]]),
    ] as BrandInput['cockfightProviders'],
    prizeModes: [...(answers.prizeModes ?? [PRIZE_MODES[0]])] as BrandInput['prizeModes'],
    features,
    domains: [...(answers.domains?.length ? answers.domains : [`${code}.localhost`, site])],
    theme: {
      colors: {
        ...colours,
        // A colour typed wrong is parseBrand's to report; the tint needs a readable one.
        background: HEX.test(colours.primary) ? mix(colours.primary, '#ffffff', 0.95) : '#f4f7fa',
        surface: '#ffffff',
        danger: '#c62f3b',
        success: '#187a45',
      },
      fonts: {
        body: '"Inter", "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
        heading: '"Inter", "Segoe UI", Roboto, Arial, sans-serif',
      },
      radii: { small: 8, medium: 14, large: 24 },
      logo: 'logo.svg',
      favicon: 'favicon.svg',
    },
    support: {
      liveChatUrl: `https://help.${site}/chat`,
      email: `care@${site}`,
      links: [],
    },
    licence: `${name} is a demo brand of this platform. Gambling can be addictive; players must be of legal age. Play responsibly.`,
    copyright: `© ${new Date().getUTCFullYear()} ${name}. All rights reserved.`,
    cashier: {
      wallet: (answers.wallet ?? 'single') as 'single',
      ...(answers.wallet === 'multi'
        ? { vendorWallets: [{ accountTypeId: 2, vassalage: 'DEMO', name: 'Demo games' }] }
        : {}),
    },
    imageCDNs: [`https://img.${site}`],
    launchGameCDNs: [`https://games.${site}`],
    resources: [],
  };
};

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Up to two initials of a name ("Moon Light" -> "ML", "Zen" -> "ZE"). */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2
      ? [...(words[0] ?? '')].slice(0, 1).concat([...(words[1] ?? '')].slice(0, 1))
      : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A wordmark: the initials in a rounded badge, then the name. */
export const drawLogo = (name: string, primary: string, accent: string): string => {
  const label = escapeXml(name);
  const width = Math.max(160, 56 + name.length * 15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${label}">
  <rect x="2" y="4" width="40" height="40" rx="10" fill="${primary}"/>
  <circle cx="36" cy="10" r="5" fill="${accent}"/>
  <text x="22" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="${readableOn(primary)}">${escapeXml(initialsOf(name))}</text>
  <text x="52" y="32" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="${primary}">${label}</text>
</svg>
`;
};

/** The favicon: the badge alone. */
export const drawFavicon = (name: string, primary: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="${escapeXml(name)}">
  <rect width="32" height="32" rx="7" fill="${primary}"/>
  <text x="16" y="22" text-anchor="middle" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="${readableOn(primary)}">${escapeXml(initialsOf(name))}</text>
</svg>
`;
